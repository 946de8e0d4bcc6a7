import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Distributor } from '@/contract/catalogue';
import { readRound } from '@/contract/rider';
import { MESSAGES } from '@/lib/messages';
import { riderPageRound } from '@/server/pages/rider-page';
import { api } from './account-helpers';
import { dbOf } from './databases';
import { KIRANA, SEHAT } from './helpers';
import { accountId, insertOrder, productsOf, RIDER, SHOPPER, ADMIN } from './orders-support';

// The rider page's pass: a cookie a rider's login (or the rider page, asking
// with its token) gets, which only /rider's server rendering reads to draw
// the round into the HTML. It is HttpOnly, SameSite=Strict, Path=/rider,
// Secure but on local HTTP, lives at most 30 minutes, dies with its session,
// is refused by another shop's host, and the API never takes it.

const shop = async (slug: 'sehat' | 'kirana') =>
  (await dbOf(slug).prepare('SELECT id, slug, name FROM distributors WHERE slug = ?').bind(slug).first<Distributor>())!;

const logIn = (email: string, password: string, host = SEHAT) => api('EcomLogin/Ecomlogin', { method: 'POST', body: { email, password }, host });

/** The Set-Cookie line for the pass, with its attributes. */
function passCookie(headers: Headers): { value: string; attributes: string[] } | null {
  const line = headers.getSetCookie().find((c) => c.startsWith('rider_page='));
  if (!line) return null;
  const [pair, ...attributes] = line.split(/;\s*/);
  return { value: decodeURIComponent(pair!.slice('rider_page='.length)), attributes: attributes.map((a) => a.toLowerCase()) };
}

const claimsOf = (pass: string) => JSON.parse(atob(pass.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { iat: number; exp: number };

describe('the rider page’s pass', () => {
  it('comes with a rider’s login, and draws that rider’s round on this shop only', async () => {
    const [sehat, kirana, riderId, shopperId, [product]] = await Promise.all([shop('sehat'), shop('kirana'), accountId(RIDER[0]), accountId(SHOPPER[0]), productsOf('sehat', 1)]);
    const order = await insertOrder({ userId: shopperId, status: 'approved', delivery: { riderId, status: 'assigned' }, lines: [{ product: product!, quantity: 2 }] });

    const login = await logIn(...RIDER);
    expect(login.status).toBe(200);
    const cookie = passCookie(login.headers);
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cookie!.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/rider', 'max-age=1800']));
    // Local HTTP only: a browser would not send a Secure cookie back over it.
    expect(cookie!.attributes).not.toContain('secure');
    expect(cookie!.attributes.some((a) => a.startsWith('domain'))).toBe(false);
    const { iat, exp } = claimsOf(cookie!.value);
    expect(exp - iat).toBe(1800);

    const round = await riderPageRound(sehat, cookie!.value);
    const card = round?.find((o) => o.order_id === order.orderId);
    expect(card).toMatchObject({ customer_name: 'Ananya Iyer', customer_mobile: '9876543210', deliveryboy_status: 'assigned' });
    expect(card!.products.map((p) => [p.product_id, p.quantity])).toEqual([[product!.id, 2]]);
    // The round is what the island reads from the API's round route.
    const fromApi = await api(`placeOrder/assigned-orders/${riderId}`, { token: login.json.token });
    expect(round).toEqual(readRound(fromApi.json));

    // Another shop's host does not take it, nor does any other text.
    expect(await riderPageRound(kirana, cookie!.value)).toBeNull();
    const [head, body, signature] = cookie!.value.split('.');
    expect(await riderPageRound(sehat, `${head}.${body}.${signature!.slice(0, -2)}xx`)).toBeNull();
    expect(await riderPageRound(sehat, login.json.token)).toBeNull();
    expect(await riderPageRound(sehat, undefined)).toBeNull();

    // Kirana's rider's pass draws nothing on sehat's host.
    const kiranaLogin = await logIn(...RIDER, KIRANA);
    const kiranaPass = passCookie(kiranaLogin.headers)!.value;
    expect(await riderPageRound(kirana, kiranaPass)).toEqual(expect.any(Array));
    expect(await riderPageRound(sehat, kiranaPass)).toBeNull();
  });

  it('is Secure outside local HTTP', async () => {
    const login = await logIn(...RIDER, 'https://localhost');
    expect(login.status).toBe(200);
    expect(passCookie(login.headers)!.attributes).toContain('secure');
  });

  it('is never accepted by the API: neither as a cookie nor as a bearer token', async () => {
    const [riderId, shopperId, [product]] = await Promise.all([accountId(RIDER[0]), accountId(SHOPPER[0]), productsOf('sehat', 1)]);
    const order = await insertOrder({ userId: shopperId, status: 'approved', delivery: { riderId, status: 'assigned' }, lines: [{ product: product!, quantity: 1 }] });
    const pass = passCookie((await logIn(...RIDER)).headers)!.value;
    const step = `placeOrder/update-deliveryboy-status/${order.orderId}`;
    const body = { deliveryboy_status: 'picked_up' };
    expect((await api(step, { method: 'PUT', body, headers: { cookie: `rider_page=${pass}` } })).status).toBe(401);
    expect((await api(step, { method: 'PUT', body, token: pass })).status).toBe(401);
    expect((await api(`placeOrder/assigned-orders/${riderId}`, { token: pass })).status).toBe(401);
    expect((await api(`placeOrder/assigned-orders/${riderId}`, { headers: { cookie: `rider_page=${pass}` } })).status).toBe(401);
    const stored = await dbOf('sehat').prepare('SELECT deliveryboy_status FROM orders WHERE order_id = ?').bind(order.orderId).first<{ deliveryboy_status: string }>();
    expect(stored!.deliveryboy_status).toBe('assigned');
  });

  it('is asked for with a rider’s token; anyone else is refused and loses any pass', async () => {
    const sehat = await shop('sehat');
    const rider = (await logIn(...RIDER)).json.token;
    const fresh = await api('EcomLogin/rider-page-session', { method: 'POST', token: rider });
    expect(fresh.status).toBe(200);
    expect(fresh.json).toEqual({ message: MESSAGES.rider.pageReady });
    expect(fresh.headers.get('cache-control')).toBe('private, no-store');
    expect(await riderPageRound(sehat, passCookie(fresh.headers)!.value)).toEqual(expect.any(Array));

    for (const [email, password] of [SHOPPER, ADMIN]) {
      const login = await logIn(email, password);
      // Their login takes away a pass a rider may have left in this browser.
      expect(passCookie(login.headers)).toMatchObject({ value: '', attributes: expect.arrayContaining(['max-age=0', 'path=/rider']) });
      const asked = await api('EcomLogin/rider-page-session', { method: 'POST', token: login.json.token });
      expect(asked.status).toBe(403);
      expect(asked.json).toEqual({ message: MESSAGES.rider.pageOnlyForRiders, code: 'FORBIDDEN' });
      expect(passCookie(asked.headers)?.value).toBe('');
    }
    // Kirana's rider's token is another shop's session here.
    const kiranaRider = (await logIn(...RIDER, KIRANA)).json.token;
    expect((await api('EcomLogin/rider-page-session', { method: 'POST', token: kiranaRider })).status).toBe(401);
    expect((await api('EcomLogin/rider-page-session', { method: 'POST' })).status).toBe(401);
    // A sign-up takes it away too.
    const signup = await api('EcomLogin/Ecomregister', { method: 'POST', body: { name: 'New Shopper', email: `pass-${Date.now()}@example.com`, mobile: '9876543210', password: 'secret123' } });
    expect(passCookie(signup.headers)?.value).toBe('');
  });

  it('ends with its session: logout clears it, and a pass kept anyway draws nothing', async () => {
    const sehat = await shop('sehat');
    const login = await logIn(...RIDER);
    const pass = passCookie(login.headers)!.value;
    expect(await riderPageRound(sehat, pass)).toEqual(expect.any(Array));
    const out = await api('EcomLogin/logout', { method: 'POST', token: login.json.token });
    expect(out.status).toBe(200);
    expect(passCookie(out.headers)).toMatchObject({ value: '', attributes: expect.arrayContaining(['max-age=0', 'path=/rider', 'httponly']) });
    expect(await riderPageRound(sehat, pass)).toBeNull();
  });

  it('lasts no longer than its session’s token, and draws nothing once the rider is deleted', async () => {
    const sehat = await shop('sehat');
    const login = await logIn(...RIDER);
    const { exp } = claimsOf(login.json.token);
    const pass = passCookie(login.headers)!.value;
    expect(claimsOf(pass).exp).toBeLessThanOrEqual(exp);
    // A rider whose account is deleted is no longer shown a round.
    const riderId = await accountId(RIDER[0]);
    await env.DB.prepare("UPDATE customers SET deleted_at = '2026-01-01T00:00:00Z' WHERE id = ?").bind(riderId).run();
    expect(await riderPageRound(sehat, pass)).toBeNull();
  });
});
