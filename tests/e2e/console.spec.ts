import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import { adminSession, alertPopup, api, cartAdd, createCustomer, hydrated, logIn, placeCashOrder, riderSession, shopOrigin, shopProducts, useSession } from './support';

// The console and the rider screen against the real Worker: who gets in, an
// order approved and given to a rider, and the rider's first step.

const C = MESSAGES.console;
const R = MESSAGES.rider;

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`);
  expect(serious).toEqual([]);
}

/** A new customer's cash-on-delivery order of one in-stock product. */
async function newOrder(request: APIRequestContext, origin: string) {
  const customer = await createCustomer(request, origin, 'Console Shopper');
  const product = (await shopProducts(request, origin)).find((p) => p.total_stock >= 20)!;
  await cartAdd(request, origin, customer, product.id, 1);
  return { customer, product, order: await placeCashOrder(request, origin, customer) };
}

async function confirmDialog(page: Page, title: string) {
  await expect(alertPopup(page).locator('.swal2-title')).toHaveText(title);
  await alertPopup(page).locator('.swal2-confirm').click();
}

test('only the shop’s admin gets into the console', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const origin = baseURL!;
  // Logged out: to login, and back to the console afterwards.
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/ecommerce\/login\?returnUrl=%2Fadmin%2Forders$/);

  // A customer is told plainly, and sees no way into the sections.
  await useSession(page, origin, await createCustomer(request, origin));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: C.notAllowedTitle })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(C.notAllowed);
  await expect(page.getByRole('navigation', { name: C.navLabel })).toBeHidden();

  // Another shop's admin is refused here: the session goes back to login.
  const kiranaAdmin = await logIn(request, shopOrigin(origin, 'kirana'), 'admin@example.com', 'admin123');
  await useSession(page, origin, kiranaAdmin);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/ecommerce\/login\?returnUrl=%2Fadmin$/);

  // The admin logs in through the form's returnUrl and lands on Today.
  await useSession(page, origin, await adminSession(request, origin));
  await page.goto('/admin');
  await hydrated(page.locator('main'));
  await expect(page.getByRole('heading', { level: 1, name: C.sections.today })).toBeVisible();
  await expect(page.getByText(C.today.toApprove, { exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: C.navLabel });
  await expect(nav.getByRole('link', { name: C.sections.today })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  // Each section is its own page, named by its heading.
  await nav.getByRole('link', { name: C.sections.customers }).click();
  await expect(page.getByRole('heading', { level: 1, name: C.sections.customers })).toBeVisible();
  // The sections no other test checks with axe, at phone size once loaded.
  for (const section of ['products', 'categories', 'coupons', 'delivery'] as const) {
    await nav.getByRole('link', { name: C.sections[section] }).click();
    await expect(page.getByRole('heading', { level: 1, name: C.sections[section] })).toBeVisible();
    await hydrated(page.locator('main'));
    await expect(page.getByText(C.loading)).toHaveCount(0);
    await expectAccessible(page);
  }
});

test('an admin approves an order and hands it to a rider', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const [{ order }, admin, rider] = await Promise.all([newOrder(request, origin), adminSession(request, origin), riderSession(request, origin)]);
  await useSession(page, origin, admin);
  await page.goto('/admin/orders?status=pending');
  await page.getByRole('link', { name: C.orders.open(order.order_id) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${C.orders.order} ${order.order_id}` })).toBeVisible();
  await hydrated(page.locator('main'));

  await page.getByRole('button', { name: C.orders.approve }).click();
  await confirmDialog(page, C.orders.approveConfirm(order.order_id));
  await expect(page.getByText(C.orders.approved)).toBeVisible();
  await expect(page.getByRole('button', { name: C.orders.approve })).toHaveCount(0);

  await page.getByLabel(C.orders.chooseRider).selectOption({ label: rider.name });
  await page.getByRole('button', { name: C.orders.assign }).click();
  await confirmDialog(page, C.orders.assignConfirm(order.order_id, rider.name));
  await expect(page.getByText(C.orders.assigned(rider.name))).toBeVisible();
  const stored = await api(request, origin, 'GET', `placeOrder/${order.order_id}`, { token: admin.token });
  expect(stored).toMatchObject({ order_status: 'approved', assigned_deliveryboy_id: rider.id, deliveryboy_status: 'assigned' });
  await expectAccessible(page);
});

test('a rider takes the next step of an assigned order from the phone', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const origin = baseURL!;
  const [{ order, customer }, admin, rider] = await Promise.all([newOrder(request, origin), adminSession(request, origin), riderSession(request, origin)]);
  await api(request, origin, 'PUT', `placeOrder/${order.order_id}/status`, { token: admin.token, data: { status: 'approved' } });
  await api(request, origin, 'PUT', `placeOrder/assign-deliveryBoy/${order.order_id}`, { token: admin.token, data: { assigned_deliveryboy_id: rider.id } });
  await useSession(page, origin, rider);
  await page.goto('/rider');
  await hydrated(page.locator('main'));
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: R.order(order.order_id) }) });
  await expect(card.getByRole('link', { name: R.call(customer.name) })).toHaveAttribute('href', 'tel:9876543210');
  await expect(card.getByText(R.collect(formatInr(order.final_price_after_coupon)))).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('button', { name: R.steps.picked_up }).click();
  await confirmDialog(page, R.stepConfirm(R.steps.picked_up, order.order_id));
  await expect(card.getByText(R.stepSaved(R.steps.picked_up))).toBeVisible();
  await expect(card.getByRole('button', { name: R.steps.out_for_delivery })).toBeVisible();
  const stored = await api(request, origin, 'GET', `placeOrder/${order.order_id}`, { token: admin.token });
  expect(stored.deliveryboy_status).toBe('picked_up');
});
