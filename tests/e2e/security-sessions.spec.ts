import { expect, test } from '@playwright/test';
import { MESSAGES } from '@/lib/messages';
import { alertPopup, createCustomer, hydrated, logIn, menuButton, profileOf } from './support';
import { openSignedIn } from './support/open-signed-in';

// Sessions end on the server: the profile's e-mail change asks for the current
// password and ends the other sessions (this one goes on), and the menu's
// logout ends the token on the server, not only in this browser.

test('profile: a new e-mail needs the current password; other sessions end, this one goes on', async ({ page, request, baseURL }) => {
  const user = await createCustomer(request, baseURL!);
  const otherToken = (await logIn(request, baseURL!, user.email, user.password)).token;
  await openSignedIn(page, baseURL!, user, '/ecommerce/profile');
  await hydrated(page);

  const newEmail = `moved-${Date.now()}@example.com`;
  await page.getByRole('button', { name: 'Edit email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit email' });
  await dialog.getByLabel('Email').fill(newEmail);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(MESSAGES.security.currentPasswordRequired)).toBeVisible();

  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(MESSAGES.security.currentPasswordWrong)).toBeVisible();

  await dialog.getByLabel('Current password').fill(user.password);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('.profile-row[data-field="email"]');
  await expect(row).toContainText(newEmail);

  // The other device's token and the old one are refused; the page's new one works.
  expect((await profileOf(request, baseURL!, user, otherToken)).status()).toBe(401);
  expect((await profileOf(request, baseURL!, user, user.token)).status()).toBe(401);
  const stored = await page.evaluate(() => localStorage.getItem('user_token'));
  expect(stored).not.toBe(user.token);
  expect((await profileOf(request, baseURL!, user, stored!)).status()).toBe(200);
  await page.reload();
  await expect(row).toContainText(newEmail);
  await expect(page).toHaveURL(/\/ecommerce\/profile$/);
});

test('logout still works locally when the server cannot be reached; logout from the menu ends the token on the server', async ({ page, request, baseURL }) => {
  const user = await createCustomer(request, baseURL!);
  const logOutFromMenu = async () => {
    await menuButton(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await alertPopup(page).getByRole('button', { name: MESSAGES.session.logoutConfirm }).click();
  };

  await test.step('the server cannot be reached: logged out in this browser', async () => {
    await openSignedIn(page, baseURL!, user, '/ecommerce/cart');
    await hydrated(page);
    await page.route('**/api/EcomLogin/logout', (route) => route.abort('internetdisconnected'));
    await logOutFromMenu();
    await expect(page).toHaveURL(/\/ecommerce\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
    await page.unroute('**/api/EcomLogin/logout');
  });

  await test.step('the same token, the server reached: it ends there', async () => {
    // The logout above never reached the server: the token still works there.
    expect((await profileOf(request, baseURL!, user)).status()).toBe(200);
    await openSignedIn(page, baseURL!, user, '/ecommerce/cart');
    await hydrated(page);
    const loggedOut = page.waitForResponse((res) => res.url().endsWith('/api/EcomLogin/logout') && res.request().method() === 'POST');
    await logOutFromMenu();
    expect((await loggedOut).status()).toBe(200);
    await expect(page).toHaveURL(/\/ecommerce\/login$/);
    expect((await profileOf(request, baseURL!, user)).status()).toBe(401);
  });
});

test('a session ended by 30 idle minutes is ended on the server too', async ({ page, request, baseURL }) => {
  const user = await createCustomer(request, baseURL!);
  const loggedOut = page.waitForResponse((res) => res.url().endsWith('/api/EcomLogin/logout'));
  await openSignedIn(page, baseURL!, user, '/ecommerce/about_us', { storage: { last_activity: String(Date.now() - 31 * 60 * 1000) } });
  expect((await loggedOut).status()).toBe(200);
  expect((await profileOf(request, baseURL!, user)).status()).toBe(401);
});
