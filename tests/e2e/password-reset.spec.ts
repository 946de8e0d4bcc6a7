import { expect, test } from '@playwright/test';
import { MESSAGES } from '../../src/lib/messages';
import { alertPopup, createCustomer, fillLogin, hydrated, loginButton, menuButton, ownClientAddress, profileOf, visit } from './support';

// Forgot and reset password: the link goes through the mail outbox
// (/dev/outbox in local development).

const L = MESSAGES.login;
const S = MESSAGES.signup;
const P = MESSAGES.password;

test('forgot password: link from the outbox, reset, login with the new password; the old token is refused', async ({ page, request, baseURL }) => {
  await ownClientAddress(page);
  const user = await createCustomer(request, baseURL!, 'Neha Gupta');
  await visit(page, '/ecommerce/forgot-password');
  // One field answers to the name Email: the footer's newsletter has a name of its own.
  await expect(page.getByLabel('Email')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(1);
  const email = page.locator('main').getByLabel('Email');
  await email.focus();
  await email.blur();
  await expect(page.getByText(L.emailRequired, { exact: true })).toBeVisible();
  await email.fill('neha@');
  await expect(page.getByText(L.emailInvalid, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();
  await email.fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText(P.emailSent);

  await visit(page, '/dev/outbox');
  const mail = page.locator('.outbox-item').filter({ hasText: user.email }).first();
  await expect(mail).toContainText('reset your password');
  const link = mail.getByRole('link', { name: /\/ecommerce\/reset-password\/reset\// });
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(href);
  await hydrated(page);

  const password = page.locator('main').getByLabel('New password');
  await password.focus();
  await password.blur();
  await expect(page.getByText(S.passwordRequired, { exact: true })).toBeVisible();
  await password.fill('12345');
  await expect(page.getByText(S.passwordShort, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  await password.fill('brandnew789');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(alertPopup(page).locator('.swal2-title')).toHaveText(P.resetSuccess);
  await expect(page).toHaveURL(/\/ecommerce\/login$/);
  await hydrated(page);

  await fillLogin(page, user.email, 'brandnew789');
  await loginButton(page).click();
  await expect(page).toHaveURL(/\/ecommerce$/);
  await expect(menuButton(page)).toContainText('Neha Gupta');

  // The token issued before the reset is refused; the link works only once.
  expect((await profileOf(request, baseURL!, user)).status()).toBe(401);
  await visit(page, href);
  await page.locator('main').getByLabel('New password').fill('another789');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: P.invalidLink })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/ecommerce/forgot-password');
});

test('a reset link that cannot be ours says so at once; a server failure says so too', async ({ page }) => {
  await visit(page, '/ecommerce/reset-password/reset/abc');
  await expect(page.getByText(P.invalidLink)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Password' })).toHaveCount(0);
  // A link whose token was cut off entirely says the same (not a bare "Page not found").
  await visit(page, '/ecommerce/reset-password/reset/');
  await expect(page.getByText(P.invalidLink)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/ecommerce/forgot-password');

  await visit(page, `/ecommerce/reset-password/reset/${'A'.repeat(43)}`);
  await page.route('**/reset-password/**', (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
  await page.locator('main').getByLabel('New password').fill('brandnew789');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: P.resetFailed })).toBeVisible();

  await visit(page, '/ecommerce/forgot-password');
  await page.route('**/forgot-password', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
  await page.locator('main').getByLabel('Email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText(P.emailFailed);
});
