import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { LIMITS } from '@/server/auth/throttle';
import { call, SEHAT } from './helpers';
import { register, uniqueEmail } from './account-helpers';
import { settledMailCount } from './mail-helpers';
import { loginCall } from './support';

// Throttles under real concurrency: each burst is sent at once (Promise.all),
// and the tests count what the server actually did (passwords checked, mails
// written, accounts created), not only the status codes.

const statuses = (results: Array<{ status: number }>) => {
  const counts: Record<number, number> = {};
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
};
const login = (email: string, password: string, headers: Record<string, string> = {}) => loginCall(email, password, { headers });

describe('login throttle under concurrency', () => {
  it('checks at most 5 passwords of one account when 30 wrong ones arrive at once; the rest get a challenge', async () => {
    const a = await register();
    const results = await Promise.all(Array.from({ length: 30 }, () => login(a.email, 'wrong-pass')));
    expect(statuses(results)).toEqual({ 401: 30 });
    const checked = results.filter((r) => r.json.message === MESSAGES.login.invalidEmailOrPassword);
    expect(checked).toHaveLength(5);
    const challenged = results.filter((r) => r.json.code === 'LOGIN_CHALLENGE');
    expect(challenged).toHaveLength(25);
    expect(challenged[0]!.json.message).toBe(MESSAGES.login.challengeRequired);
    // Not even the right password is checked without a solved challenge.
    expect((await login(a.email, a.password)).json.code).toBe('LOGIN_CHALLENGE');
  });

  it('slows an address after 100 failures a minute, however many accounts they spread over', async () => {
    const from = { 'cf-connecting-ip': '198.51.100.10' };
    const emails = Array.from({ length: 21 }, () => uniqueEmail('spray'));
    const attempts = emails.flatMap((email) => Array.from({ length: 5 }, () => login(email, 'guess', from)));
    const results = await Promise.all(attempts);
    expect(statuses(results)).toEqual({ 401: 100, 429: 5 });
    // Another address is not affected.
    const a = await register();
    expect((await login(a.email, a.password, { 'cf-connecting-ip': '198.51.100.11' })).status).toBe(200);
  }, 120_000);

  it('slows an address that tries more than 50 different accounts, but not the accounts it logs into', async () => {
    const from = { 'cf-connecting-ip': '198.51.100.20' };
    const known = await Promise.all(Array.from({ length: 3 }, () => register()));
    for (const k of known) expect((await login(k.email, k.password, from)).status).toBe(200);
    const results = await Promise.all(Array.from({ length: 55 }, () => login(uniqueEmail('stuff'), 'guess', from)));
    expect(statuses(results)).toEqual({ 401: 50, 429: 5 });
    expect(results.find((r) => r.status === 429)!.json.message).toBe(MESSAGES.throttle.loginAddress);
  });
});

describe('forgot-password, sign-up and newsletter limits', () => {
  it('sends at most 3 reset mails when 30 requests for one e-mail arrive at once', async () => {
    const a = await register();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => call('EcomLogin/EcomCustomer/forgot-password', { method: 'POST', body: { email: a.email } })),
    );
    expect(statuses(results)).toEqual({ 200: 3, 429: 27 });
    expect(await settledMailCount(a.email)).toBe(3);
    expect(results.find((r) => r.status === 429)!.json.message).toBe(MESSAGES.throttle.forgot);
  });

  const burst = LIMITS.signupAddress.max;

  it('creates at most the burst limit of accounts from one address in a minute, even at once', async () => {
    const from = { 'cf-connecting-ip': '198.51.100.30' };
    const emails = Array.from({ length: burst + 10 }, () => uniqueEmail('burst'));
    const results = await Promise.all(
      emails.map((email) =>
        call('EcomLogin/Ecomregister', { method: 'POST', headers: from, body: { name: 'Asha', email, mobile: '9876543210', password: 'secret123' } }),
      ),
    );
    expect(statuses(results)).toEqual({ 201: burst, 429: 10 });
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.json.message).toBe(MESSAGES.throttle.signup);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const placeholders = emails.map(() => '?').join(',');
    const created = await env.DB.prepare(`SELECT COUNT(*) AS n FROM customers WHERE email IN (${placeholders})`).bind(...emails).first<{ n: number }>();
    expect(created?.n).toBe(burst);
  });

  it('limits newsletter sign-ups per address and per e-mail', async () => {
    const from = { 'cf-connecting-ip': '198.51.100.40' };
    const byAddress = await Promise.all(
      Array.from({ length: LIMITS.newsletterAddress.max + 5 }, () => call('subscribe', { method: 'POST', headers: from, body: { subscriber_email: uniqueEmail('news') } })),
    );
    expect(statuses(byAddress)).toEqual({ 201: LIMITS.newsletterAddress.max, 429: 5 });
    expect(byAddress.find((r) => r.status === 429)!.json.message).toBe(MESSAGES.throttle.newsletter);
    const email = uniqueEmail('reader');
    const byEmail = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('subscribe', { method: 'POST', headers: { 'cf-connecting-ip': `198.51.101.${i}` }, body: { subscriber_email: email } }),
      ),
    );
    expect(statuses(byEmail)).toEqual({ 201: 3, 429: 7 });
  });
});

it('keeps the per-account allowance without a client address (local runs)', async () => {
  const a = await register(SEHAT);
  for (let i = 0; i < 5; i++) expect((await login(a.email, 'wrong-pass')).json.message).toBe(MESSAGES.login.invalidEmailOrPassword);
  expect((await login(a.email, a.password)).json.code).toBe('LOGIN_CHALLENGE');
});
