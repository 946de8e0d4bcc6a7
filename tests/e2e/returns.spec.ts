import { wcagAxe } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import { REFUNDS_OWED_MESSAGES } from '@/lib/refunds-owed-messages';
import { adminSession, alertPopup, api, cartAdd, createCustomer, deliveryStep, hydrated, newProduct, placeCashOrder, productDetail, riderSession, shopCategories, useSession } from './support';

// A return at a phone's width, from the shopper's request to the shelf: the
// shopper sends back 1 of 3 with a preset reason; the admin reads the reason,
// marks the goods received in good condition (the stock rises by exactly 1)
// and refunds that part for the amount the confirmation names; My Orders then
// shows the reason and offers the credit note. With UPDATE_SCREENSHOTS=1 it
// refreshes docs/images/returns-*.png (docs/operators.md shows them).

const R = MESSAGES.returns;
const O = MESSAGES.console.orders;
const RO = REFUNDS_OWED_MESSAGES;

async function expectAccessible(page: Page) {
  const { violations } = await wcagAxe(page).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`);
  expect(serious).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (process.env.UPDATE_SCREENSHOTS === '1') await page.screenshot({ path: `docs/images/${name}.png`, fullPage: true });
}

async function confirmDialog(page: Page, title: string) {
  await expect(alertPopup(page).locator('.swal2-title')).toHaveText(title);
  await alertPopup(page).locator('.swal2-confirm').click();
}

test('a shopper returns 1 of 3 with a preset reason; the admin receives it in good condition and refunds it; My Orders offers the credit note', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const origin = baseURL!;
  const [admin, rider] = await Promise.all([adminSession(request, origin), riderSession(request, origin)]);
  const [category] = await shopCategories(request, origin);
  const name = `Return Atta ${Date.now()}`;
  const productId = await newProduct(request, origin, admin, { name, price: 120, stock: 30, categoryId: category!.id });
  const shopper = await createCustomer(request, origin, 'Return Shopper');
  await cartAdd(request, origin, shopper, productId, 3);
  const order = await placeCashOrder(request, origin, shopper);
  const as = (token: string, method: string, path: string, data: unknown) => api(request, origin, method, path, { token, data, status: 200 });
  await as(admin.token, 'PUT', `placeOrder/${order.order_id}/status`, { status: 'approved' });
  await as(admin.token, 'PUT', `placeOrder/assign-deliveryBoy/${order.order_id}`, { assigned_deliveryboy_id: rider.id });
  for (const step of ['picked_up', 'out_for_delivery', 'delivered']) {
    await as(rider.token, 'PUT', `placeOrder/update-deliveryboy-status/${order.order_id}`, await deliveryStep(request, origin, shopper, order.order_id, step));
  }
  const stockBefore = (await productDetail(request, origin, productId)).total_stock;

  // The shopper: 1 of the 3, "Damaged or broken", with a few words.
  await useSession(page, origin, shopper);
  await page.goto('/ecommerce/order');
  const card = page.locator(`article[data-order-id="${order.order_id}"]`);
  await hydrated(page.locator('main'));
  await card.getByRole('button', { name: 'Return', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Return products' });
  await dialog.getByLabel(R.quantityLabel(name)).selectOption('1');
  await dialog.getByLabel(R.reasonLabel(name)).selectOption('damaged');
  await dialog.getByRole('textbox', { name: MESSAGES.shop.orderPage.reasonFor(name) }).fill('Pack torn');
  await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
  await expectAccessible(page);
  await shot(page, 'returns-request');
  await dialog.getByRole('button', { name: 'Submit Return Request' }).click();
  await expect(page.getByRole('heading', { name: R.success })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  const line = card.locator('.order-product', { hasText: name });
  await expect(line.getByTestId('line-return')).toContainText(R.returnedPart(1, 3));
  await expect(line.getByTestId('line-return')).toContainText(R.yourReason(`${R.reasons.damaged}: Pack torn`));
  // Accepted, but nothing is back on the shelf until the shop has the goods.
  expect((await productDetail(request, origin, productId)).total_stock).toBe(stockBefore);

  // The admin: the reason, then "Received — good condition".
  await useSession(page, origin, admin);
  await page.goto(`/admin/orders/${order.order_id}`);
  await hydrated(page.locator('main'));
  const returns = page.getByRole('region', { name: O.returnsTitle });
  await expect(returns.getByText(O.returnedPart(name, 1, 3))).toBeVisible();
  await expect(returns.getByText(O.shopperReason(`${R.reasons.damaged}: Pack torn`))).toBeVisible();
  await expect(returns.getByText(O.awaitingGoods(1))).toBeVisible();
  await returns.getByRole('button', { name: O.receivedGood }).click();
  await confirmDialog(page, O.receivedGoodConfirm(1, name));
  await expect(returns.getByText(O.receivedDone)).toBeVisible();
  await expect(returns.getByText(O.restockedQty(1))).toBeVisible();
  await expect(returns.getByRole('button', { name: O.receivedGood })).toHaveCount(0);
  expect((await productDetail(request, origin, productId)).total_stock).toBe(stockBefore + 1);

  // A refund is offered on the returned line only. Cash on delivery goes back by hand: proposed as
  // cash, here sent by UPI with its reference, and the confirmation names the amount and the way.
  const lines = page.getByRole('region', { name: O.lines });
  await expect(lines.getByRole('button', { name: new RegExp(O.refundLine(name)) })).toHaveCount(1);
  const actions = page.getByRole('region', { name: O.actions, exact: true });
  const way = actions.getByLabel(RO.method);
  await expect(way).toHaveValue('cash');
  await way.selectOption('upi');
  await actions.getByLabel(RO.reference).fill('UPI-RET-42');
  await lines.getByRole('button', { name: new RegExp(O.refundLine(name)) }).click();
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/process-refund'));
  await confirmDialog(page, O.refundAmountByConfirm(formatInr(120), name, RO.methods.upi!));
  expect((await sent).postDataJSON()).toEqual({ product_id: productId, refund_method: 'upi', reference: 'UPI-RET-42' });
  await expect(page.getByText(O.refundDone)).toBeVisible();
  await expect(actions.getByLabel(RO.reference)).toHaveValue('');
  await expect(returns.getByRole('button', { name: O.creditNote })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'returns-console');

  // My Orders: the reason stays, and the credit note is there to download.
  await useSession(page, origin, shopper);
  await page.goto('/ecommerce/order');
  await hydrated(page.locator('main'));
  await expect(line.getByTestId('line-return')).toContainText(R.yourReason(`${R.reasons.damaged}: Pack torn`));
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: R.creditNote }).click();
  expect((await download).suggestedFilename()).toMatch(/^credit-notes-.+\.pdf$/);
  await expect(card.getByText(R.creditNoteDownloaded)).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'returns-my-orders');
});
