import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { HI_ORDERS } from '@/lib/i18n/hi-IN/orders';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import { adminSession, alertPopup, api, cartAdd, createCustomer, hydrated, placeCashOrder, riderSession, shopProducts } from './support';
import { openSignedIn } from './support/open-signed-in';
import { seriousAxeFindings } from './support/axe';

// Proof of delivery on a phone: the shopper's order page shows the delivery
// code while the order is out for delivery (in English and in Hindi); the
// rider's Delivered step asks for it, refuses a wrong one in place keeping
// what was typed, and marks the order Delivered with the right one. The
// console's order page delivers an order without its code, with a note.

const R = MESSAGES.rider;
const O = MESSAGES.console.orders;
const D = CONSOLE_DAY.riderDay;

async function expectAccessible(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

const PHONE = { width: 375, height: 900 };
const DESKTOP = { width: 1280, height: 900 };

/** A new customer's cash order, taken by the seeded rider out for delivery (the steps before are not what this test is about). */
async function outForDelivery(request: APIRequestContext, origin: string, name: string) {
  const [customer, admin, rider, products] = await Promise.all([createCustomer(request, origin, name), adminSession(request, origin), riderSession(request, origin), shopProducts(request, origin)]);
  const product = products.find((p) => p.total_stock >= 20)!;
  await cartAdd(request, origin, customer, product.id, 1);
  const order = await placeCashOrder(request, origin, customer);
  await api(request, origin, 'PUT', `placeOrder/${order.order_id}/status`, { token: admin.token, data: { status: 'approved' } });
  await api(request, origin, 'PUT', `placeOrder/assign-deliveryBoy/${order.order_id}`, { token: admin.token, data: { assigned_deliveryboy_id: rider.id } });
  for (const step of ['picked_up', 'out_for_delivery']) {
    await api(request, origin, 'PUT', `placeOrder/update-deliveryboy-status/${order.order_id}`, { token: rider.token, data: { deliveryboy_status: step } });
  }
  return { customer, admin, rider, order };
}

test('the rider enters the code the shopper’s order page shows, and the order is Delivered (phone)', async ({ page, browser, request, baseURL }) => {
  const origin = baseURL!;
  await page.setViewportSize({ width: 375, height: 800 });
  const { customer, admin, rider, order } = await outForDelivery(request, origin, 'Code Shopper');

  // The shopper's own order page, in English and in Hindi.
  const shopperContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const shopperPage = await shopperContext.newPage();
  await openSignedIn(shopperPage, origin, customer, `/hi/ecommerce/order/${order.order_id}`);
  const hindi = shopperPage.getByTestId('delivery-code');
  await expect(hindi).toContainText(HI_ORDERS.live.deliveryCodeLabel);
  await shopperPage.goto(`/ecommerce/order/${order.order_id}`);
  const shown = shopperPage.getByTestId('delivery-code');
  await expect(shown).toContainText(MESSAGES.live.deliveryCodeLabel);
  await expect(shown).toContainText(MESSAGES.live.deliveryCodeHint);
  const code = (await shown.locator('.order-code').textContent())!.trim();
  expect(code).toMatch(/^\d{4}$/);
  await expect(hindi).toContainText(code);
  await expectAccessible(shopperPage);

  await openSignedIn(page, origin, rider, '/rider');
  await hydrated(page.locator('main'));
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: R.order(order.order_id) }) });
  await card.getByRole('button', { name: R.steps.delivered, exact: true }).click();
  const form = card.getByRole('form', { name: R.steps.delivered });
  await expect(form).toContainText(D.collectFirst(formatInr(order.final_price_after_coupon)));
  const box = form.getByLabel(R.codeLabel);
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('inputmode', 'numeric');

  // A wrong code: refused in place, the digits stay, the order is still on its way.
  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
  await box.fill(wrong);
  await form.getByRole('button', { name: R.confirmDelivered }).click();
  await expect(form.getByText(R.codeWrong(4))).toBeVisible();
  await expect(box).toHaveValue(wrong);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  expect((await api(request, origin, 'GET', `placeOrder/${order.order_id}`, { token: admin.token })).deliveryboy_status).toBe('out_for_delivery');

  // The code the shopper reads out: Delivered.
  await box.fill(code);
  await form.getByRole('button', { name: R.confirmDelivered }).click();
  await expect(card.getByText(R.stepSaved(R.steps.delivered))).toBeVisible();
  await expect(card.getByText(R.collected(formatInr(order.final_price_after_coupon)))).toBeVisible();
  const done = await api(request, origin, 'GET', `placeOrder/${order.order_id}`, { token: admin.token });
  expect(done).toMatchObject({ deliveryboy_status: 'delivered', order_status: 'completed', payment_status: 'paid' });

  // Delivered: the shopper's page no longer shows a code.
  await shopperPage.reload();
  await expect(shopperPage.locator(`[data-order-id="${order.order_id}"]`)).toBeVisible();
  await expect(shopperPage.getByTestId('delivery-code')).toHaveCount(0);
  await shopperContext.close();
});

test(`the admin marks an order delivered without its code, with a note, on a phone and a desktop`, async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  await page.setViewportSize(PHONE);
  const { admin, order } = await outForDelivery(request, origin, 'Override Shopper');
  await openSignedIn(page, origin, admin, `/admin/orders/${order.order_id}`);
  await hydrated(page.locator('main'));
  const section = page.getByRole('region', { name: O.overrideTitle });
  await expect(section).toContainText(O.overrideHint);
  // No note: refused on the page, nothing sent.
  await section.getByRole('button', { name: O.overrideButton }).click();
  await expect(section.getByText(O.overrideNoteRequired)).toBeVisible();
  await expectAccessible(page);
  // On a desktop the section, its refusal and its button are shown, and stay accessible.
  await page.setViewportSize(DESKTOP);
  await expect(section).toContainText(O.overrideHint);
  await expect(section.getByText(O.overrideNoteRequired)).toBeVisible();
  await expect(section.getByRole('button', { name: O.overrideButton })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  const note = 'Customer lost the message; confirmed by phone';
  await section.getByLabel(O.overrideNoteLabel).fill(note);
  await section.getByRole('button', { name: O.overrideButton }).click();
  await expect(alertPopup(page).locator('.swal2-title')).toHaveText(O.overrideConfirm(order.order_id));
  await alertPopup(page).locator('.swal2-confirm').click();
  // Delivered: the section says so, and offers nothing more.
  await expect(section.getByRole('status')).toHaveText(O.overrideDone);
  await expect(section.getByRole('button', { name: O.overrideButton })).toHaveCount(0);
  const done = await api(request, origin, 'GET', `placeOrder/${order.order_id}`, { token: admin.token });
  expect(done).toMatchObject({ deliveryboy_status: 'delivered', order_status: 'completed' });
  const log = await api(request, origin, 'GET', `admin/activity?order=${order.order_id}`, { token: admin.token });
  expect(log.entries[0]).toMatchObject({ action: 'order.delivery', detail: { override_note: note, delivery_proof: 'admin_override' } });
});
