import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { ON_DEMAND_MESSAGES } from '@/lib/on-demand-messages';
import { LIMITS } from '@/server/auth/throttle';
import { api, register } from './account-helpers';
import { dbOf } from './databases';
import { KIRANA, SEHAT } from './helpers';
import { awaitMail, settledMailCount } from './mail-helpers';

// Login by mobile number and a code by SMS, through the Worker. Locally the
// SMS is written to the development outbox (recipient "+91…"), where a test
// reads the code as a person reads it at /dev/outbox.

const L = MESSAGES.login;
const M = ON_DEMAND_MESSAGES.mobileLogin;
let seq = 0;
/** A number no other test uses (7 and nine digits). */
const uniqueMobile = () => `7${String(Date.now() % 1e5).padStart(5, '0')}${String(++seq).padStart(4, '0')}`;

const requestCode = (mobile: string, options: { host?: string; headers?: Record<string, string> } = {}) =>
  api('EcomLogin/otp/request', { method: 'POST', body: { mobile }, ...options });
const verify = (mobile: string, code: string, host = SEHAT) => api('EcomLogin/otp/verify', { method: 'POST', body: { mobile, code }, host });

/** The code in the newest SMS to the number (the `count`th to arrive). */
async function smsCode(mobile: string, slug = 'sehat', count = 1): Promise<string> {
  const sms = await awaitMail(`+91${mobile}`, slug, count);
  expect(sms, 'an SMS in the outbox').not.toBeNull();
  const code = /\b(\d{6})\b/.exec(sms!.body_text)?.[1];
  expect(code).toBeDefined();
  return code!;
}

async function shopperWithMobile(host = SEHAT) {
  const mobile = uniqueMobile();
  return { ...(await register(host, { mobile })), mobile };
}

const verifiedAt = (id: number, slug = 'sehat') =>
  dbOf(slug).prepare('SELECT mobile_verified_at AS at FROM customers WHERE id = ?').bind(id).first<{ at: string | null }>();

describe('login by mobile', () => {
  it('sends a 6-digit code by SMS and logs in with it, answering as the e-mail login does', async () => {
    const a = await shopperWithMobile();
    const asked = await requestCode(`+91 ${a.mobile}`);
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json).toEqual({ message: M.sent });
    const sms = await awaitMail(`+91${a.mobile}`);
    expect(sms!.body_text).toMatch(/^Sehat Pharmacy: your login code is \d{6}\. It works for 5 minutes; never share it with anyone\.$/);
    const code = await smsCode(a.mobile);
    // Only a keyed hash is stored, never the code.
    const stored = await dbOf('sehat').prepare('SELECT code_hash FROM login_codes WHERE mobile = ?').bind(a.mobile).first<{ code_hash: string }>();
    expect(stored!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.code_hash).not.toContain(code);

    const res = await verify(a.mobile, code);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ message: L.success, user: { id: a.id, name: 'Asha Rao', email: a.email } });
    expect(res.json.device).toMatch(/^[0-9a-f]{64}$/);
    const profile = await api(`EcomLogin/EcomCustomer/user/${a.id}`, { token: res.json.token });
    expect(profile.status).toBe(200);
    expect((await verifiedAt(a.id))!.at).not.toBeNull();
  });

  it('takes each code once', async () => {
    const a = await shopperWithMobile();
    await requestCode(a.mobile);
    const code = await smsCode(a.mobile);
    expect((await verify(a.mobile, code)).status).toBe(200);
    const again = await verify(a.mobile, code);
    expect(again.status).toBe(401);
    expect(again.json).toMatchObject({ message: M.wrong });
    // Two at once with a new code: one session.
    await requestCode(a.mobile);
    const second = await smsCode(a.mobile, 'sehat', 2);
    const both = await Promise.all([verify(a.mobile, second), verify(a.mobile, second)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('refuses an expired code', async () => {
    const a = await shopperWithMobile();
    await requestCode(a.mobile);
    const code = await smsCode(a.mobile);
    // Five minutes on: the stored expiry is in the past.
    await dbOf('sehat').prepare('UPDATE login_codes SET expires_at = ? WHERE mobile = ?').bind(Date.now() - 1, a.mobile).run();
    const res = await verify(a.mobile, code);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ message: M.wrong, code: 'UNAUTHENTICATED' });
  });

  it('ends a code after 5 wrong tries, however many arrive at once', async () => {
    const a = await shopperWithMobile();
    await requestCode(a.mobile);
    const code = await smsCode(a.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(Array.from({ length: 12 }, () => verify(a.mobile, wrong)));
    expect(results.every((r) => r.status === 401)).toBe(true);
    expect(results.filter((r) => r.json.message === M.tooManyTries)).toHaveLength(1);
    // The right code no longer works; a new one does.
    expect((await verify(a.mobile, code)).json.message).toBe(M.wrong);
    await requestCode(a.mobile);
    expect((await verify(a.mobile, await smsCode(a.mobile, 'sehat', 2))).status).toBe(200);
  });

  it('answers a number without an account exactly as one with, sends nothing, and logs nobody in', async () => {
    const a = await shopperWithMobile();
    const nobody = uniqueMobile();
    const known = await requestCode(a.mobile);
    const unknown = await requestCode(nobody);
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect(await settledMailCount(`+91${nobody}`)).toBe(0);
    const res = await verify(nobody, '123456');
    expect(res.status).toBe(401);
    expect(res.json.message).toBe(M.wrong);
  });

  it('limits codes per number, and per address across numbers', async () => {
    const a = await shopperWithMobile();
    const results = [];
    for (let i = 0; i < LIMITS.otpNumber.max + 1; i++) results.push(await requestCode(a.mobile));
    expect(results.map((r) => r.status)).toEqual([...Array(LIMITS.otpNumber.max).fill(200), 429]);
    expect(results.at(-1)!.json).toMatchObject({ message: M.throttled, code: 'RATE_LIMITED' });

    const from = { 'cf-connecting-ip': '203.0.113.77' };
    const spread = await Promise.all(Array.from({ length: LIMITS.otpAddress.max + 2 }, () => requestCode(uniqueMobile(), { headers: from })));
    expect(spread.filter((r) => r.status === 429)).toHaveLength(2);
    // Another address still asks for a code for its own number.
    const b = await shopperWithMobile();
    expect((await requestCode(b.mobile, { headers: { 'cf-connecting-ip': '203.0.113.78' } })).status).toBe(200);
  });

  it('refuses a malformed number or code with a clear message', async () => {
    for (const mobile of ['12345', '5876543210', '98765432101', 'abcdefghij']) {
      const res = await requestCode(mobile);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(M.mobileInvalid);
    }
    const res = await verify('9876543210', '12ab56');
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(M.codeInvalid);
  });

  it('keeps shops apart: a code of one shop logs into nothing in another', async () => {
    const a = await shopperWithMobile();
    await requestCode(a.mobile);
    const code = await smsCode(a.mobile);
    expect((await verify(a.mobile, code, KIRANA)).status).toBe(401);
    expect((await verify(a.mobile, code)).status).toBe(200);
  });

  it('logs into no account when two unproven accounts share the number; the proven one wins', async () => {
    const mobile = uniqueMobile();
    const first = await register(SEHAT, { mobile });
    await register(SEHAT, { mobile });
    await requestCode(mobile);
    const res = await verify(mobile, await smsCode(mobile));
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(M.ambiguous);
    await dbOf('sehat').prepare("UPDATE customers SET mobile_verified_at = '2026-01-01T00:00:00Z' WHERE id = ?").bind(first.id).run();
    await requestCode(mobile);
    const proven = await verify(mobile, await smsCode(mobile, 'sehat', 2));
    expect(proven.json.user?.id).toBe(first.id);
  });

  it('writes the SMS in the language of the page that asked', async () => {
    const a = await shopperWithMobile();
    await requestCode(a.mobile, { headers: { 'accept-language': 'hi-IN' } });
    const sms = await awaitMail(`+91${a.mobile}`);
    expect(sms!.body_text).toMatch(/^Sehat Pharmacy: आपका लॉगिन कोड \d{6} है। यह 5 मिनट चलेगा;/);
  });

  it('forgets the proof when the number changes in the profile', async () => {
    const a = await shopperWithMobile();
    await requestCode(a.mobile);
    const login = await verify(a.mobile, await smsCode(a.mobile));
    expect((await verifiedAt(a.id))!.at).not.toBeNull();
    const changed = await api(`EcomLogin/EcomCustomer/profile/${a.id}`, { method: 'PATCH', token: login.json.token, body: { mobile: uniqueMobile() } });
    expect(changed.status, changed.text).toBe(200);
    expect((await verifiedAt(a.id))!.at).toBeNull();
  });
});
