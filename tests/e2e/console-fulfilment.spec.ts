import { wcagAxe } from './support/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import { adminSession, alertPopup, api, cartAdd, createCustomer, hydrated, placeCashOrder, riderSession, shopProducts } from './support';
import { openSignedIn } from './support/open-signed-in';

// Fulfilment from the console: the order page's customer contact, Approve
// and assign in one step, the order list's filters in the address, a Today
// tile opening exactly its queue and from it an order's payment check (amount
// and time left), bulk approve, and the packing slips (no prices, a QR of the
// order id).

const C = MESSAGES.console;
const O = C.orders;
const F = CONSOLE_DAY.fulfil;

async function expectAccessible(page: Page) {
  const { violations } = await wcagAxe(page).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`);
  expect(serious).toEqual([]);
}

async function confirmDialog(page: Page, title: string) {
  await expect(alertPopup(page).locator('.swal2-title')).toHaveText(title);
  await alertPopup(page).locator('.swal2-confirm').click();
}

const PHONE = { width: 375, height: 900 };
const DESKTOP = { width: 1280, height: 900 };

async function newOrder(request: APIRequestContext, origin: string, name: string, extra: Record<string, unknown> = {}) {
  const customer = await createCustomer(request, origin, name);
  const product = (await shopProducts(request, origin)).find((p) => p.total_stock >= 20)!;
  await cartAdd(request, origin, customer, product.id, 2);
  return { customer, product, order: await placeCashOrder(request, origin, customer, extra) };
}

test(`an order's page shows the customer and approves and assigns in one step, on a phone and a desktop`, async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  await page.setViewportSize(PHONE);
  const [{ order, customer, product }, admin, rider] = await Promise.all([newOrder(request, origin, 'Meera Fulfil'), adminSession(request, origin), riderSession(request, origin)]);
  await openSignedIn(page, origin, admin, `/admin/orders/${order.order_id}`);
  await hydrated(page.locator('main'));
  const who = page.getByRole('region', { name: F.customerTitle });
  await expect(who.getByText(customer.name, { exact: true })).toBeVisible();
  await expect(who.getByRole('link', { name: F.callCustomer(customer.name) })).toHaveAttribute('href', 'tel:+919876543210');
  await expect(who.getByRole('link', { name: F.whatsappCustomer(customer.name) })).toHaveAttribute('href', 'https://wa.me/919876543210');
  await expect(who.getByText('21 FC Road, Pune 411004')).toBeVisible();
  await expectAccessible(page);
  // On a desktop the customer, the contact links and the rider choice are shown, and stay accessible.
  await page.setViewportSize(DESKTOP);
  await expect(who.getByText(customer.name, { exact: true })).toBeVisible();
  await expect(who.getByRole('link', { name: F.callCustomer(customer.name) })).toBeVisible();
  await expect(who.getByRole('link', { name: F.whatsappCustomer(customer.name) })).toBeVisible();
  await expect(page.getByLabel(O.chooseRider)).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize(PHONE);

  await page.getByLabel(O.chooseRider).selectOption({ label: rider.name });
  await page.getByRole('button', { name: F.approveAndAssign }).click();
  await confirmDialog(page, F.approveAndAssignConfirm(order.order_id, rider.name));
  await expect(page.getByText(F.approvedAndAssigned(rider.name))).toBeVisible();
  const stored = await api(request, origin, 'GET', `placeOrder/${order.order_id}`, { token: admin.token });
  expect(stored).toMatchObject({ order_status: 'approved', assigned_deliveryboy_id: rider.id, deliveryboy_status: 'assigned' });
  // The order's activity names the rider, not their id.
  await expect(page.getByRole('region', { name: C.activity.orderTitle }).locator('tbody tr').first()).toContainText(`${C.activity.rider}: ${rider.name}`);

  // The packing slip: products and quantities, the address, a QR of the id, no price.
  const slipPage = page.waitForEvent('popup');
  await who.getByRole('link', { name: F.slip }).click();
  const slip = await slipPage;
  await slip.setViewportSize(PHONE);
  await expect(slip.getByRole('heading', { level: 1, name: F.slipTitle(order.order_id) })).toBeVisible();
  const sheet = slip.getByRole('article', { name: order.order_id });
  await expect(sheet.getByRole('row').filter({ hasText: product.product_name })).toContainText('2');
  await expect(sheet.getByText('21 FC Road, Pune 411004')).toBeVisible();
  await expect(sheet.getByRole('img', { name: F.slipQr(order.order_id) })).toBeVisible();
  await expect(sheet).not.toContainText('₹');
  await expectAccessible(slip);
  // On a desktop the slip shows the same, and stays accessible.
  await slip.setViewportSize(DESKTOP);
  await expect(sheet.getByRole('row').filter({ hasText: product.product_name })).toBeVisible();
  await expect(sheet.getByRole('img', { name: F.slipQr(order.order_id) })).toBeVisible();
  await expectAccessible(slip);
  await slip.emulateMedia({ media: 'print' });
  await expect(slip.getByRole('navigation', { name: C.navLabel })).toBeHidden();
  await expect(slip.getByRole('button', { name: F.slipPrint })).toBeHidden();
});

test('the list filters live in the address, a Today tile opens its queue and its order’s payment check, and selected orders approve together', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  await page.setViewportSize(PHONE);
  const [admin, upi, a, b] = await Promise.all([
    adminSession(request, origin),
    newOrder(request, origin, 'Upi Waiting', { payment_method: 'UPI', upi_id: null }).then((made) => made.order),
    newOrder(request, origin, 'Bulk One').then((made) => made.order),
    newOrder(request, origin, 'Bulk Two').then((made) => made.order),
  ]);

  // Today's "Payments to verify" opens only UPI orders waiting for a check.
  await openSignedIn(page, origin, admin, '/admin');
  await hydrated(page.locator('main'));
  await page.getByRole('link', { name: new RegExp(C.today.payments) }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?waiting=payments_to_verify$/);
  await expect(page.getByText(F.queue(C.today.payments))).toBeVisible();
  await expect(page.getByRole('link', { name: O.open(upi.order_id) })).toBeVisible();
  await expect(page.getByRole('link', { name: O.open(a.order_id) })).toHaveCount(0);
  for (const cell of await page.locator('tbody td[data-label="' + F.paymentStatus + '"]').allTextContents()) expect(cell).toBe(F.paymentStates.pending);

  // The UPI order opened from its queue: the payment check shows the amount and the time left, ticking.
  await page.getByRole('link', { name: O.open(upi.order_id) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${upi.order_id}$`));
  await hydrated(page.locator('main'));
  const verify = page.getByRole('region', { name: O.verifyTitle });
  await expect(verify.getByText(F.amountToCheck(formatInr(upi.final_price_after_coupon)))).toBeVisible();
  const line = verify.getByText(/Time left before the order is cancelled unpaid: \d+:\d{2}/);
  await expect(line).toBeVisible();
  const first = await line.textContent();
  await expect(line).not.toHaveText(first!);

  // Filters written into the address survive a reload and Back.
  await page.goto('/admin/orders');
  await hydrated(page.locator('main'));
  await page.getByLabel(F.paymentMethod).selectOption('COD');
  await expect(page).toHaveURL(/payment_method=COD/);
  await page.getByLabel(F.paymentStatus).selectOption('pending');
  await expect(page).toHaveURL(/payment_method=COD&payment_status=pending/);
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  await page.getByLabel(F.from).fill(today);
  await page.getByRole('button', { name: F.apply }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await page.reload();
  await hydrated(page.locator('main'));
  await expect(page.getByLabel(F.paymentMethod)).toHaveValue('COD');
  await expect(page.getByLabel(F.from)).toHaveValue(today);
  await expect(page.getByRole('link', { name: O.open(upi.order_id) })).toHaveCount(0);
  await expectAccessible(page);

  // Tick two pending cash orders and approve them together.
  await page.getByLabel(F.select(a.order_id)).check();
  await page.getByLabel(F.select(b.order_id)).check();
  await expect(page.getByText(F.selected(2), { exact: true })).toBeVisible();
  // The slips of the selection, one article each.
  const slips = page.waitForEvent('popup');
  await page.getByRole('link', { name: F.slipSelected(2) }).click();
  const sheet = await slips;
  await expect(sheet.getByRole('heading', { level: 1, name: F.slipsTitle(2) })).toBeVisible();
  await expect(sheet.getByRole('article')).toHaveCount(2);
  await expect(sheet.getByRole('article', { name: a.order_id })).toContainText('Bulk One');
  await sheet.close();
  await page.getByRole('button', { name: F.approveSelected(2) }).click();
  await confirmDialog(page, F.approveSelectedConfirm(2));
  await expect(page.getByText(F.approvedSome(2, 2))).toBeVisible();
  for (const o of [a, b]) expect((await api(request, origin, 'GET', `placeOrder/${o.order_id}`, { token: admin.token })).order_status).toBe('approved');
  await page.goBack();
  await expect(page.getByLabel(F.from)).toHaveValue('');
});
