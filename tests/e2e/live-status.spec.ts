import { expect, test } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { NOTIFICATION_MESSAGES } from '@/lib/notification-messages';
import { adminSession, api, cartAdd, createCustomer, placeCashOrder, riderSession, shopProducts, useSession } from './support';

// The shopper's open My Orders page shows the rider's step without a reload
// (live status through the shop's Durable Object), and the mail about it
// reaches the development outbox through the queue.

test("a rider's Out for Delivery shows on the open My Orders page within 2 seconds, and its mail is in the outbox", async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const shopper = await createCustomer(request, origin, 'Live Shopper');
  const product = (await shopProducts(request, origin)).find((p) => p.total_stock > 5)!;
  await cartAdd(request, origin, shopper, product.id, 1);
  const order = await placeCashOrder(request, origin, shopper);
  const [admin, rider] = await Promise.all([adminSession(request, origin), riderSession(request, origin)]);
  await api(request, origin, 'PUT', `placeOrder/${order.id}/status`, { token: admin.token, data: { status: 'approved' } });
  await api(request, origin, 'PUT', `placeOrder/assign-deliveryBoy/${order.id}`, { token: admin.token, data: { assigned_deliveryboy_id: rider.id } });
  await api(request, origin, 'PUT', `placeOrder/update-deliveryboy-status/${order.id}`, { token: rider.token, data: { deliveryboy_status: 'picked_up' } });

  await useSession(page, origin, shopper);
  // The first frame is the answer to the ping sent on opening: listened for
  // before the page opens, or the wait would be for the next ping, 30 s later.
  const firstFrame = page.waitForEvent('websocket').then((socket) => socket.waitForEvent('framereceived'));
  await page.goto('/ecommerce/order');
  const card = page.locator(`article[data-order-id="${order.order_id}"]`);
  await expect(card.getByTestId('delivery-status')).toHaveText(MESSAGES.live.deliveryStatus('Picked Up'), { timeout: 20_000 });
  // The socket is up once the shop's object answered its first ping.
  await firstFrame;
  await page.evaluate(() => document.body.setAttribute('data-not-reloaded', 'yes'));

  await api(request, origin, 'PUT', `placeOrder/update-deliveryboy-status/${order.id}`, { token: rider.token, data: { deliveryboy_status: 'out_for_delivery' } });
  await expect(card.getByTestId('delivery-status')).toHaveText(MESSAGES.live.deliveryStatus('Out for Delivery'), { timeout: 2_000 });
  await expect(page.locator('body')).toHaveAttribute('data-not-reloaded', 'yes');

  const subject = NOTIFICATION_MESSAGES.events['delivery.out_for_delivery'].subject('Sehat Pharmacy', order.order_id);
  const mail = page.locator('.outbox-item').filter({ hasText: subject });
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(mail).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(mail.locator('.outbox-to')).toHaveText(shopper.email);
  await expect(mail.locator('.outbox-order')).toHaveText(order.order_id);
});
