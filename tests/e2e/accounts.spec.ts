import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/lib/messages';
import { acceptAlert, adminSession, alertPopup, apiGet, createCustomer, fillLogin, hydrated, loginButton, menuButton, ownClientAddress, shownCaptcha, skipPopup, visit } from './support';
import { openSignedIn } from './support/open-signed-in';

// The home page's one-time popup banner would cover the header in these tests.
test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

// Accounts in the browser: signup, login with captcha and returnUrl, profile
// (with its message preferences), add address, the profile menu and logout.

const L = MESSAGES.login;
const S = MESSAGES.signup;

/**
 * One field of the page answers to the name Email: the footer's newsletter has a
 * name of its own (checked on the login, sign-up and forgot-password pages).
 */
async function expectOneEmailField(page: Page, path: string): Promise<void> {
  await expect(page.getByLabel('Email'), path).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Email' }), path).toHaveCount(1);
}

test('signup shows every rule’s message, then sends the new shopper to login', async ({ page }) => {
  await visit(page, '/ecommerce/signup');
  await expectOneEmailField(page, '/ecommerce/signup');
  const submit = page.getByRole('button', { name: 'Sign up' });
  await expect(submit).toBeDisabled();
  const field = (label: string) => page.locator('main').getByLabel(label, { exact: true });

  await field('Name').fill('x');
  await field('Name').fill('');
  await expect(page.getByText(S.nameRequired, { exact: true })).toBeVisible();
  await field('Email').fill('');
  await field('Email').blur();
  await expect(page.getByText(S.emailRequired, { exact: true })).toBeVisible();
  await field('Email').fill('asha@');
  await expect(page.getByText(S.emailInvalid, { exact: true })).toBeVisible();
  await field('Mobile Number').focus();
  await field('Mobile Number').blur();
  await expect(page.getByText(S.mobileRequired, { exact: true })).toBeVisible();
  await field('Mobile Number').fill('5123456789');
  await expect(page.getByText(S.mobileInvalid, { exact: true })).toBeVisible();
  await field('Password').focus();
  await field('Password').blur();
  await expect(page.getByText(S.passwordRequired, { exact: true })).toBeVisible();
  await field('Password').fill('12345');
  await expect(page.getByText(S.passwordShort, { exact: true })).toBeVisible();
  await field('Confirm Password').focus();
  await field('Confirm Password').blur();
  await expect(page.getByText(S.confirmRequired, { exact: true })).toBeVisible();
  await field('Confirm Password').fill('123456');
  await expect(page.getByText(S.passwordsMismatch, { exact: true })).toBeVisible();
  await expect(submit).toBeDisabled();

  const email = `signup-${Date.now()}-${process.pid}@example.com`;
  await field('Name').fill('Meera Nair');
  await field('Email').fill(email);
  await field('Mobile Number').fill('+91 91234 56789');
  await field('Password').fill('secret123');
  await field('Confirm Password').fill('secret123');
  await expect(page.locator('.field-error')).toHaveCount(0);
  await submit.click();
  await expect(page).toHaveURL(/\/ecommerce\/login$/);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userId: localStorage.getItem('user_id'),
    email: localStorage.getItem('email'),
    userToken: localStorage.getItem('user_token'),
  }));
  expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(stored.userId).toMatch(/^\d+$/);
  expect(stored.email).toBe(email);
  expect(stored.userToken).toBeNull();
  // The login form remembers the e-mail.
  await expect(page.locator('main').getByLabel('Email')).toHaveValue(email);

  // The same e-mail again: the server's message in an alert.
  await visit(page, '/ecommerce/signup');
  await field('Name').fill('Meera Nair');
  await field('Email').fill(email.toUpperCase());
  await field('Mobile Number').fill('9123456789');
  await field('Password').fill('secret123');
  await field('Confirm Password').fill('secret123');
  await submit.click();
  await acceptAlert(page, S.emailExists);
  await expect(page).toHaveURL(/\/ecommerce\/signup$/);
});

test('the guard sends a guest to login with returnUrl; a wrong then a right captcha logs in and returns', async ({ page, request, baseURL }) => {
  const user = await createCustomer(request, baseURL!, 'Kavya Menon');
  await visit(page, '/ecommerce/profile');
  await expect(page).toHaveURL(/\/ecommerce\/login\?returnUrl=%2Fecommerce%2Fprofile$/);

  // Every login validation message, and the button disabled while invalid.
  const email = page.locator('main').getByLabel('Email');
  await email.fill('k');
  await email.fill('');
  await expect(page.getByText(L.emailRequired, { exact: true })).toBeVisible();
  await email.fill('kavya@');
  await expect(page.getByText(L.emailInvalid, { exact: true })).toBeVisible();
  await page.locator('main').getByLabel('Password', { exact: true }).focus();
  await page.locator('main').getByLabel('Password', { exact: true }).blur();
  await expect(page.getByText(L.passwordRequired, { exact: true })).toBeVisible();
  await page.locator('main').getByLabel('Enter the CAPTCHA').focus();
  await page.locator('main').getByLabel('Enter the CAPTCHA').blur();
  await expect(page.getByText(L.captchaRequired, { exact: true })).toBeVisible();
  await expect(loginButton(page)).toBeDisabled();

  // The refresh control draws a new captcha.
  const first = await shownCaptcha(page);
  await page.getByRole('button', { name: 'Refresh CAPTCHA' }).click();
  await expect(page.getByTestId('captcha-text')).not.toHaveText(first);

  await fillLogin(page, user.email, user.password);
  const shown = await shownCaptcha(page);
  const wrong = shown === shown.toLowerCase() ? shown.toUpperCase() : shown.toLowerCase();
  await page.locator('main').getByLabel('Enter the CAPTCHA').fill(wrong === shown ? 'zzzzzz' : wrong);
  await loginButton(page).click();
  await acceptAlert(page, L.captchaMismatch);
  await expect(page.getByTestId('captcha-text')).not.toHaveText(shown);
  await expect(page.locator('main').getByLabel('Enter the CAPTCHA')).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();

  await page.locator('main').getByLabel('Enter the CAPTCHA').fill(await shownCaptcha(page));
  await loginButton(page).click();
  await expect(page).toHaveURL(/\/ecommerce\/profile$/);
  await expect(menuButton(page)).toContainText('Kavya Menon');
  const stored = await page.evaluate(() =>
    ['user_token', 'token', 'user_id', 'user_name', 'email'].map((k) => localStorage.getItem(k)),
  );
  expect(stored).toEqual([expect.any(String), expect.any(String), String(user.id), 'Kavya Menon', user.email]);
});

test('login errors come as toasts with the server’s message; /customerlogin is an alias and a returnUrl of another site is ignored; no "keep me signed in" for a shopper', async ({ page, request, baseURL }) => {
  await ownClientAddress(page);
  const [user, other] = await Promise.all([createCustomer(request, baseURL!), createCustomer(request, baseURL!)]);
  await page.goto('/customerlogin?returnUrl=%2Fecommerce%2Fcart');
  await expect(page).toHaveURL(/\/ecommerce\/login\?returnUrl=%2Fecommerce%2Fcart$/);
  await visit(page, '/ecommerce/login');
  await expectOneEmailField(page, '/ecommerce/login');
  // A shopper's login offers no "keep me signed in" (staff logins do: device-sessions.spec.ts).
  await expect(page.getByTestId('captcha-text')).toHaveText(/^[A-Za-z0-9]{6}$/);
  await expect(page.getByRole('checkbox', { name: MESSAGES.shop.loginPage.keepSignedIn })).toHaveCount(0);
  await fillLogin(page, user.email, 'not-my-password');
  await loginButton(page).click();
  await expect(page.locator('.swal2-toast')).toContainText(L.invalidEmailOrPassword);
  await expect(page).toHaveURL(/\/ecommerce\/login$/);

  // An account deleted by the shop's admin.
  const admin = await adminSession(request, baseURL!);
  const del = await request.delete(`${baseURL}/api/EcomLogin/EcomCustomer/delete-user/${user.id}`, {
    // Astro's origin check refuses a body-less DELETE without an Origin (a browser always sends one).
    headers: { authorization: `Bearer ${admin.token}`, origin: baseURL! },
  });
  expect(del.status(), await del.text()).toBe(200);
  await page.reload();
  await hydrated(page);
  await fillLogin(page, user.email, user.password);
  await loginButton(page).click();
  await expect(page.locator('.swal2-toast')).toContainText(L.accountDeleted);
  expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();

  // Another shopper's login with a returnUrl of another site lands on the shop.
  await visit(page, '/ecommerce/login?returnUrl=%2F%2Fevil.example%2Fsteal');
  await fillLogin(page, other.email, other.password);
  await loginButton(page).click();
  await expect(page).toHaveURL(/\/ecommerce$/);
});

test('profile: joined date, one-field dialogs with Save and Cancel, required fields; order update e-mails turned off and Saved', async ({ page, request, baseURL }) => {
  const user = await createCustomer(request, baseURL!, 'Rohan Das');
  await openSignedIn(page, baseURL!, user, '/ecommerce/profile');
  await hydrated(page);
  const joined = new Date().toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
  await expect(page.getByText(`Joined in ${joined}`)).toBeVisible();
  const row = (field: string) => page.locator(`.profile-row[data-field="${field}"]`);
  await expect(row('email')).toContainText(user.email);
  await expect(row('mobile')).toContainText('9876543210');
  // An empty address offers Add; the others Edit.
  await expect(row('address').getByRole('button')).toHaveText('Add');
  await expect(row('name').getByRole('button')).toHaveText('Edit');

  await page.getByRole('button', { name: 'Edit name' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit name' });
  await expect(dialog).toBeVisible();
  const input = dialog.getByLabel('Name');
  await expect(input).toBeFocused();
  await input.fill('');
  await expect(dialog.getByText(S.nameRequired)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await input.fill('Rohan K. Das');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row('name')).toContainText('Rohan K. Das');
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.account.profileUpdated })).toBeVisible();
  // The header island follows at once.
  await expect(menuButton(page)).toContainText('Rohan K. Das');

  // Cancel (and Escape) leave the value unchanged.
  await page.getByRole('button', { name: 'Edit mobile' }).click();
  const mobile = page.getByRole('dialog', { name: 'Edit mobile' });
  await mobile.getByLabel('Mobile').fill('12');
  await expect(mobile.getByText(S.mobileInvalid)).toBeVisible();
  await mobile.getByRole('button', { name: 'Cancel' }).click();
  await expect(mobile).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit mobile' })).toBeFocused();
  await page.getByRole('button', { name: 'Edit mobile' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(row('mobile')).toContainText('9876543210');

  await page.getByRole('button', { name: 'Add address' }).click();
  const address = page.getByRole('dialog', { name: 'Add address' });
  await address.getByLabel('Address').fill('   ');
  await expect(address.getByText(MESSAGES.address.required)).toBeVisible();
  await address.getByLabel('Address').fill('14, Park Street, Kolkata 700016');
  await address.getByRole('button', { name: 'Save' }).click();
  await expect(row('address')).toContainText('14, Park Street, Kolkata 700016');
  await expect(row('address').getByRole('button')).toHaveText('Edit');

  // A taken e-mail: the server's message stays in the dialog.
  const other = await createCustomer(request, baseURL!);
  await page.getByRole('button', { name: 'Edit email' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Edit email' });
  await emailDialog.getByLabel('Email').fill(other.email);
  await emailDialog.getByLabel('Current password').fill(user.password);
  await emailDialog.getByRole('button', { name: 'Save' }).click();
  await expect(emailDialog.getByText(S.emailExists)).toBeVisible();
  await emailDialog.getByRole('button', { name: 'Cancel' }).click();

  // The Messages section: order update e-mails turned off, Save, "Saved"; the choice is still there after the reload.
  const T = MESSAGES.messagePreferences;
  const section = page.getByRole('region', { name: T.heading });
  const orderEmail = section.getByRole('group', { name: T.kinds.order_updates }).getByRole('checkbox', { name: T.channels.email });
  await expect(orderEmail).toBeChecked();
  await orderEmail.press('Space');
  await expect(orderEmail).not.toBeChecked();
  await section.getByRole('button', { name: T.save }).click();
  await expect(section.getByRole('status')).toHaveText(T.saved);

  await page.reload();
  await expect(row('name')).toContainText('Rohan K. Das');
  await expect(row('email')).toContainText(user.email);
  await expect(page.getByRole('region', { name: T.heading }).getByRole('group', { name: T.kinds.order_updates }).getByRole('checkbox', { name: T.channels.email })).not.toBeChecked();
});

test('add address: required, saved, then the shop; failures and a lost session are told', async ({ page, request, baseURL }) => {
  const user = await createCustomer(request, baseURL!);
  await openSignedIn(page, baseURL!, user, '/ecommerce/add-address');
  await hydrated(page);
  const save = page.getByRole('button', { name: 'Save Address' });
  await save.click();
  await expect(page.getByText(MESSAGES.address.required, { exact: true })).toBeVisible();

  // A failing server.
  await page.route('**/api/EcomLogin/EcomCustomer/profile/**', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await page.locator('main').getByLabel('Address').fill('7, Residency Road, Bengaluru 560025');
  await save.click();
  await acceptAlert(page, MESSAGES.address.failed);
  await page.unroute('**/api/EcomLogin/EcomCustomer/profile/**');

  // The session gone from storage (another tab, say) before saving.
  const saved = await page.evaluate(() => localStorage.getItem('user_id'));
  await page.evaluate(() => localStorage.removeItem('user_id'));
  await save.click();
  await acceptAlert(page, MESSAGES.address.notLoggedIn);
  await page.evaluate((id) => localStorage.setItem('user_id', id!), saved);

  await save.click();
  await expect(alertPopup(page).locator('.swal2-title')).toHaveText(MESSAGES.address.added);
  await expect(page).toHaveURL(/\/ecommerce$/);
  const list = await apiGet(request, baseURL!, `EcomLogin/EcomCustomer/address/${user.id}`, user.token);
  expect(list.address[0].full_address).toBe('7, Residency Road, Bengaluru 560025');
});

test('the profile menu: guest links, keyboard, and logout with confirmation', async ({ page, request, baseURL }) => {
  await visit(page, '/ecommerce');
  await menuButton(page).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Login', 'Signup']);
  await page.keyboard.press('Escape');

  const user = await createCustomer(request, baseURL!, 'Isha Patel');
  await openSignedIn(page, baseURL!, user, '/ecommerce');
  await hydrated(page);
  await expect(menuButton(page)).toContainText('Isha Patel');
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('menuitem')).toHaveText(['Home', 'My Profile', 'My Orders', 'Logout']);
  await expect(page.getByRole('menuitem', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton(page)).toBeFocused();

  // Cancel keeps the session.
  await menuButton(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(alertPopup(page).locator('.swal2-title')).toHaveText(MESSAGES.session.logoutTitle);
  await expect(alertPopup(page)).toContainText(MESSAGES.session.logoutText);
  await alertPopup(page).getByRole('button', { name: MESSAGES.session.cancel }).click();
  await expect(alertPopup(page)).toBeHidden();
  await expect(menuButton(page)).toContainText('Isha Patel');

  await menuButton(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await alertPopup(page).getByRole('button', { name: MESSAGES.session.logoutConfirm }).click();
  await expect(alertPopup(page).locator('.swal2-title')).toHaveText(MESSAGES.session.loggedOutTitle);
  await expect(alertPopup(page)).toContainText(MESSAGES.session.loggedOutText);
  await expect(page).toHaveURL(/\/ecommerce\/login$/);
  await expect(menuButton(page)).toContainText('Guest');
  const left = await page.evaluate(() => ({ token: localStorage.getItem('user_token'), id: localStorage.getItem('user_id'), shop: localStorage.getItem('distributor_id') }));
  expect(left).toEqual({ token: null, id: null, shop: expect.stringMatching(/^\d+$/) });
});
