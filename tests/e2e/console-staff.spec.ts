import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { CONSOLE_HEADER } from '@/lib/console-header-messages';
import { MESSAGES } from '@/lib/messages';
import { adminSession, alertPopup, api, fillLogin, hydrated, logIn, loginButton, useSession } from './support';
import { seriousAxeFindings } from './support/axe';

// The Staff page and the operators' header: the admin adds a rider, who then
// logs in and lands on the rider screen; a role changes; access is removed
// and the rider's open screen is logged out at its next call. The header
// names who is signed in and logs them out.

const C = MESSAGES.console;
const W = CONSOLE_DAY.staff;
const H = CONSOLE_HEADER;

async function expectAccessible(page: Page) {
  expect(await seriousAxeFindings(page)).toEqual([]);
}

const PHONE = { width: 375, height: 900 };
const DESKTOP = { width: 1280, height: 900 };

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test(`an admin adds a rider who then logs in to the rider screen, on a phone and a desktop`, async ({ page, browser, request, baseURL }) => {
  const origin = baseURL!;
  await page.setViewportSize(PHONE);
  const admin = await adminSession(request, origin);
  await useSession(page, origin, admin);
  await page.goto('/admin/staff');
  await hydrated(page.locator('main'));
  await expect(page.getByRole('heading', { level: 1, name: C.sections.staff })).toBeVisible();
  await expect(page.getByRole('navigation', { name: C.navLabel }).getByRole('link', { name: C.sections.staff })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('signed-in-as')).toHaveText(H.signedInAs(admin.name));
  // The admin's own row offers no change of role and no removal.
  const own = page.getByRole('row').filter({ hasText: admin.email });
  await expect(own.getByRole('button', { name: `${W.remove}: ${admin.name}` })).toHaveCount(0);
  await expectAccessible(page);
  // On a desktop the header, the staff list and the form are shown, and stay accessible.
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('heading', { level: 1, name: C.sections.staff })).toBeVisible();
  await expect(page.getByRole('navigation', { name: C.navLabel }).getByRole('link', { name: C.sections.staff })).toBeVisible();
  await expect(page.getByTestId('signed-in-as')).toBeVisible();
  await expect(own).toBeVisible();
  await expect(page.getByRole('form', { name: W.addTitle }).getByRole('button', { name: W.add })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize(PHONE);

  // A refusal keeps what was typed.
  const rider = { name: `Ravi ${unique()}`, email: `ravi-${unique()}@example.com`, mobile: '9876543210', password: 'ravi-pass-1' };
  const form = page.getByRole('form', { name: W.addTitle });
  await form.getByLabel(W.name).fill(rider.name);
  await form.getByLabel(W.email).fill(admin.email);
  await form.getByLabel(W.mobile).fill(rider.mobile);
  await form.getByLabel(W.password).fill(rider.password);
  await expect(form.getByLabel(W.role)).toHaveValue('delivery');
  await form.getByRole('button', { name: W.add }).click();
  await expect(form.getByText(W.emailTaken)).toBeVisible();
  await expect(form.getByLabel(W.name)).toHaveValue(rider.name);

  await form.getByLabel(W.email).fill(rider.email);
  await form.getByRole('button', { name: W.add }).click();
  await expect(form.getByText(W.added(rider.name))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: rider.email });
  await expect(row.getByLabel(W.changeRole(rider.name))).toHaveValue('delivery');

  // The new rider logs in on their own phone and lands on the rider screen.
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const riderPage = await phone.newPage();
  await riderPage.goto(`${origin}/ecommerce/login?returnUrl=%2Frider`);
  await fillLogin(riderPage, rider.email, rider.password);
  await loginButton(riderPage).click();
  await expect(riderPage).toHaveURL(/\/rider$/);
  await expect(riderPage.getByRole('heading', { level: 1, name: MESSAGES.rider.title })).toBeVisible();
  await expect(riderPage.getByText(MESSAGES.rider.empty)).toBeVisible();
  await expect(riderPage.getByTestId('signed-in-as')).toHaveText(H.signedInAs(rider.name));

  // Removing access ends the rider's session: the next load of the screen is sent to log in.
  await row.getByRole('button', { name: `${W.remove}: ${rider.name}` }).click();
  await expect(alertPopup(page).locator('.swal2-title')).toHaveText(W.removeTitle(rider.name));
  await alertPopup(page).locator('.swal2-confirm').click();
  await expect(page.getByRole('status').filter({ hasText: W.removed(rider.name) })).toBeVisible();
  await riderPage.reload();
  await expect(riderPage).toHaveURL(/\/ecommerce\/login\?returnUrl=%2Frider$/);
  await phone.close();
});

test('an admin makes a rider an admin, and the header logs out', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  // A token of this test's own: the logout below ends it.
  const admin = await logIn(request, origin, 'admin@example.com', 'admin123');
  const email = `asha-${unique()}@example.com`;
  await api(request, origin, 'POST', 'admin/staff', {
    token: admin.token,
    data: { name: 'Asha Rider', email, mobile: '9876500000', password: 'asha-pass-1', role: 'delivery' },
  });
  await useSession(page, origin, admin);
  await page.goto('/admin/staff');
  await hydrated(page.locator('main'));
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByLabel(W.changeRole('Asha Rider')).selectOption('admin');
  await row.getByRole('button', { name: W.saveRole }).click();
  await expect(row.getByText(W.roleSaved('Asha Rider', W.roles.admin!))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email }).getByLabel(W.changeRole('Asha Rider'))).toHaveValue('admin');

  // Log out from the header: the login page, and the token no longer works.
  await page.getByRole('button', { name: H.logout }).click();
  await expect(page).toHaveURL(/\/ecommerce\/login/);
  expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
  await api(request, origin, 'GET', 'admin/access', { token: admin.token, status: 401 });
});
