import type { APIRequestContext, Page } from '@playwright/test';
import { hostTarget } from './hosts';

// Sessions for browser tests, always from the shop's own login API: a fresh
// account per test (so tests never share a cart or orders), or a seeded one
// by its e-mail and password.

export interface TestUser {
  id: number;
  name: string;
  email: string;
  password: string;
  token: string;
}

let counter = 0;

/** Logs an existing account in through the API (the token comes in the answer). */
export async function logIn(request: APIRequestContext, origin: string, email: string, password: string): Promise<TestUser> {
  const target = hostTarget(origin, '/api/EcomLogin/Ecomlogin');
  const login = await request.post(target.url, { headers: target.headers, data: { email, password } });
  if (!login.ok()) throw new Error(`login of ${email} failed: ${login.status()} ${await login.text()}`);
  const body = await login.json();
  return { id: body.user.id, name: body.user.name, email, password, token: body.token };
}

/**
 * Registers a fresh customer through the API. The sign-up's answer carries the
 * session token a login would give, so no login follows (each costs the Worker
 * a password hash).
 */
export async function createCustomer(request: APIRequestContext, origin: string, name = 'Test Shopper'): Promise<TestUser> {
  counter += 1;
  const email = `e2e-${Date.now()}-${process.pid}-${counter}@example.com`;
  const password = 'secret123';
  const target = hostTarget(origin, '/api/EcomLogin/Ecomregister');
  const reg = await request.post(target.url, { headers: target.headers, data: { name, email, mobile: '9876543210', password } });
  if (!reg.ok()) throw new Error(`register failed: ${reg.status()} ${await reg.text()}`);
  const body = await reg.json();
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
    localStorage.setItem('email', u.email);
  }, user);
}

export const authHeaders = (user: Pick<TestUser, 'token'>) => ({ authorization: `Bearer ${user.token}` });

/** When a token expires, in epoch milliseconds. */
export function tokenExpiryMs(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
  return payload.exp * 1000;
}

const octet = () => 1 + Math.floor(Math.random() * 254);
/** A client address of the test's own, so its failed logins never throttle another test. */
export async function ownClientAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `10.${octet()}.${octet()}.${octet()}` });
}
