import { expect, test } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { adminSession, api, cartAdd, createCustomer, placeCashOrder, riderSession, shopProducts, useSession } from './support';

// The admin's open order page and the rider's open round show a change made
// elsewhere without a reload (the shop's Durable Object tells them), and each
// says when it last updated.

test("the admin's open order page and the rider's open round show a rider's step without a reload", async ({ browser, page, request, baseURL }) => {
  const origin = baseURL!;
  const shopper = await createCustomer(request, origin, 'Console Live Shopper');
  const product = (await shopProducts(request, origin)).find((p) => p.total_stock > 5)!;
  await cartAdd(request, origin, shopper, product.id, 1);
  const order = await placeCashOrder(request, origin, shopper);
  const [admin, rider] = await Promise.all([adminSession(request, origin), riderSession(request, origin)]);
  await api(request, origin, 'PUT', `placeOrder/${order.id}/status`, { token: admin.token, data: { status: 'approved' } });
  await api(request, origin, 'PUT', `placeOrder/assign-deliveryBoy/${order.id}`, { token: admin.token, data: { assigned_deliveryboy_id: rider.id } });
  await api(request, origin, 'PUT', `placeOrder/update-deliveryboy-status/${order.id}`, { token: rider.token, data: { deliveryboy_status: 'picked_up' } });

  // The admin's page, in this browser.
  await useSession(page, origin, admin);
  // The socket is up once the shop's object answered its first ping.
  const adminLive = page.waitForEvent('websocket').then((ws) => ws.waitForEvent('framereceived'));
  await page.goto(`/admin/orders/${encodeURIComponent(order.order_id)}`);
  const delivery = page.locator('section[aria-labelledby="order-summary"] dt', { hasText: new RegExp(`^${MESSAGES.console.orders.delivery}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(delivery).toHaveText(MESSAGES.rider.statusLabels.picked_up, { timeout: 20_000 });
  await adminLive;
  const adminStamp = await page.getByTestId('live-updated').textContent();

  // The rider's round, in a browser of their own.
  const riderContext = await browser.newContext({ baseURL: origin });
  const riderPage = await riderContext.newPage();
  await useSession(riderPage, origin, rider);
  const riderLive = riderPage.waitForEvent('websocket').then((ws) => ws.waitForEvent('framereceived'));
  await riderPage.goto('/rider');
  const card = riderPage.locator('.rider-card').filter({ hasText: MESSAGES.rider.order(order.order_id) });
  await expect(card.getByText(MESSAGES.rider.status(MESSAGES.rider.statusLabels.picked_up))).toBeVisible({ timeout: 20_000 });
  await riderLive;
  await expect(riderPage.getByTestId('live-updated')).toHaveText(/^Last updated /);

  for (const p of [page, riderPage]) await p.evaluate(() => document.body.setAttribute('data-not-reloaded', 'yes'));

  // The step is made elsewhere (the rider's phone app through the API).
  await api(request, origin, 'PUT', `placeOrder/update-deliveryboy-status/${order.id}`, { token: rider.token, data: { deliveryboy_status: 'out_for_delivery' } });

  await expect(delivery).toHaveText(MESSAGES.rider.statusLabels.out_for_delivery, { timeout: 2_000 });
  await expect(card.getByText(MESSAGES.rider.status(MESSAGES.rider.statusLabels.out_for_delivery))).toBeVisible({ timeout: 2_000 });
  for (const p of [page, riderPage]) await expect(p.locator('body')).toHaveAttribute('data-not-reloaded', 'yes');
  await expect(page.getByTestId('live-updated')).toHaveText(/^Last updated /);
  expect(adminStamp).toMatch(/^Last updated /);
  await riderContext.close();
});
