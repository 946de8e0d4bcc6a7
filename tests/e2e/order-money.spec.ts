import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { discountedPrice, formatPaise, toPaise } from '@/lib/pricing';
import { RETURN_BLOCKS } from '@/lib/returns';
import { adminSession, api, type ApiProduct, cartAdd, createCustomer, deliveryStep, openOrderDetails, placeCashOrder, riderSession, shopProducts, type TestUser } from './support';
import { openSignedIn } from './support/open-signed-in';

// My Orders after an order changes, against the real API: a product removed
// from a coupon order, the Return button before and after delivery, and
// refunded amounts with the grand total net of them. Each test has its own
// new customer; operators act through their API calls.

const R = MESSAGES.returns;
const DELIVERY_PAISE = 4000; // Sehat's delivery charge

/** Status answers are 200; operators and customers act through the same API helper. */
const act = (request: APIRequestContext, origin: string, user: TestUser, method: 'PUT' | 'POST', path: string, data: unknown) =>
  api(request, origin, method, path, { token: user.token, data, status: 200 });

async function place(request: APIRequestContext, origin: string, user: TestUser, lines: Array<[ApiProduct, number]>, coupon: string | null) {
  for (const [p, qty] of lines) await cartAdd(request, origin, user, p.id, qty);
  return placeCashOrder(request, origin, user, { coupon_code: coupon });
}

/** The shop's admin and rider, and the shopper whose order they deliver (who gives the rider the delivery code). */
async function operators(request: APIRequestContext, origin: string, shopper: TestUser) {
  const [admin, rider] = await Promise.all([adminSession(request, origin), riderSession(request, origin)]);
  return { admin, rider, shopper };
}

async function moveDelivery(request: APIRequestContext, origin: string, ops: { admin: TestUser; rider: TestUser; shopper: TestUser }, orderPk: number, steps: string[]) {
  for (const step of steps) {
    if (step === 'approved') await act(request, origin, ops.admin, 'PUT', `placeOrder/${orderPk}/status`, { status: 'approved' });
    else if (step === 'assigned') await act(request, origin, ops.admin, 'PUT', `placeOrder/assign-deliveryBoy/${orderPk}`, { assigned_deliveryboy_id: ops.rider.id });
    else await act(request, origin, ops.rider, 'PUT', `placeOrder/update-deliveryboy-status/${orderPk}`, await deliveryStep(request, origin, ops.shopper, orderPk, step));
  }
}

/** In-stock products, cheapest first, that no other test of this file uses (none waits for a prescription). */
async function products(request: APIRequestContext, origin: string, skip: number): Promise<ApiProduct[]> {
  const all = (await shopProducts(request, origin)).filter((p) => p.total_stock >= 20 && p.product_price >= 10 && !p.prescription_required);
  return all.sort((a, b) => a.product_price - b.product_price).slice(skip * 3, skip * 3 + 3);
}

const unitPaise = (p: ApiProduct) => toPaise(discountedPrice(p.product_price, p.discount));
const orderCard = (page: Page, orderId: string) => page.locator(`article[data-order-id="${orderId}"]`);

async function openOrders(page: Page, origin: string, user: TestUser, count: number) {
  await openSignedIn(page, origin, user, '/ecommerce/order');
  await expect(page.locator('article[data-order-id]')).toHaveCount(count, { timeout: 20_000 });
}

test('removing a product from a FLAT50 order drops the coupon below its minimum and shows the new totals', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const user = await createCustomer(request, origin, 'Coupon Shopper');
  const [cheap] = await products(request, origin, 0);
  const other = (await shopProducts(request, origin)).filter((p) => p.total_stock >= 20).sort((x, y) => y.product_price - x.product_price)[0];
  // Enough of the dearest product to pass FLAT50's ₹499 minimum.
  const qty = Math.ceil(49900 / unitPaise(other!));
  const order = await place(request, origin, user, [[cheap!, 1], [other!, qty]], 'FLAT50');
  expect(order.coupon_discount).toBe(50);

  await openOrders(page, origin, user, 1);
  const card = orderCard(page, order.order_id);
  await expect(card.locator('.order-totals')).toContainText('Coupon discount-₹50.00');
  await expect(card.locator('.order-total dd')).toHaveText(formatPaise(unitPaise(cheap!) + unitPaise(other!) * qty + DELIVERY_PAISE - 5000));

  await openOrderDetails(card);
  await card.locator('.order-product', { hasText: other!.product_name }).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: R.removeConfirm }).click();
  await expect(page.getByText(`${other!.product_name} was removed from your order. The coupon no longer applies.`)).toBeVisible();
  await expect(card.locator('.order-product')).toHaveCount(1);
  await expect(card.getByText('Coupon discount')).toHaveCount(0);
  const expected = formatPaise(unitPaise(cheap!) + DELIVERY_PAISE);
  await expect(card.locator('.order-total dd')).toHaveText(expected);
  await expect(page.getByTestId('grand-total')).toContainText(expected);
});

test('Return is disabled with its reason until the order is delivered', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const user = await createCustomer(request, origin, 'Waiting Shopper');
  const [p] = await products(request, origin, 1);
  const order = await place(request, origin, user, [[p!, 1]], null);
  const ops = await operators(request, origin, user);
  await moveDelivery(request, origin, ops, order.id, ['approved', 'assigned', 'picked_up']);

  await openOrders(page, origin, user, 1);
  const button = orderCard(page, order.order_id).getByRole('button', { name: 'Return', exact: true });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(RETURN_BLOCKS.notDelivered.message);
  await expect(orderCard(page, order.order_id).getByTestId('return-reason')).toHaveText(RETURN_BLOCKS.notDelivered.message);

  await moveDelivery(request, origin, ops, order.id, ['out_for_delivery', 'delivered']);
  await page.reload();
  await expect(button).toBeEnabled({ timeout: 20_000 });
  await expect(orderCard(page, order.order_id).getByTestId('return-reason')).toHaveCount(0);
});

test('refunded amounts show on the order and the grand total leaves them and cancelled orders out', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const user = await createCustomer(request, origin, 'Refund Shopper');
  const [a, b, c] = await products(request, origin, 2);
  const kept = await place(request, origin, user, [[a!, 2], [b!, 1]], null);
  const cancelled = await place(request, origin, user, [[c!, 1]], null);
  const ops = await operators(request, origin, user);
  await act(request, origin, ops.admin, 'PUT', `placeOrder/${cancelled.id}/status`, { status: 'cancelled' });
  await moveDelivery(request, origin, ops, kept.id, ['approved', 'assigned', 'picked_up', 'out_for_delivery', 'delivered']);
  await act(request, origin, user, 'POST', `placeOrder/orders/${kept.id}/request-return`, { reason: 'Seal broken', product_id: a!.id });
  await act(request, origin, ops.admin, 'POST', `placeOrder/orders/${kept.id}/process-refund`, { product_id: a!.id });

  await openOrders(page, origin, user, 2);
  const card = orderCard(page, kept.order_id);
  const refund = unitPaise(a!) * 2; // no coupon: the refund is what the two units cost
  await expect(card.getByTestId('order-refunded')).toHaveText(`Refunded${formatPaise(refund)}`);
  await expect(card.locator('.order-product', { hasText: a!.product_name })).toContainText(`Refunded${formatPaise(refund)}`);
  const paid = toPaise(kept.final_price_after_coupon);
  await expect(page.getByTestId('grand-total')).toContainText(formatPaise(paid - refund));
  // The refund closed the order to further returns, and says so.
  await expect(card.getByTestId('return-reason')).toHaveText(RETURN_BLOCKS.refunded.message);
});
