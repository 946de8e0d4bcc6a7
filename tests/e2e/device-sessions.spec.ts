import { wcagAxe } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { CONSOLE_HEADER } from '@/lib/console-header-messages';
import { MESSAGES } from '@/lib/messages';
import { adminSession, api, fillLogin, hydrated, loginButton, newCategory, newProduct } from './support';
import { openSignedIn } from './support/open-signed-in';

// A staff member keeps their own device signed in: ticked at the console's
// login, the session outlives the 30-minute idle logout and its token's
// expiry (the device cookie signs it in again, no form, no captcha), while an
// unticked login still ends when idle. The activity page shows an edit as
// before → after and filters by kind and by person, from the address.

const H = CONSOLE_HEADER;
const F = CONSOLE_DAY.activityLog;
const W = MESSAGES.shop.loginPage;
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function expectAccessible(page: Page) {
  const { violations } = await wcagAxe(page).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`);
  expect(serious).toEqual([]);
}

/** A JWT-shaped token whose expiry has passed (the browser reads only its exp; the server never sees it). */
function expiredToken(): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 })}.c2ln`;
}

// Each journey runs once, on a phone; the header and the activity list are then
// read again on a desktop's width, where they are laid out differently.
const PHONE = { width: 375, height: 900 };
const DESKTOP = { width: 1280, height: 900 };

test('an admin who keeps this device signed in stays signed in past idle and expiry (phone, then desktop)', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  await page.setViewportSize(PHONE);
  const admin = await adminSession(request, origin);
  const staff = { name: `Asha ${unique()}`, email: `asha-${unique()}@example.com`, mobile: '9876543210', password: 'asha-pass-1', role: 'admin' };
  await api(request, origin, 'POST', 'admin/staff', { token: admin.token, data: staff, status: 201 });

  await page.goto('/ecommerce/login?returnUrl=%2Fadmin%2Factivity');
  await hydrated(page.locator('main'));
  const keep = page.getByRole('checkbox', { name: W.keepSignedIn });
  await expect(keep).toBeVisible();
  await expect(keep).not.toBeChecked();
  await expectAccessible(page);
  await fillLogin(page, staff.email, staff.password);
  await keep.check();
  await loginButton(page).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByTestId('signed-in-as')).toHaveText(H.signedInAs(staff.name));
  await expect(page.getByTestId('kept-on-device')).toHaveText(H.keptOnDevice);

  // Two hours without touching anything: an ordinary session would be logged out.
  await page.evaluate(() => localStorage.setItem('last_activity', String(Date.now() - 2 * 60 * 60 * 1000)));
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByTestId('signed-in-as')).toHaveText(H.signedInAs(staff.name));

  // The token itself has run out: the login page signs the device in again from its cookie.
  await page.evaluate((token) => localStorage.setItem('user_token', token), expiredToken());
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByTestId('signed-in-as')).toHaveText(H.signedInAs(staff.name));
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.console.sections.activity })).toBeVisible();

  await page.setViewportSize(DESKTOP);
  await expect(page.getByTestId('signed-in-as')).toHaveText(H.signedInAs(staff.name));
  await expect(page.getByTestId('signed-in-as')).toBeVisible();
  await expect(page.getByTestId('kept-on-device')).toHaveText(H.keptOnDevice);
});

test('a login without "keep me signed in" still ends after 30 idle minutes', async ({ page, request, baseURL }) => {
  // An admin of the test's own: other tests' sign-ins and sign-outs of the seeded admin cannot end this session.
  const admin = await adminSession(request, baseURL!);
  const staff = { name: `Ravi ${unique()}`, email: `ravi-${unique()}@example.com`, mobile: '9876543211', password: 'ravi-pass-1', role: 'admin' };
  await api(request, baseURL!, 'POST', 'admin/staff', { token: admin.token, data: staff, status: 201 });
  await page.goto(`${baseURL}/ecommerce/login?returnUrl=%2Fadmin`);
  await hydrated(page.locator('main'));
  await fillLogin(page, staff.email, staff.password);
  await loginButton(page).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('kept-on-device')).toHaveCount(0);
  // The session's watch starts as the console wakes and marks the visit as activity: age it after that.
  await hydrated(page.locator('main'));
  await page.evaluate(() => localStorage.setItem('last_activity', String(Date.now() - 31 * 60 * 1000)));
  await page.reload();
  await expect(page).toHaveURL(/\/ecommerce\/login\?returnUrl=%2Fadmin&reason=inactive$/);
  await expect(page.getByRole('checkbox', { name: W.keepSignedIn })).toBeVisible();
});

test('the activity page shows before → after and filters by kind and person (phone, then desktop)', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  await page.setViewportSize(PHONE);
  const admin = await adminSession(request, origin);
  const name = `Log Balm ${unique()}`;
  const categoryId = await newCategory(request, origin, admin, `Log shelf ${unique()}`);
  const id = await newProduct(request, origin, admin, { name, price: 30, stock: 12, categoryId });
  await api(request, origin, 'PUT', `ecomProd/ecomProducts/${id}`, { token: admin.token, data: { product_price: 32.5, total_stock: 20 } });

  await openSignedIn(page, origin, admin, '/admin/activity');
  await hydrated(page.locator('main'));
  const kind = page.getByLabel(F.kind);
  await kind.selectOption('products');
  await expect(page).toHaveURL(/\/admin\/activity\?kind=products$/);
  const row = page.getByRole('row').filter({ hasText: name }).filter({ hasText: MESSAGES.console.activity.actions['product.edit']! });
  await expect(row.getByRole('list', { name: F.changes })).toContainText(`${F.fields.price_paise}: ₹30.00 → ₹32.50`);
  await expect(row.getByRole('list', { name: F.changes })).toContainText(`${F.fields.stock}: 12 → 20`);

  const person = page.getByLabel(F.person);
  await person.selectOption(String(admin.id));
  await expect(page).toHaveURL(new RegExp(`/admin/activity\\?kind=products&who=${admin.id}$`));
  await expect(row).toBeVisible();
  await expectAccessible(page);

  // The address alone brings the same view back.
  await page.reload();
  await hydrated(page.locator('main'));
  await expect(page.getByLabel(F.kind)).toHaveValue('products');
  await expect(page.getByLabel(F.person)).toHaveValue(String(admin.id));
  await expect(row).toBeVisible();
  // Nothing wider than the screen on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The same view on a desktop's width.
  await page.setViewportSize(DESKTOP);
  await expect(row.getByRole('list', { name: F.changes })).toContainText(`${F.fields.price_paise}: ₹30.00 → ₹32.50`);
  await expect(row.getByRole('list', { name: F.changes })).toContainText(`${F.fields.stock}: 12 → 20`);
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);

  await page.getByRole('button', { name: F.clear }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByLabel(F.kind)).toHaveValue('');
});
