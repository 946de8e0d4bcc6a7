import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../src/lib/messages';
import { alertPopup, createCustomer, fillLogin, hydrated, loginButton, menuButton, skipPopup, tokenExpiryMs, visit } from './support';
import { openSignedIn } from './support/open-signed-in';

// The browser session ends by itself: at the token's
// expiry, after 30 minutes idle, and in every tab when one tab logs out.
// page.clock drives time.

test.describe('automatic logout', () => {
  test('at the token’s expiry, with a redirect to login', async ({ page, request, baseURL }) => {
    const user = await createCustomer(request, baseURL!, 'Arjun Rao');
    const exp = tokenExpiryMs(user.token);
    await page.clock.install({ time: exp - 2 * 60_000 });
    await openSignedIn(page, baseURL!, user, '/ecommerce');
    await hydrated(page);
    await expect(menuButton(page)).toContainText('Arjun Rao');
    await page.clock.fastForward('01:00');
    await expect(menuButton(page)).toContainText('Arjun Rao');
    await page.clock.fastForward('01:30');
    await expect(page).toHaveURL(/\/ecommerce\/login\?returnUrl=%2Fecommerce&reason=expired$/);
    await expect(page.getByRole('status').first()).toHaveText(MESSAGES.account.sessionExpired);
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
  });

  test('an already expired token is a guest on load; a protected page goes to login', async ({ page, request, baseURL }) => {
    const user = await createCustomer(request, baseURL!);
    await page.clock.install({ time: tokenExpiryMs(user.token) + 1000 });
    await openSignedIn(page, baseURL!, user, '/ecommerce');
    await hydrated(page);
    await expect(menuButton(page)).toContainText('Guest');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
    await openSignedIn(page, baseURL!, user, '/ecommerce/add-address');
    await hydrated(page);
    await expect(page).toHaveURL(/\/ecommerce\/login\?returnUrl=%2Fecommerce%2Fadd-address&reason=expired$/);
    await expect(page.getByRole('status').first()).toHaveText(MESSAGES.account.sessionExpired);
  });

  test('30 minutes idle found on load: quiet on a public page, told on a protected one', async ({ page, request, baseURL }) => {
    const user = await createCustomer(request, baseURL!, 'Tara Sen');
    // The session as it is left after 31 minutes without activity.
    const idle = async (path: string) => {
      await openSignedIn(page, baseURL!, user, path, { storage: { last_activity: String(Date.now() - 31 * 60_000) } });
      await hydrated(page);
    };
    await idle('/ecommerce');
    await expect(page).toHaveURL(/\/ecommerce$/);
    await expect(menuButton(page)).toContainText('Guest');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
    await idle('/ecommerce/profile');
    await expect(page).toHaveURL(/\/ecommerce\/login\?returnUrl=%2Fecommerce%2Fprofile&reason=inactive$/);
    await expect(page.getByRole('status').first()).toHaveText(MESSAGES.account.inactiveLogout);
  });

  test('after 30 minutes without activity, while activity keeps the session', async ({ page, request, baseURL }) => {
    const user = await createCustomer(request, baseURL!, 'Sana Khan');
    await page.clock.install();
    await openSignedIn(page, baseURL!, user, '/ecommerce/profile');
    await hydrated(page);
    await expect(menuButton(page)).toContainText('Sana Khan');
    await page.clock.fastForward('20:00');
    await page.keyboard.press('Shift');
    await page.clock.fastForward('20:00');
    await expect(page).toHaveURL(/\/ecommerce\/profile$/);
    await expect(menuButton(page)).toContainText('Sana Khan');
    await page.clock.fastForward('11:00');
    await expect(page).toHaveURL(/\/ecommerce\/login\?returnUrl=%2Fecommerce%2Fprofile&reason=inactive$/);
    await expect(page.getByRole('status').first()).toHaveText(MESSAGES.account.inactiveLogout);
  });
});

test('tabs: a logout in one tab logs out the other, which says so; a login shows in the other at once', async ({ context, request, baseURL }) => {
  const user = await createCustomer(request, baseURL!, 'Dev Malhotra');
  const one = await context.newPage();
  const two = await context.newPage();
  // The login lands tab one on the home page, whose one-time popup would cover the header.
  await skipPopup(one);
  await visit(two, '/ecommerce/forgot-password');
  await expect(two.locator('main').getByLabel('Email')).toBeVisible();

  // Logging in in tab one: tab two's header follows without a reload.
  await visit(one, '/ecommerce/login');
  await fillLogin(one, user.email, user.password);
  await loginButton(one).click();
  await expect(one).toHaveURL(/\/ecommerce$/);
  await expect(menuButton(two)).toContainText('Dev Malhotra');

  await visit(two, '/ecommerce/profile');
  await expect(two.locator('.profile-row[data-field="email"]')).toContainText(user.email);
  // The profile's message preferences load after it: a request of tab two's
  // that reached the server after tab one's logout ended the token would be
  // refused, and tab two would log out as expired instead of following the logout.
  await expect(two.getByRole('button', { name: MESSAGES.messagePreferences.save })).toBeVisible();
  await menuButton(one).click();
  await one.getByRole('menuitem', { name: 'Logout' }).click();
  await alertPopup(one).getByRole('button', { name: MESSAGES.session.logoutConfirm }).click();
  await expect(one).toHaveURL(/\/ecommerce\/login$/);

  await expect(alertPopup(two)).toContainText(MESSAGES.session.otherTab);
  await expect(menuButton(two)).toContainText('Guest');
  await alertPopup(two).locator('.swal2-confirm').click();
  await expect(two).toHaveURL(/\/ecommerce\/login\?returnUrl=%2Fecommerce%2Fprofile$/);
});
