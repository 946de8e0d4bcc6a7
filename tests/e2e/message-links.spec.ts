import { wcagAxe } from './support/axe';
import { expect, test } from '@playwright/test';
import { HI_IN } from '@/lib/i18n/hi-IN';
import { adminSession, api, authHeaders, cartAdd, createCustomer, shopProducts } from './support';
import { hydrated } from './support/hydration';

// A Hindi order's SMS, as the local MSG91 stand-in received it (the
// development outbox: channel, template, each variable on its own line), carries the
// shop's short link; a guest who follows it logs in on the Hindi login page
// and lands on that order's own Hindi page, the order first and focused.

const L = HI_IN.shop.loginPage;

test("a Hindi order's SMS link opens its Hindi order page after login", async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  const shopper = await createCustomer(request, origin, 'Sandesh Shopper');
  const product = (await shopProducts(request, origin)).find((p) => p.total_stock > 5 && !p.prescription_required)!;
  await cartAdd(request, origin, shopper, product.id, 1);
  const placed = await api(request, origin, 'POST', 'placeOrder/place/all', {
    headers: { ...authHeaders(shopper), 'idempotency-key': crypto.randomUUID(), 'accept-language': 'hi-IN' },
    data: { payment_method: 'Cash on Delivery', delivery_address: '21 FC Road, Pune 411004' },
    status: 201,
  });
  const orderId = placed.order.order_id as string;
  const admin = await adminSession(request, origin);
  await api(request, origin, 'PUT', `placeOrder/${placed.order.id}/status`, { token: admin.token, data: { status: 'approved' } });

  // The approval's SMS, in the outbox as the provider received it.
  const sms = page.locator('.outbox-item[data-channel="sms"]').filter({ hasText: 'SMS order_approved_hi' }).filter({ hasText: `var 1: ${orderId}` });
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(sms).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(sms).toContainText('SMS · template order_approved · hi');
  await expect(sms).toContainText(/var 2: [A-Za-z2-9]{8}/);
  await expect(sms).toContainText(`Sehat Pharmacy: आपका ऑर्डर ${orderId} पक्का हो गया है`);

  // A guest follows the link: the Hindi login, then back to the order's Hindi page.
  const link = sms.getByRole('link', { name: /\/o\/[A-Za-z2-9]{8}$/ });
  await link.click();
  await expect(page).toHaveURL(`/hi/ecommerce/login?returnUrl=${encodeURIComponent(`/hi/ecommerce/order/${orderId}`)}`);
  await hydrated(page);
  const main = page.locator('main');
  await main.getByLabel(L.email, { exact: true }).fill(shopper.email);
  await main.getByLabel(L.password, { exact: true }).fill(shopper.password);
  const captcha = page.getByTestId('captcha-text');
  await expect(captcha).toHaveText(/^[A-Za-z0-9]{6}$/);
  await main.getByLabel(L.enterCaptcha).fill((await captcha.textContent())!.trim());
  await main.getByRole('button', { name: L.title, exact: true }).click();

  await expect(page).toHaveURL(`/hi/ecommerce/order/${orderId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const card = page.locator(`article[data-order-id="${orderId}"]`);
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('article.order-card').first()).toHaveAttribute('data-order-id', orderId);
  await expect(card.locator('h2')).toBeFocused();
  const { violations } = await wcagAxe(page).analyze();
  expect(violations).toEqual([]);

  // A code the shop never made is the shop's 404 page, not a redirect.
  const unknown = await page.goto('/o/AAAAAAAA');
  expect(unknown!.status()).toBe(404);

  // Another shopper's order id: the page says it is not theirs.
  await page.goto('/hi/ecommerce/order/ORD-0-0');
  await expect(page.getByRole('alert')).toHaveText(HI_IN.shop.orderNotYours('ORD-0-0'));
});
