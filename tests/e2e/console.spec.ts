import { wcagAxe } from './support/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import { adminSession, alertPopup, api, cartAdd, createCustomer, hydrated, placeCashOrder, riderSession, shopProducts, useSession } from './support';

// The console and the rider screen against the real Worker: an order approved
// and given to a rider, and the rider's first step. Who gets into the console
// (and the admin's tour of its sections) is console-roles.spec.ts.

const C = MESSAGES.console;
const R = MESSAGES.rider;

async function expectAccessible(page: Page) {
  const { violations } = await wcagAxe(page).analyze();
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

test('an admin approves an order and hands it to a rider, who takes the next step from the phone', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const [{ order, customer }, admin, rider] = await Promise.all([newOrder(request, origin), adminSession(request, origin), riderSession(request, origin)]);
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

  // The rider's round on a phone holds the order just assigned.
  await page.setViewportSize({ width: 375, height: 800 });
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
  const picked = await api(request, origin, 'GET', `placeOrder/${order.order_id}`, { token: admin.token });
  expect(picked.deliveryboy_status).toBe('picked_up');
});

