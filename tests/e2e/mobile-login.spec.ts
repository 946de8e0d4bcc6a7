import { WCAG_2_AA, wcagAxe } from './support/axe';
import { expect, test } from '@playwright/test';
import { ON_DEMAND_MESSAGES } from '../../src/lib/on-demand-messages';
import { hostTarget, menuButton, ownClientAddress, skipPopup, visit } from './support';

// Login by mobile on a phone: the login page's second way, the code read from
// the development outbox (where the local SMS goes), and the shopper logged in.

const W = ON_DEMAND_MESSAGES.mobileLogin;

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('a shopper logs in with the code the SMS brought, read from the outbox', async ({ page, request, baseURL }) => {
  await skipPopup(page);
  await ownClientAddress(page);
  const mobile = `8${String(Date.now()).slice(-9)}`;
  const email = `otp-${Date.now()}@example.com`;
  const target = hostTarget(baseURL!, '/api/EcomLogin/Ecomregister');
  const reg = await request.post(target.url, { headers: target.headers, data: { name: 'Farah Khan', email, mobile, password: 'secret123' } });
  expect(reg.ok(), await reg.text()).toBe(true);

  await visit(page, '/ecommerce/login?returnUrl=%2Fecommerce%2Fprofile');
  const main = page.locator('main');
  const way = main.getByRole('group', { name: W.ways }).getByRole('radio', { name: W.withMobile });
  await way.check();
  await expect(way).toBeChecked();
  const number = main.getByLabel(W.mobile);
  await number.fill('12345');
  await main.getByRole('button', { name: W.sendCode }).click();
  await expect(main.getByText(W.mobileInvalid, { exact: true })).toBeVisible();
  await number.fill(`+91 ${mobile}`);
  await number.press('Enter');
  await expect(main.getByRole('status')).toHaveText(W.sent);
  const codeField = main.getByLabel(W.code);
  await expect(codeField).toBeFocused();
  const { violations } = await wcagAxe(page, WCAG_2_AA).include('main').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  // The SMS, as a person reads it in the development outbox.
  const outbox = await page.context().newPage();
  await outbox.goto('/dev/outbox');
  // Sent through the SMS provider's local stand-in (recipient 91…) where the shop has SMS on, else written as +91….
  const sms = outbox.locator('.outbox-item').filter({ hasText: `91${mobile}` }).first();
  await expect(sms).toContainText('Sehat Pharmacy: your login code is');
  const code = /login code is (\d{6})/.exec((await sms.locator('pre').textContent()) ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await outbox.close();

  // A wrong code is refused with words a person can act on; the right one logs in.
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await main.getByRole('button', { name: W.verifyCode }).click();
  await expect(main.getByRole('status')).toHaveText(W.wrong);
  await codeField.fill(code!);
  await main.getByRole('button', { name: W.verifyCode }).click();
  await expect(page).toHaveURL(/\/ecommerce\/profile$/);
  await expect(menuButton(page)).toContainText('Farah Khan');
});
