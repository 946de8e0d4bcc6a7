import { describe, expect, it } from 'vitest';
import { dbOf } from './databases';
import { KIRANA, call } from './helpers';
import { ADMIN, makeAccount, tokenFor } from './orders-support';
import { loginCall } from './support';
import { CONSOLE_DAY } from '@/lib/console-day-messages';

// The console's Staff page: the shop's admins and riders, managed by its admins.

const W = CONSOLE_DAY.staff;
const admin = await tokenFor(...ADMIN);
const adminId = (await dbOf('sehat').prepare('SELECT id FROM customers WHERE email = ?').bind(ADMIN[0]).first<{ id: number }>())!.id;

function newRider(overrides: Record<string, unknown> = {}) {
  return { name: 'Ravi Rider', email: `ravi-${crypto.randomUUID()}@example.com`, mobile: '+91 98765 43210', password: 'ravi-pass-1', role: 'delivery', ...overrides };
}

async function add(body: Record<string, unknown>, token = admin) {
  return call('admin/staff', { method: 'POST', token, body });
}

const login = (email: string, password: string) => loginCall(email, password);

describe('admin/staff', () => {
  it('lists the shop’s admins and riders, never customers, deleted staff or another shop’s', async () => {
    const shopper = await makeAccount('sehat', 'customer', 'Just A Shopper');
    const gone = await makeAccount('sehat', 'delivery', 'Gone Rider');
    await dbOf('sehat').prepare(`UPDATE customers SET deleted_at = '2026-01-01' WHERE id = ?`).bind(gone.id).run();
    const other = await makeAccount('kirana', 'delivery', 'Kirana Rider');
    const res = await call('admin/staff', { token: admin });
    expect(res.status).toBe(200);
    expect(res.json.me).toBe(adminId);
    const ids = res.json.staff.map((s: { id: number }) => s.id);
    expect(ids).toContain(adminId);
    expect(ids).not.toContain(shopper.id);
    expect(ids).not.toContain(gone.id);
    expect(ids).not.toContain(other.id);
    for (const s of res.json.staff) expect(['admin', 'delivery']).toContain(s.role);
    expect(JSON.stringify(res.json)).not.toMatch(/password|token_version/);
  });

  it('adds a rider who can then log in as a rider, and refuses a second account with the same e-mail', async () => {
    const body = newRider();
    const res = await add(body);
    expect(res.status).toBe(201);
    expect(res.json.member).toMatchObject({ name: 'Ravi Rider', email: body.email, mobile: '9876543210', role: 'delivery' });
    const list = await call('admin/staff', { token: admin });
    expect(list.json.staff.map((s: { id: number }) => s.id)).toContain(res.json.member.id);
    const signedIn = await login(body.email as string, body.password as string);
    expect(signedIn.status).toBe(200);
    const round = await call(`placeOrder/assigned-orders/${res.json.member.id}`, { token: signedIn.json.token });
    expect(round.status).toBe(200);
    const again = await add({ ...body, email: (body.email as string).toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(W.emailTaken);
  });

  it('refuses a bad field with its reason and adds nothing', async () => {
    const count = async () => (await dbOf('sehat').prepare('SELECT COUNT(*) AS n FROM customers').first<{ n: number }>())!.n;
    const before = await count();
    for (const bad of [{ role: 'customer' }, { role: 'owner' }, { password: '123' }, { mobile: '12345' }, { email: 'not-an-email' }, { name: '' }]) {
      const res = await add(newRider(bad));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json.message).toBeTruthy();
    }
    expect((await add(newRider({ role: 'customer' }))).json.message).toBe(W.roleInvalid);
    expect(await count()).toBe(before);
  });

  it('changes a role: the member’s sessions end and their next login has the new role', async () => {
    const body = newRider();
    const member = (await add(body)).json.member;
    const riderToken = (await login(body.email as string, body.password as string)).json.token;
    const res = await call(`admin/staff/${member.id}`, { method: 'PUT', token: admin, body: { role: 'admin' } });
    expect(res.status).toBe(200);
    expect(res.json.member.role).toBe('admin');
    expect((await call(`placeOrder/assigned-orders/${member.id}`, { token: riderToken })).status).toBe(401);
    const newToken = (await login(body.email as string, body.password as string)).json.token;
    expect((await call('admin/access', { token: newToken })).status).toBe(200);
  });

  it('removes access: sessions end at once and the login is refused', async () => {
    const body = newRider();
    const member = (await add(body)).json.member;
    const riderToken = (await login(body.email as string, body.password as string)).json.token;
    const res = await call(`admin/staff/${member.id}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(W.removedMessage);
    expect((await call(`placeOrder/assigned-orders/${member.id}`, { token: riderToken })).status).toBe(401);
    expect((await login(body.email as string, body.password as string)).status).toBe(403);
    const list = await call('admin/staff', { token: admin });
    expect(list.json.staff.map((s: { id: number }) => s.id)).not.toContain(member.id);
    expect((await call(`admin/staff/${member.id}`, { method: 'DELETE', token: admin })).status).toBe(404);
  });

  it('never lets an admin change or remove themself', async () => {
    const put = await call(`admin/staff/${adminId}`, { method: 'PUT', token: admin, body: { role: 'delivery' } });
    expect(put.status).toBe(409);
    expect(put.json.message).toBe(W.notYourself);
    const del = await call(`admin/staff/${adminId}`, { method: 'DELETE', token: admin });
    expect(del.status).toBe(409);
    expect((await call('admin/access', { token: admin })).status).toBe(200);
  });

  it('keeps the last admin: two admins removing each other at once leave one', async () => {
    // A shop of its own is not at hand: the other shop's admins are all but these two removed first.
    const a = await makeAccount('kirana', 'admin', 'Admin A');
    const b = await makeAccount('kirana', 'admin', 'Admin B');
    const others = await call('admin/staff', { token: a.token, host: KIRANA });
    for (const s of others.json.staff as Array<{ id: number; role: string }>) {
      if (s.id !== a.id && s.id !== b.id && s.role === 'admin') {
        expect((await call(`admin/staff/${s.id}`, { method: 'DELETE', token: a.token, host: KIRANA })).status).toBe(200);
      }
    }
    const [ab, ba] = await Promise.all([
      call(`admin/staff/${b.id}`, { method: 'DELETE', token: a.token, host: KIRANA }),
      call(`admin/staff/${a.id}`, { method: 'DELETE', token: b.token, host: KIRANA }),
    ]);
    expect([ab.status, ba.status].filter((s) => s === 200)).toHaveLength(1);
    const admins = await dbOf('kirana').prepare(`SELECT COUNT(*) AS n FROM customers WHERE id IN (?, ?) AND role = 'admin' AND deleted_at IS NULL`).bind(a.id, b.id).first<{ n: number }>();
    expect(admins!.n).toBe(1);
  });

  it('is for this shop’s admins only, and never reaches another shop’s staff', async () => {
    const rider = await makeAccount('sehat', 'delivery');
    const shopper = await makeAccount('sehat', 'customer');
    for (const token of [rider.token, shopper.token]) {
      expect((await call('admin/staff', { token })).status).toBe(403);
      expect((await add(newRider(), token)).status).toBe(403);
    }
    // Ids are per database: the other shop's rider is aimed at from its own host, with this shop's admin.
    const kiranaRider = await makeAccount('kirana', 'delivery');
    expect((await call(`admin/staff/${kiranaRider.id}`, { method: 'DELETE', token: admin, host: KIRANA })).status).toBe(401);
    expect((await call(`admin/staff/${kiranaRider.id}`, { method: 'PUT', token: admin, body: { role: 'admin' }, host: KIRANA })).status).toBe(401);
    const kiranaRow = await dbOf('kirana').prepare('SELECT role, deleted_at FROM customers WHERE id = ?').bind(kiranaRider.id).first();
    expect(kiranaRow).toEqual({ role: 'delivery', deleted_at: null });
    expect((await call(`admin/staff/${shopper.id}`, { method: 'PUT', token: admin, body: { role: 'admin' } })).status).toBe(404);
    const row = await dbOf('sehat').prepare('SELECT role, deleted_at FROM customers WHERE id = ?').bind(shopper.id).first<{ role: string; deleted_at: string | null }>();
    expect(row).toEqual({ role: 'customer', deleted_at: null });
  });
});
