import { wcagAxe } from './support/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import { adminSession, alertPopup, api, cartAdd, createCustomer, deliveryStep, hydrated, placeCashOrder, riderSession, shopProducts } from './support';
import { openSignedIn } from './support/open-signed-in';

// The console's running of a shop against the real Worker: storefront images
// that the home page shows at once, the delivery charge, customer search, the
// activity log after each write, an order's page (steps, returns, invoice,
// refusals, a manual payment verified), and a rider taking orders to
// Delivered or Failed from the phone while the shopper's My Orders follows.
// With UPDATE_SCREENSHOTS=1 the tests also refresh docs/images/console-*.png
// and rider-*.png (docs/operators.md shows them).

const C = MESSAGES.console;
const S = C.storefront;
const O = C.orders;
const A = C.activity;
const R = MESSAGES.rider;
// A 1 x 1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

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

/** A new customer's cash-on-delivery order of one in-stock product. */
async function newOrder(request: APIRequestContext, origin: string, name = 'Console Shopper', extra: Record<string, unknown> = {}) {
  const customer = await createCustomer(request, origin, name);
  const product = (await shopProducts(request, origin)).find((p) => p.total_stock >= 20)!;
  await cartAdd(request, origin, customer, product.id, 1);
  return { customer, product, order: await placeCashOrder(request, origin, customer, extra) };
}

test('an admin runs the storefront images, the delivery charge and the customers, and sees each write in the activity log', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const admin = await adminSession(request, origin);
  const customer = await createCustomer(request, origin, `Farida Searchable ${Date.now()}`);
  await openSignedIn(page, origin, admin, '/admin/storefront');
  await hydrated(page.locator('main'));
  await expect(page.getByRole('heading', { level: 2, name: S.imagesTitle })).toBeVisible();
  // A slider image, previewed before it is added, then on the home page at once.
  await page.getByLabel(S.sliderFile).setInputFiles({ name: 'sale.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: S.imagePreview(S.sliderFile) })).toBeVisible();
  const before = (await api(request, origin, 'GET', 'slider')) as Array<{ id: number }>;
  await page.getByRole('button', { name: S.sliderAdd }).click();
  await expect(page.getByText(S.sliderAdded)).toBeVisible();
  const count = before.length + 1;
  await expect(page.getByRole('img', { name: S.sliderAlt(count) })).toBeVisible();
  const sliders = (await api(request, origin, 'GET', 'slider')) as Array<{ id: number; image: string }>;
  const added = sliders[sliders.length - 1]!;
  // Moved to the front: the order is saved and shown.
  await page.getByRole('button', { name: S.sliderUp(count) }).click();
  await expect(page.getByText(S.sliderOrdered)).toBeVisible();
  expect(((await api(request, origin, 'GET', 'slider')) as Array<{ id: number }>).map((s) => s.id)[count - 2]).toBe(added.id);

  // The popup banner's image: previewed, saved, and the storefront's banners name it.
  const popup = page.getByRole('form', { name: S.slots.popup_banner });
  await popup.getByLabel(S.chooseFile(S.slots.popup_banner)).setInputFiles({ name: 'popup.png', mimeType: 'image/png', buffer: PNG });
  await expect(popup.getByRole('img', { name: S.imagePreview(S.slots.popup_banner) })).toBeVisible();
  await popup.getByRole('button', { name: S.saveImage(S.slots.popup_banner) }).click();
  await expect(popup.getByText(S.imageSaved(S.slots.popup_banner))).toBeVisible();
  await expect(popup.getByRole('img', { name: S.current(S.slots.popup_banner) })).toBeVisible();

  // The delivery charge: a word is refused where it was typed, a number saved.
  const charge = page.getByLabel(S.chargeLabel);
  const chargeBefore = (await api(request, origin, 'GET', 'ecomConfig/get-delivery-charges')).charges[0].charge as number;
  await charge.fill('');
  await page.getByRole('form', { name: S.chargeTitle }).getByRole('button', { name: C.products.save }).click();
  await expect(page.getByText(S.chargeInvalid)).toBeVisible();
  await charge.fill('35');
  await page.getByRole('form', { name: S.chargeTitle }).getByRole('button', { name: C.products.save }).click();
  await expect(page.getByText('Delivery charges updated.', { exact: false })).toBeVisible();
  expect((await api(request, origin, 'GET', 'ecomConfig/get-delivery-charges')).charges[0].charge).toBe(35);
  // Put the shop's charge back at once: the other tests' carts show it.
  await api(request, origin, 'POST', 'ecomConfig/set-delivery-charges', { token: admin.token, data: { delivery_charges: chargeBefore } });
  await expectAccessible(page);
  await shot(page, 'console-storefront');

  // The home page shows the new slider image straight away (in its HTML: no wait for the pictures' load).
  await page.goto('/ecommerce', { waitUntil: 'domcontentloaded' });
  await expect(page.locator(`img[src*="${added.image}"]`).first()).toBeAttached();

  // Customers: the search text stays in the address.
  await page.goto('/admin/customers');
  await hydrated(page.locator('main'));
  // The customer's own name, so a second run of this test finds one row too.
  const search = customer.name.toLowerCase();
  await page.getByLabel(C.customers.search).fill(search);
  await page.getByRole('button', { name: C.customers.searchButton, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${search.replaceAll(' ', '\\+')}$`));
  await expect(page.getByRole('cell', { name: customer.name, exact: true })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  // The role in words, not the stored value.
  await expect(page.locator('tbody tr td').nth(3)).toHaveText(C.customers.roles.customer!);
  await page.reload();
  await expect(page.getByLabel(C.customers.search)).toHaveValue(search);
  await expect(page.getByRole('cell', { name: customer.name, exact: true })).toBeVisible();
  await expectAccessible(page);

  // Activity: newest first, each write with who did it.
  await page.goto('/admin/activity');
  await hydrated(page.locator('main'));
  await expect(page.getByRole('heading', { level: 1, name: C.sections.activity })).toBeVisible();
  // Other tests write too, so the rows are found by what they say (newest first is an API test).
  const rows = page.locator('table[data-activity] tbody tr');
  await expect(rows.filter({ hasText: A.actions['shop.delivery_charge']! }).first()).toContainText(admin.name);
  await expect(page.getByRole('cell', { name: A.actions['storefront.banner'], exact: false }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: A.actions['storefront.slider.add'] }).first()).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'console-activity');
});

test('an order page: steps, a processed return, the invoice, refusals, a verified payment and its activity', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  // Three orders: one to deliver, one to cancel, one paid by UPI directly.
  const [admin, rider, { order, product, customer }, { order: cancelled }, { order: upi }] = await Promise.all([
    adminSession(request, origin),
    riderSession(request, origin),
    newOrder(request, origin, 'Return Shopper'),
    newOrder(request, origin, 'Cancel Shopper'),
    newOrder(request, origin, 'UPI Shopper', { payment_method: 'UPI', upi_id: null, payment_gateway: 'UPI' }),
  ]);
  // A delivered cash order (the rider's steps through the API here; the rider screen's test walks them).
  await api(request, origin, 'PUT', `placeOrder/${order.order_id}/status`, { token: admin.token, data: { status: 'approved' } });
  await api(request, origin, 'PUT', `placeOrder/assign-deliveryBoy/${order.order_id}`, { token: admin.token, data: { assigned_deliveryboy_id: rider.id } });
  // Completion waits for Delivered: refused while the rider is only assigned.
  const early = await request.put(`${origin}/api/placeOrder/${order.order_id}/status`, { headers: { authorization: `Bearer ${admin.token}` }, data: { status: 'completed' } });
  expect(early.status()).toBe(400);
  for (const step of ['picked_up', 'out_for_delivery', 'delivered']) {
    await api(request, origin, 'PUT', `placeOrder/update-deliveryboy-status/${order.order_id}`, { token: rider.token, data: await deliveryStep(request, origin, customer, order.order_id, step) });
  }

  await openSignedIn(page, origin, admin, `/admin/orders/${order.order_id}`);
  await hydrated(page.locator('main'));
  const steps = page.getByRole('region', { name: O.stepsTitle });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Delivered');
  await expect(steps.getByRole('listitem')).toHaveCount(4);

  // Process a return line: the reason first, then a confirmation.
  const returns = page.getByRole('region', { name: O.returnsTitle });
  await returns.getByRole('button', { name: O.processReturn(product.product_name) }).click();
  await expect(returns.getByText(O.returnNeedsReason)).toBeVisible();
  await returns.getByLabel(O.returnReason).fill('Seal broken');
  await returns.getByRole('button', { name: O.processReturn(product.product_name) }).click();
  await confirmDialog(page, O.processReturnConfirm(product.product_name));
  await expect(returns.getByText(O.returnDone)).toBeVisible();
  await expect(returns.getByText(O.returned(product.product_name, 1))).toBeVisible();
  await expect(returns.getByRole('button', { name: O.processReturn(product.product_name) })).toHaveCount(0);

  // The activity list holds the rider's steps and the return, newest first.
  const activity = page.getByRole('region', { name: A.orderTitle });
  await expect(activity.locator('tbody tr').first()).toContainText(A.actions['order.return']!);
  await expect(activity.getByText(`${rider.name} (${A.rider})`).first()).toBeVisible();

  // Print invoice: the shop's PDF.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: O.invoice }).click();
  expect((await download).suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
  await expect(page.getByText(O.invoiceReady)).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'console-order');

  // A cancelled cash order offers no refund (nothing was paid), and the API refuses one.
  await api(request, origin, 'PUT', `placeOrder/${cancelled.order_id}/status`, { token: admin.token, data: { status: 'cancelled' } });
  await page.goto(`/admin/orders/${cancelled.order_id}`);
  await hydrated(page.locator('main'));
  await expect(page.getByText(O.noActions)).toBeVisible();
  await expect(page.getByRole('button', { name: O.refundAll })).toHaveCount(0);
  const refund = await request.post(`${origin}/api/placeOrder/orders/${cancelled.order_id}/process-refund`, { headers: { authorization: `Bearer ${admin.token}` }, data: {} });
  expect(refund.status()).toBeGreaterThanOrEqual(400);
  expect(refund.status()).toBeLessThan(500);

  // A direct UPI payment verified by hand: a malformed reference is refused and kept, the admin's name is kept.
  await page.goto(`/admin/orders/${upi.order_id}`);
  await hydrated(page.locator('main'));
  const verify = page.getByRole('region', { name: O.verifyTitle });
  // Until the money is verified, the order is neither approved nor handed to a rider.
  await expect(page.getByText(MESSAGES.admin.approveUnpaid)).toBeVisible();
  await expect(page.getByLabel(O.chooseRider)).toHaveCount(0);
  await verify.getByLabel(O.utr).fill('12');
  await verify.getByLabel(O.adminNotes).fill('Matched with the bank statement');
  await verify.getByRole('button', { name: O.verify }).click();
  await confirmDialog(page, O.verifyConfirm(upi.order_id));
  await expect(page.getByText(MESSAGES.payments.utrFormat)).toBeVisible();
  await expect(verify.getByLabel(O.adminNotes)).toHaveValue('Matched with the bank statement');
  await verify.getByLabel(O.utr).fill(`4${Date.now()}`.slice(0, 12));
  await verify.getByRole('button', { name: O.verify }).click();
  await confirmDialog(page, O.verifyConfirm(upi.order_id));
  await expect(page.getByText(O.verified)).toBeVisible();
  await expect(page.getByLabel(O.chooseRider)).toBeVisible();
  const stored = await api(request, origin, 'GET', `placeOrder/${upi.order_id}`, { token: admin.token });
  expect(stored).toMatchObject({ payment_status: 'paid', verified_by: admin.name, admin_notes: 'Matched with the bank statement' });
  await expect(page.getByRole('region', { name: A.orderTitle }).locator('tbody tr').first()).toContainText(A.actions['order.verify_payment']!);
});

test('a rider takes an order to Delivered while My Orders follows, and fails another with a reason', async ({ browser, page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const origin = baseURL!;
  const [admin, rider] = await Promise.all([adminSession(request, origin), riderSession(request, origin)]);
  const [first, second] = await Promise.all([newOrder(request, origin, 'Rider Shopper'), newOrder(request, origin, 'Absent Shopper')]);
  for (const { order } of [first, second]) {
    await api(request, origin, 'PUT', `placeOrder/${order.order_id}/status`, { token: admin.token, data: { status: 'approved' } });
    await api(request, origin, 'PUT', `placeOrder/assign-deliveryBoy/${order.order_id}`, { token: admin.token, data: { assigned_deliveryboy_id: rider.id } });
  }
  // The shopper watches My Orders in a page of their own.
  const shopperPage = await browser.newPage();
  await openSignedIn(shopperPage, origin, first.customer, '/ecommerce/order');
  const shopperCard = shopperPage.locator(`[data-order-id="${first.order.order_id}"]`);

  await openSignedIn(page, origin, rider, '/rider');
  await hydrated(page.locator('main'));
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: R.order(first.order.order_id) }) });
  await expectAccessible(page);
  await shot(page, 'rider-round');
  for (const step of ['picked_up', 'out_for_delivery', 'delivered'] as const) {
    await card.getByRole('button', { name: R.steps[step], exact: true }).click();
    if (step === 'delivered') {
      // The shopper's My Orders shows the delivery code; the rider types what the shopper reads out.
      const code = (await shopperCard.getByTestId('delivery-code').locator('.order-code').textContent())!.trim();
      await card.getByLabel(R.codeLabel).fill(code);
      await card.getByRole('button', { name: R.confirmDelivered }).click();
    } else await confirmDialog(page, R.stepConfirm(R.steps[step], first.order.order_id));
    await expect(card.getByText(R.stepSaved(R.steps[step]))).toBeVisible();
    await shopperPage.reload();
    await shopperCard.getByRole('button', { name: 'Track Delivery' }).click();
    const dialog = shopperPage.getByRole('dialog', { name: 'Track Delivery' });
    await expect(dialog.locator('[aria-current="step"]')).toContainText(R.steps[step]);
    await shopperPage.keyboard.press('Escape');
  }
  await expect(card.getByRole('button', { name: R.failed })).toHaveCount(0);
  // The cash is now in hand: the card says what was taken, no longer what to take.
  const cash = formatInr(first.order.final_price_after_coupon);
  await expect(card.getByText(R.collected(cash))).toBeVisible();
  await expect(card.getByText(R.collect(cash))).toHaveCount(0);
  const done = await api(request, origin, 'GET', `placeOrder/${first.order.order_id}`, { token: admin.token });
  expect(done).toMatchObject({ deliveryboy_status: 'delivered', order_status: 'completed', payment_status: 'paid' });

  // Failed asks why; without a reason the server's refusal is shown and nothing changes.
  const other = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: R.order(second.order.order_id) }) });
  await other.getByRole('button', { name: R.failed }).click();
  await other.getByRole('button', { name: R.confirmFailed }).click();
  await expect(other.getByText(R.reasonRequired)).toBeVisible();
  await other.getByLabel(R.reasonLabel).fill('Nobody at home, phone switched off');
  await expectAccessible(page);
  await other.getByRole('button', { name: R.confirmFailed }).click();
  await expect(other.getByText(R.stepSaved(R.failed))).toBeVisible();
  await expect(other.getByText(R.failedReason('Nobody at home, phone switched off'))).toBeVisible();
  await shot(page, 'rider-failed');

  // The shop's order page shows the failure and why.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, origin, admin, `/admin/orders/${second.order.order_id}`);
  await hydrated(page.locator('main'));
  await expect(page.getByText(O.failedBecause('Nobody at home, phone switched off'))).toBeVisible();
  await shopperPage.close();
});
