import { expect } from 'vitest';
import { SEHAT, call, type CallOptions, type CallResult } from './helpers';
import { dbOf } from './databases';

// Steps shared by the accounts API tests: every call from a client address of
// its own (so one test's failures never throttle another), and every answer
// checked for passwords and hashes.

let seq = 0;
/** A client address of its own, so one test's failures never throttle another. */
const ip = () => {
  seq += 1;
  return `10.0.${seq >> 8}.${seq & 255}`;
};
export const uniqueEmail = (tag: string) => `${tag}-${++seq}@example.com`;

/** Every response must be free of passwords and hashes. */
function assertNoSecrets(res: CallResult, ...passwords: string[]) {
  const text = res.text.toLowerCase();
  expect(text).not.toContain('password_hash');
  expect(text).not.toContain('pbkdf2');
  for (const p of passwords) expect(res.text).not.toContain(p);
}

export async function api(path: string, options: CallOptions = {}) {
  const res = await call(path, { ...options, headers: { 'cf-connecting-ip': ip(), ...options.headers } });
  assertNoSecrets(res, 'secret123', 'newsecret456', 'shopper123', 'admin123');
  return res;
}

export interface Account {
  id: number;
  email: string;
  password: string;
  token: string;
  host: string;
}

export async function register(host = SEHAT, overrides: Record<string, unknown> = {}): Promise<Account> {
  const email = uniqueEmail('acct');
  const body = { name: 'Asha Rao', email, mobile: '9876543210', password: 'secret123', ...overrides };
  const res = await api('EcomLogin/Ecomregister', { method: 'POST', body, host });
  expect(res.status, res.text).toBe(201);
  return { id: res.json.user.id, email: String(body.email), password: String(body.password), token: res.json.token, host };
}

export async function login(email: string, password: string, host = SEHAT, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) {
  return api('EcomLogin/Ecomlogin', { method: 'POST', body: { email, password, ...extra }, host, headers });
}

export async function tokenOf(email: string, password: string, host = SEHAT): Promise<string> {
  const res = await login(email, password, host);
  expect(res.status, res.text).toBe(200);
  return res.json.token;
}

export const row = (id: number, slug = 'sehat') =>
  dbOf(slug).prepare('SELECT name, email, mobile, address, role, deleted_at, token_version FROM customers WHERE id = ?')
    .bind(id)
    .first<Record<string, unknown>>();

