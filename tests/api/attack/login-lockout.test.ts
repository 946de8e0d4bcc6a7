import { describe, expect, it } from 'vitest';
import { solveQuickly } from '../support/proof-of-work';
import { MESSAGES } from '@/lib/messages';
import { BASE_DIFFICULTY } from '@/server/auth/login-challenge';
import { call } from '../helpers';
import { api, register } from '../account-helpers';
import { report, tallyOf } from './probe';

// A stranger who knows an e-mail must not be able to lock its owner out of
// login (the admin's included) by failing logins on it, and guessing must
// still be slowed: past the allowance a login from an unknown address or
// device has to solve a proof-of-work challenge first, while the owner's
// known address or device goes straight to the password check.

const CLASS = 'login lockout';
const tally = tallyOf(CLASS);

const login = (body: Record<string, unknown>, ip: string) =>
  call('EcomLogin/Ecomlogin', { method: 'POST', body, headers: { 'cf-connecting-ip': ip } });

let strangerSeq = 0;
/** `n` wrong passwords from strangers' addresses, at once; every one must be refused without a 5xx. */
async function strangersFail(email: string, n: number) {
  const results = await Promise.all(
    Array.from({ length: n }, () => login({ email, password: 'guess-123' }, `198.18.${(strangerSeq >> 8) & 255}.${++strangerSeq & 255}`)),
  );
  for (const r of results) {
    tally.ran += 1;
    if (r.status >= 500) tally.serverErrors.push(`stranger -> ${r.status}`);
    else if (r.status < 400) tally.allowed.push(`stranger guess -> ${r.status}`);
  }
  return results;
}

/** The owner's login must get in (with a challenge solved by the browser when one is asked). */
async function ownerLogsIn(label: string, body: Record<string, unknown>, ip: string, expectChallenge: boolean) {
  tally.ran += 1;
  let res = await login(body, ip);
  if (res.status === 401 && res.json?.code === 'LOGIN_CHALLENGE') {
    expect(expectChallenge, `${label}: asked for a challenge`).toBe(true);
    expect(res.json.message).toBe(MESSAGES.login.challengeRequired);
    const proof = await solveQuickly(res.json);
    res = await login({ ...body, challenge: res.json.challenge, proof }, ip);
  } else {
    expect(expectChallenge, `${label}: no challenge asked`).toBe(false);
  }
  if (res.status !== 200) tally.allowed.push(`${label}: owner locked out (${res.status} ${res.text.slice(0, 120)})`);
  expect(res.status, `${label}: ${res.text}`).toBe(200);
  return res;
}

describe('strangers cannot lock an account', () => {
  it('lets the owner in from a known device or address, and behind a solved challenge from anywhere else', async () => {
    const owner = await register();
    const first = await ownerLogsIn('first login', { email: owner.email, password: owner.password }, '203.0.113.5', false);
    const device = first.json.device as string;
    expect(device).toMatch(/^[0-9a-f]{64}$/);

    const results = await strangersFail(owner.email, 30);
    // Within the allowance the password is checked; past it, a challenge is asked instead (never a 429 to the account).
    expect(results.filter((r) => r.status === 401 && r.json.message === MESSAGES.login.invalidEmailOrPassword).length).toBeLessThanOrEqual(5);
    expect(results.every((r) => r.status === 401)).toBe(true);

    await ownerLogsIn('known device, new address', { email: owner.email, password: owner.password, device }, '192.0.2.77', false);
    await strangersFail(owner.email, 10);
    await ownerLogsIn('known address, no device', { email: owner.email, password: owner.password }, '203.0.113.5', false);
    await strangersFail(owner.email, 10);
    await ownerLogsIn('new address and device', { email: owner.email, password: owner.password }, '192.0.2.78', true);

    // The e-mail change (with the current password) is not blocked by the strangers either.
    await strangersFail(owner.email, 10);
    const change = await api(`EcomLogin/EcomCustomer/profile/${owner.id}`, {
      method: 'PATCH', token: owner.token, body: { email: `moved-${owner.email}`, current_password: owner.password },
    });
    expect(change.status).toBe(200);
  }, 60_000);

  it('never locks the admin out', async () => {
    await strangersFail('admin@example.com', 12);
    await ownerLogsIn('admin from a new device', { email: 'admin@example.com', password: 'admin123' }, '192.0.2.90', true);
  }, 60_000);
});

describe('guessing stays slow', () => {
  it('checks no password past the allowance without a solved challenge, spends each challenge once, and makes them harder', async () => {
    const victim = await register();
    await strangersFail(victim.email, 6);
    // Even the right password is not checked without a proof: the answer is a challenge.
    const asked = await login({ email: victim.email, password: victim.password }, '198.19.0.1');
    expect(asked.status).toBe(401);
    expect(asked.json.code).toBe('LOGIN_CHALLENGE');
    expect(asked.json.difficulty).toBeGreaterThanOrEqual(BASE_DIFFICULTY);

    const proof = await solveQuickly(asked.json);
    const wrong = await login({ email: victim.email, password: 'guess-456', challenge: asked.json.challenge, proof }, '198.19.0.2');
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe(MESSAGES.login.invalidEmailOrPassword);
    // Spent: the same proof buys no second guess.
    const reused = await login({ email: victim.email, password: victim.password, challenge: asked.json.challenge, proof }, '198.19.0.3');
    expect(reused.json.code).toBe('LOGIN_CHALLENGE');
    // Forged or moved challenges buy nothing.
    const other = await register();
    await strangersFail(other.email, 6);
    const moved = await login({ email: other.email, password: other.password, challenge: asked.json.challenge, proof }, '198.19.0.4');
    expect(moved.json.code).toBe('LOGIN_CHALLENGE');
    const forged = await login({ email: victim.email, password: victim.password, challenge: asked.json.challenge.replace(/\.\d+\./, '.1.'), proof: '0' }, '198.19.0.5');
    expect(forged.json.code).toBe('LOGIN_CHALLENGE');
    for (const r of [reused, moved, forged]) {
      tally.ran += 1;
      if (r.status !== 401) tally.allowed.push(`bad proof -> ${r.status}`);
    }

    await strangersFail(victim.email, 40);
    const harder = await login({ email: victim.email, password: 'guess-789' }, '198.19.0.6');
    expect(harder.json.difficulty).toBeGreaterThan(BASE_DIFFICULTY);
  }, 60_000);

  it('reports the class', () => {
    const result = report(CLASS);
    expect(result.serverErrors).toEqual([]);
    expect(result.allowed).toEqual([]);
  });
});
