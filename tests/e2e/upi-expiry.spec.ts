import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../src/lib/messages';
import { formatPaise } from '../../src/lib/pricing';
import { adminSession, alertPopup, api, authHeaders, cartAdd, createCustomer, hydrated, newCategory, newProduct, shopOrigin, skipPopup, useSession } from './support';
import { SCHEDULED_ROUTE } from '../../scripts/lib/serve.mjs';

// A direct UPI order that was never paid gives its stock back once its time
// runs out: the page's clock is moved, and the every-minute expiry job is
// fired as the local server fires it, with the time past the expiry. That job
// serves every pending order of the server, so this file runs after the
// others (playwright.config.ts), never beside a test that waits for a payment.

const P = MESSAGES.payments;
const O = MESSAGES.console.orders;

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

test('an unpaid UPI order gives its stock back when its time runs out', async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL!, 'sehat');
  const user = await createCustomer(page.request, origin, 'Late Payer');
  // A product of its own: the job also expires other tests' unpaid orders, which may hold a seeded product.
  const admin = await adminSession(page.request, origin);
  const categoryId = await newCategory(page.request, origin, admin, `Expiry checks ${Date.now().toString(36)}`);
  const productId = await newProduct(page.request, origin, admin, { name: `Expiry Check ORS ${Date.now()}`, price: 60, stock: 10, categoryId });
  const stock = async () => (await api(page.request, origin, 'GET', `ecomProd/ecomProducts/stock/${productId}`)).total_stock as number;
  await cartAdd(page.request, origin, user, productId, 2);
  await page.clock.install();
  const placed = await api(page.request, origin, 'POST', 'placeOrder/place/all', {
    headers: { ...authHeaders(user), 'idempotency-key': crypto.randomUUID() },
    data: { payment_method: 'UPI', upi_id: null, delivery_address: '5 Lake Road, Koregaon Park, Pune 411001' },
    status: 201,
  });
  const orderId = placed.order.order_id as string;
  const held = await stock();

  await useSession(page, origin, user);
  await page.goto(`${origin}/ecommerce/order`);
  const card = page.locator(`[data-order-id="${orderId}"]`);
  await expect(card.getByTestId('payment-status')).toHaveText(P.awaiting);
  await expect(card.getByRole('timer')).toContainText(/Pay within (30:00|29:\d\d)/);

  // Half an hour and a minute later, in the page and for the every-minute job.
  // The shopper touches a key halfway, as someone waiting would: the shop logs
  // out a session idle for 30 minutes.
  await page.clock.fastForward('16:00');
  await page.keyboard.press('Shift');
  await page.clock.fastForward('15:00');
  await expect(card.getByText(P.expiredNow)).toBeVisible();
  const later = Date.parse(placed.order.payment_expires_at) + 60_000;
  const fired = await page.request.get(`${baseURL}${SCHEDULED_ROUTE}?cron=${encodeURIComponent('* * * * *')}&time=${later}`);
  expect(fired.ok()).toBe(true);

  await page.reload();
  await expect(card.getByTestId('order-status')).toHaveText('CANCELLED');
  await expect(card.getByTestId('cancel-reason')).toHaveText(P.cancelledBecause(P.notReceived));
  await expect(card.getByTestId('payment-status')).toHaveCount(0);
  expect(await stock()).toBe(held + 2);

  // The shopper's money reaches the bank after all: the admin records it on the cancelled order, owed back.
  await useSession(page, origin, admin);
  await page.goto(`${origin}/admin/orders/${orderId}`);
  await hydrated(page.locator('main'));
  const late = page.getByRole('region', { name: O.lateTitle });
  const amount = formatPaise(Math.round(placed.order.final_price_after_coupon * 100));
  await expect(late.getByText(O.lateNote(amount))).toBeVisible();
  await expect(page.getByRole('region', { name: O.verifyTitle })).toHaveCount(0);
  await late.getByLabel(O.utr).fill(`5${Date.now()}`.slice(0, 12));
  await late.getByLabel(O.adminNotes).fill('Reached the bank after the order was cancelled');
  await late.getByRole('button', { name: O.lateRecord }).click();
  await expect(alertPopup(page).locator('.swal2-title')).toHaveText(O.lateConfirm(orderId));
  await alertPopup(page).locator('.swal2-confirm').click();
  await expect(page.getByText(O.lateRecorded)).toBeVisible();
  await expect(late).toHaveCount(0);
  // Its payment no longer reads "not received".
  await expect(page.getByText(P.receivedLate, { exact: true })).toBeVisible();
  const owed = await api(page.request, origin, 'GET', 'admin/refunds-owed', { headers: authHeaders(admin) });
  expect(owed.refunds).toContainEqual(expect.objectContaining({ order_id: orderId, amount_owed: placed.order.final_price_after_coupon }));
  // Its lines went back on the shelf with the cancellation.
  await expect(page.getByRole('region', { name: O.lines, exact: true }).getByRole('cell', { name: O.lineStatuses.cancelled, exact: true })).toHaveCount(placed.order.products.length);
  // The order's actions say what is owed and where its refund is recorded.
  const actions = page.getByRole('region', { name: O.actions });
  await expect(actions.getByText(O.owedByHand(amount))).toBeVisible();
  await expect(actions.getByText(O.noActions)).toHaveCount(0);
  await actions.getByRole('link', { name: O.owedByHandLink }).click();
  await expect(page).toHaveURL(/\/admin\/refunds$/);
  await hydrated(page.locator('main'));
  await expect(page.getByRole('row').filter({ hasText: orderId })).toBeVisible();
  expect(await stock()).toBe(held + 2);
});
