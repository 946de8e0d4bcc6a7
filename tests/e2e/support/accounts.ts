import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { hostTarget } from './hosts';
import type { TestUser } from './sessions';

// The login screen and the account menu.

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  const main = page.locator('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByLabel('Enter the CAPTCHA').fill(await shownCaptcha(page));
}

/**
 * The captcha the login form shows. It is drawn in the browser just after the
 * form hydrates (dots stand in until then), so this waits for the real one.
 */
export async function shownCaptcha(page: Page): Promise<string> {
  const box = page.getByTestId('captcha-text');
  await expect(box).toHaveText(/^[A-Za-z0-9]{6}$/);
  return (await box.textContent())!.trim();
}

export const loginButton = (page: Page) => page.locator('main').getByRole('button', { name: 'Login', exact: true });
export const menuButton = (page: Page) => page.getByTestId('profile-menu-button');

/** The customer's profile as the API answers it for `token` (a raw response: tests check refusals too). */
export function profileOf(request: APIRequestContext, origin: string, user: TestUser, token = user.token) {
  const target = hostTarget(origin, `/api/EcomLogin/EcomCustomer/user/${user.id}`);
  return request.get(target.url, { headers: { ...target.headers, authorization: `Bearer ${token}` } });
}
