import { expect, test } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { NOTIFICATION_MESSAGES } from '@/lib/notification-messages';
import { adminSession, api, apiGet, cartAdd, createCustomer, placeCashOrder, shopProducts } from './support';

// One-click unsubscribing (RFC 8058): a mail provider POSTs
// "List-Unsubscribe=One-Click" to the e-mail's unsubscribe link, with no
// cookies or session. Only that shopper's e-mail preferences turn off.

test("a one-click POST to an e-mail's unsubscribe link turns off that shopper's non-essential e-mails, and nobody else's", async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const [shopper, other] = [await createCustomer(request, origin, 'One Click Shopper'), await createCustomer(request, origin, 'Other Shopper')];
  const product = (await shopProducts(request, origin)).find((p) => p.total_stock > 5)!;
  await cartAdd(request, origin, shopper, product.id, 1);
  const order = await placeCashOrder(request, origin, shopper);
  const admin = await adminSession(request, origin);
  await api(request, origin, 'PUT', `placeOrder/${order.id}/status`, { token: admin.token, data: { status: 'approved' } });

  // The approval's mail (non-essential) carries the link; read it from the development outbox.
  const subject = NOTIFICATION_MESSAGES.events['order.approved'].subject('Sehat Pharmacy', order.order_id);
  const mail = page.locator('.outbox-item').filter({ hasText: subject });
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(mail).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  const href = await mail.locator('a[href*="/ecommerce/unsubscribe/"]').first().getAttribute('href');
  const path = new URL(href!).pathname;

  // The other shopper's id under this link's signature changes nothing.
  const forgedPath = path.replace(/\/(\d+)\.([^/]+)$/, `/${other.id}.$2`);
  expect(forgedPath).not.toBe(path);
  const forged = await request.post(`${origin}${forgedPath}`, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
  expect(forged.status()).toBe(400);
  for (const who of [shopper, other]) expect((await apiGet(request, origin, 'EcomLogin/message-preferences', who.token)).preferences.order_updates.email).toBe(true);

  // The provider's POST: form-encoded body, no cookie, no session.
  const oneClick = await request.post(`${origin}${path}`, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.text()).toContain(MESSAGES.messagePreferences.unsubscribed);

  const after = await apiGet(request, origin, 'EcomLogin/message-preferences', shopper.token);
  expect(after.preferences.order_updates.email).toBe(false);
  expect(after.preferences.returns_refunds.email).toBe(false);
  const untouched = await apiGet(request, origin, 'EcomLogin/message-preferences', other.token);
  expect(untouched.preferences.order_updates.email).toBe(true);
  expect(untouched.preferences.returns_refunds.email).toBe(true);
});
