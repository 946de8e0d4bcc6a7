import type { APIRequestContext, Page } from '@playwright/test';

// Shared steps for browser tests. Accounts made here are new for each test,
// so tests never share a cart or orders.

export interface TestUser {
  id: number;
  name: string;
  email: string;
  password: string;
  token: string;
}

let counter = 0;

/** Origin of a distributor's shop: 'sehat' is the default host, others are <slug>.localhost. */
export function shopOrigin(baseURL: string, slug: 'sehat' | 'kirana' = 'sehat'): string {
  return slug === 'sehat' ? baseURL : baseURL.replace('//localhost', `//${slug}.localhost`);
}

/**
 * Node (the test runner's HTTP client) cannot resolve <slug>.localhost, so API
 * calls go to 127.0.0.1 with the shop's Host header instead.
 */
export function apiTarget(origin: string, path: string): { url: string; headers: Record<string, string> } {
  const url = new URL(path, origin);
  const host = url.host;
  url.hostname = '127.0.0.1';
  return { url: url.href, headers: { host } };
}

/** Registers a fresh customer through the API and logs in (token in the answer). */
export async function createCustomer(request: APIRequestContext, origin: string, name = 'Test Shopper'): Promise<TestUser> {
  counter += 1;
  const email = `e2e-${Date.now()}-${process.pid}-${counter}@example.com`;
  const password = 'secret123';
  const regTarget = apiTarget(origin, '/api/EcomLogin/Ecomregister');
  const reg = await request.post(regTarget.url, {
    headers: regTarget.headers,
    data: { name, email, mobile: '9876543210', password },
  });
  if (!reg.ok()) throw new Error(`register failed: ${reg.status()} ${await reg.text()}`);
  const loginTarget = apiTarget(origin, '/api/EcomLogin/Ecomlogin');
  const login = await request.post(loginTarget.url, { headers: loginTarget.headers, data: { email, password } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  const body = await login.json();
  return { id: body.user.id, name: body.user.name, email, password, token: body.token };
}

/** Puts a logged-in session into the page's local storage (as the login screen does). */
export async function useSession(page: Page, origin: string, user: TestUser): Promise<void> {
  // A same-origin answer with no scripts: no island can react to the session
  // (or its absence) while it is being written.
  await page.goto(`${origin}/api/GeneralSetting`);
  await page.evaluate((u) => {
    localStorage.setItem('user_id', String(u.id));
    localStorage.setItem('user_name', u.name);
    localStorage.setItem('user_token', u.token);
    localStorage.setItem('token', u.token);
    localStorage.setItem('email', u.email);
  }, user);
}
