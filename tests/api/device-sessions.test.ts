import { describe, expect, it } from 'vitest';
import { CONSOLE_HEADER } from '@/lib/console-header-messages';
import { api } from './account-helpers';
import { dbOf } from './databases';
import { KIRANA, SEHAT } from './helpers';
import { awaitMail, resetLinkIn } from './mail-helpers';
import { ADMIN, SHOPPER, tokenFor } from './orders-support';

// "Keep me signed in on this device" for staff: a device session row holding
// only the hash of the token in an HttpOnly cookie; the cookie buys fresh
// session tokens for 30 days from its last use, whatever the browser's idle
// time-out; a logout ends that device's, and anything that moves the account's
// token version on (password reset, role change, access removed, "sign out
// other devices") ends them all.

const H = CONSOLE_HEADER;
const db = dbOf('sehat');
const admin = await tokenFor(...ADMIN);
const DAY = 24 * 60 * 60 * 1000;

async function sha256(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new rider or admin of sehat, added through the Staff page's API. */
async function newStaff(role: 'delivery' | 'admin' = 'delivery') {
  const body = { name: 'Kept Person', email: `kept-${crypto.randomUUID()}@example.com`, mobile: '9876543210', password: 'kept-pass-1', role };
  const res = await api('admin/staff', { method: 'POST', token: admin, body });
  expect(res.status, res.text).toBe(201);
  return { id: res.json.member.id as number, email: body.email, password: body.password };
}

function deviceCookie(headers: Headers): { value: string; attributes: string[] } | null {
  const line = headers.getSetCookie().find((c) => c.startsWith('device_session='));
  if (!line) return null;
  const [pair, ...attributes] = line.split(/;\s*/);
  return { value: pair!.slice('device_session='.length), attributes: attributes.map((a) => a.toLowerCase()) };
}

/** Logs in ticking "Keep me signed in"; answers the session token and the device cookie's value. */
async function keptLogin(email: string, password: string) {
  const res = await api('EcomLogin/Ecomlogin', { method: 'POST', body: { email, password, keep_signed_in: true } });
  expect(res.status, res.text).toBe(200);
  expect(res.json.kept_signed_in).toBe(true);
  const cookie = deviceCookie(res.headers);
  expect(cookie?.value).toMatch(/^[0-9a-f]{64}$/);
  return { token: res.json.token as string, device: cookie!.value, cookie: cookie! };
}

const resume = (device: string, host = SEHAT) => api('EcomLogin/device-session', { method: 'POST', headers: { cookie: `device_session=${device}` }, host });

describe('device sessions', () => {
  it('stores only the token’s hash, in a cookie no script or other site gets', async () => {
    const rider = await newStaff();
    const { device, cookie } = await keptLogin(rider.email, rider.password);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/api/ecomlogin', `max-age=${30 * 24 * 60 * 60}`]));
    expect(cookie.attributes.some((a) => a.startsWith('domain'))).toBe(false);
    const rows = await db.prepare('SELECT token_hash, expires_at FROM device_sessions WHERE customer_id = ?').bind(rider.id).all<{ token_hash: string; expires_at: string }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]!.token_hash).toBe(await sha256(device));
    expect(JSON.stringify(rows.results)).not.toContain(device);
    const days = (Date.parse(rows.results[0]!.expires_at) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('signs the device in long after the idle time-out, sliding its 30 days, and not once they are past', async () => {
    const rider = await newStaff();
    const { device } = await keptLogin(rider.email, rider.password);
    // Last used 29 days ago: far past the browser's 30-minute idle logout, one day left.
    const long = new Date(Date.now() - 29 * DAY).toISOString();
    await db.prepare('UPDATE device_sessions SET last_used_at = ?, expires_at = ? WHERE customer_id = ?').bind(long, new Date(Date.now() + DAY).toISOString(), rider.id).run();
    const back = await resume(device);
    expect(back.status, back.text).toBe(200);
    expect(back.json).toMatchObject({ message: H.deviceResumed, user: { id: rider.id, email: rider.email }, kept_signed_in: true });
    expect((await api(`placeOrder/assigned-orders/${rider.id}`, { token: back.json.token })).status).toBe(200);
    const slid = await db.prepare('SELECT expires_at FROM device_sessions WHERE customer_id = ?').bind(rider.id).first<{ expires_at: string }>();
    expect((Date.parse(slid!.expires_at) - Date.now()) / DAY).toBeGreaterThan(29.9);
    // A rider's resume also gives the rider page its pass.
    expect(back.headers.getSetCookie().some((c) => c.startsWith('rider_page=') && !c.startsWith('rider_page=;'))).toBe(true);

    await db.prepare('UPDATE device_sessions SET expires_at = ? WHERE customer_id = ?').bind(new Date(Date.now() - 1000).toISOString(), rider.id).run();
    const expired = await resume(device);
    expect(expired.status).toBe(401);
    expect(expired.json).toMatchObject({ message: H.deviceEnded, code: 'UNAUTHENTICATED' });
    expect(deviceCookie(expired.headers)?.attributes).toContain('max-age=0');
  });

  it('refuses no cookie, a made-up one, and another shop’s host', async () => {
    const rider = await newStaff();
    const { device } = await keptLogin(rider.email, rider.password);
    expect((await api('EcomLogin/device-session', { method: 'POST' })).status).toBe(401);
    expect((await resume('0'.repeat(64))).status).toBe(401);
    expect((await resume(device, KIRANA)).status).toBe(401);
    // Still good on its own shop.
    expect((await resume(device)).status).toBe(200);
  });

  it('leaves a shopper’s login answer as it was: no device session, no cookie', async () => {
    const res = await api('EcomLogin/Ecomlogin', { method: 'POST', body: { email: SHOPPER[0], password: SHOPPER[1], keep_signed_in: true } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['device', 'message', 'token', 'user']);
    expect(deviceCookie(res.headers)).toBeNull();
  });

  it('ends at once on that device’s logout, and other devices go on', async () => {
    const rider = await newStaff();
    const first = await keptLogin(rider.email, rider.password);
    const second = await keptLogin(rider.email, rider.password);
    const out = await api('EcomLogin/logout', { method: 'POST', token: first.token, headers: { cookie: `device_session=${first.device}` } });
    expect(out.status).toBe(200);
    expect(deviceCookie(out.headers)?.attributes).toContain('max-age=0');
    expect((await resume(first.device)).status).toBe(401);
    expect((await db.prepare('SELECT count(*) AS n FROM device_sessions WHERE token_hash = ?').bind(await sha256(first.device)).first<{ n: number }>())!.n).toBe(0);
    expect((await resume(second.device)).status).toBe(200);
  });

  it('ends on every device when the password is reset', async () => {
    const rider = await newStaff();
    const phone = await keptLogin(rider.email, rider.password);
    const laptop = await keptLogin(rider.email, rider.password);
    await api('EcomLogin/EcomCustomer/forgot-password', { method: 'POST', body: { email: rider.email } });
    const link = resetLinkIn((await awaitMail(rider.email))?.body_text);
    const reset = await api(`EcomLogin/EcomCustomer/reset-password/${link.split('/').pop()}`, { method: 'POST', body: { password: 'new-kept-pass-2' } });
    expect(reset.status, reset.text).toBe(200);
    expect((await resume(phone.device)).status).toBe(401);
    expect((await resume(laptop.device)).status).toBe(401);
    // The next kept login clears the dead rows: only its own is left.
    await keptLogin(rider.email, 'new-kept-pass-2');
    expect((await db.prepare('SELECT count(*) AS n FROM device_sessions WHERE customer_id = ?').bind(rider.id).first<{ n: number }>())!.n).toBe(1);
  });

  it('ends on every device when the admin changes the role or removes access', async () => {
    const promoted = await newStaff();
    const kept = await keptLogin(promoted.email, promoted.password);
    expect((await api(`admin/staff/${promoted.id}`, { method: 'PUT', token: admin, body: { role: 'admin' } })).status).toBe(200);
    expect((await resume(kept.device)).status).toBe(401);

    const removed = await newStaff('admin');
    const gone = await keptLogin(removed.email, removed.password);
    expect((await api(`admin/staff/${removed.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await resume(gone.device)).status).toBe(401);
  });

  it('signs out every other device, keeping this one with a fresh token', async () => {
    const rider = await newStaff();
    const round = `placeOrder/assigned-orders/${rider.id}`;
    const phone = await keptLogin(rider.email, rider.password);
    const laptop = await keptLogin(rider.email, rider.password);
    const res = await api('EcomLogin/device-session/sign-out-others', { method: 'POST', token: laptop.token, headers: { cookie: `device_session=${laptop.device}` } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe(H.signedOutOthers);
    expect((await resume(phone.device)).status).toBe(401);
    expect((await api(round, { token: phone.token })).status).toBe(401);
    expect((await api(round, { token: laptop.token })).status).toBe(401);
    expect((await api(round, { token: res.json.token })).status).toBe(200);
    expect((await resume(laptop.device)).status).toBe(200);
    // The log says who did it.
    const log = await api(`admin/activity?who=${rider.id}&kind=staff`, { token: admin });
    expect(log.json.entries.map((e: { action: string }) => e.action)).toEqual(['staff.sign_out_others']);
  });

  it('is for staff only: a shopper cannot sign out other devices', async () => {
    const shopper = await tokenFor(...SHOPPER);
    const res = await api('EcomLogin/device-session/sign-out-others', { method: 'POST', token: shopper });
    expect(res.status).toBe(403);
  });
});
