import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TestUser } from './support';

// Browser steps shared by the accounts and session tests.

const octet = () => 1 + Math.floor(Math.random() * 254);
/** A client address of the test's own, so its failed logins never throttle another test. */
export async function ownClientAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `10.${octet()}.${octet()}.${octet()}` });
}

export const popup = (page: Page) => page.locator('.swal2-popup');

/** Opens a page and waits until every island has hydrated (Astro drops the ssr mark). */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

export async function hydrated(page: Page) {
  // client:interaction islands stay server HTML until the shopper reaches for them.
  await expect(page.locator('header astro-island[ssr]:not([client="interaction"]), main astro-island[ssr]:not([client="interaction"])')).toHaveCount(0);
  // The header's plain script has loaded the session store (and so started its watch).
  await expect(page.locator('header [data-cart-button][data-live]')).toHaveCount(1);
}

export async function dismissAlert(page: Page, title: string | RegExp) {
  await expect(popup(page).locator('.swal2-title')).toHaveText(title);
  await popup(page).locator('.swal2-confirm').click();
  await expect(popup(page)).toBeHidden();
}

export function tokenExpiryMs(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
  return payload.exp * 1000;
}

export async function fillLogin(page: Page, email: string, password: string) {
  await page.locator('main').getByLabel('Email').fill(email);
  await page.locator('main').getByLabel('Password', { exact: true }).fill(password);
  const captcha = (await page.getByTestId('captcha-text').textContent())!.trim();
  expect(captcha).toMatch(/^[A-Za-z0-9]{6}$/);
  await page.locator('main').getByLabel('Enter the CAPTCHA').fill(captcha);
}

export const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });
export const menuButton = (page: Page) => page.getByTestId('profile-menu-button');

export async function profileOf(request: APIRequestContext, origin: string, user: TestUser, token = user.token) {
  return request.get(`${origin}/api/EcomLogin/EcomCustomer/user/${user.id}`, { headers: { authorization: `Bearer ${token}` } });
}

