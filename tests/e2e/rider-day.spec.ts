import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import { adminSession, alertPopup, api, cartAdd, createCustomer, hydrated, logIn, placeCashOrder, shopProducts, shopperDeliveryCode, useSession, type TestUser } from './support';
import { seriousAxeFindings } from './support/axe';

// The rider's day on the rider screen: today first with the cash still to
// collect and the cash collected, "Delivered?" saying again what to take in
// cash, and a failed delivery with a preset reason. A rider of the test's
// own (added through the Staff API), so other tests' orders never count.

const R = MESSAGES.rider;
const D = CONSOLE_DAY.riderDay;

async function expectAccessible(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

const PHONE = { width: 375, height: 900 };
const DESKTOP = { width: 1280, height: 900 };

async function assignedCashOrder(request: APIRequestContext, origin: string, adminToken: string, riderId: number, customer: TestUser, productId: number) {
  await cartAdd(request, origin, customer, productId, 1);
  const order = await placeCashOrder(request, origin, customer);
  await api(request, origin, 'PUT', `placeOrder/${order.order_id}/status`, { token: adminToken, data: { status: 'approved' } });
  await api(request, origin, 'PUT', `placeOrder/assign-deliveryBoy/${order.order_id}`, { token: adminToken, data: { assigned_deliveryboy_id: riderId } });
  return { ...order, customer };
}

test(`a rider's day: cash to collect and collected, Delivered restates the cash, a preset failure reason, on a phone and a desktop`, async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  await page.setViewportSize(PHONE);
  const admin = await adminSession(request, origin);
  const email = `day-rider-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await api(request, origin, 'POST', 'admin/staff', { token: admin.token, data: { name: 'Day Rider', email, mobile: '9876512345', password: 'day-rider-1', role: 'delivery' } });
  const rider = await logIn(request, origin, email, 'day-rider-1');
  // One shopper's two orders (each account costs the Worker a password hash).
  const [customer, products] = await Promise.all([createCustomer(request, origin, 'Cash Shopper'), shopProducts(request, origin)]);
  const productId = products.find((p) => p.total_stock >= 20)!.id;
  const first = await assignedCashOrder(request, origin, admin.token, rider.id, customer, productId);
  const second = await assignedCashOrder(request, origin, admin.token, rider.id, customer, productId);
  const both = first.final_price_after_coupon + second.final_price_after_coupon;

  await useSession(page, origin, rider);
  await page.goto('/rider');
  await hydrated(page.locator('main'));
  const today = page.getByRole('region', { name: D.today });
  await expect(today.getByText(D.toDeliver(2))).toBeVisible();
  await expect(today.getByText(D.toCollect(formatInr(both)))).toBeVisible();
  await expect(today.getByText(D.collectedToday(formatInr(0)))).toBeVisible();
  await expectAccessible(page);
  // On a desktop the same day and orders are shown, and stay accessible; the steps then run on the phone.
  await page.setViewportSize(DESKTOP);
  await expect(today.getByText(D.toDeliver(2))).toBeVisible();
  await expect(today.getByText(D.toCollect(formatInr(both)))).toBeVisible();
  await expect(page.getByRole('heading', { name: R.order(second.order_id) })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize(PHONE);

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: R.order(first.order_id) }) });
  for (const step of ['picked_up', 'out_for_delivery', 'delivered'] as const) {
    await card.getByRole('button', { name: R.steps[step], exact: true }).click();
    if (step === 'delivered') {
      // Delivered asks for the shopper's code, and says again what to take in cash first.
      const form = card.getByRole('form', { name: R.steps.delivered });
      await expect(form).toContainText(D.collectFirst(formatInr(first.final_price_after_coupon)));
      await form.getByLabel(R.codeLabel).fill(await shopperDeliveryCode(request, origin, first.customer, first.order_id));
      await form.getByRole('button', { name: R.confirmDelivered }).click();
    } else {
      await expect(alertPopup(page).locator('.swal2-title')).toHaveText(R.stepConfirm(R.steps[step], first.order_id));
      await alertPopup(page).locator('.swal2-confirm').click();
    }
    await expect(card.getByText(R.stepSaved(R.steps[step]))).toBeVisible();
  }
  await page.reload();
  await hydrated(page.locator('main'));
  await expect(today.getByText(D.toCollect(formatInr(second.final_price_after_coupon)))).toBeVisible();
  await expect(today.getByText(D.collectedToday(formatInr(first.final_price_after_coupon)))).toBeVisible();

  // Failed with a preset reason alone.
  const other = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: R.order(second.order_id) }) });
  await other.getByRole('button', { name: R.failed }).click();
  await other.getByLabel(D.presetLabel).selectOption(D.presets[0]);
  await other.getByRole('button', { name: R.confirmFailed }).click();
  await expect(other.getByText(R.stepSaved(R.failed))).toBeVisible();
  const stored = await api(request, origin, 'GET', `placeOrder/${second.order_id}`, { token: admin.token });
  expect(stored).toMatchObject({ deliveryboy_status: 'failed', delivery_failed_reason: D.presets[0] });
});
