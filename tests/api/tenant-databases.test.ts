import { env } from 'cloudflare:workers';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { app } from '@/server/app';
import { signToken } from '@/server/auth/tokens';
import { withD1Session } from '@/server/d1-session';
import { databaseForSlug } from '@/server/tenant-database';
import { api, register, tokenOf } from './account-helpers';
import { KIRANA, SEHAT, call, distributorId } from './helpers';
import { dbOf, splitLayout } from './databases';
import { awaitMail } from './mail-helpers';

// Tenants on their own databases. In the split layout (the default) kirana's
// rows live in DB_KIRANA and sehat's in the shared DB. Each database was
// seeded from empty, so row ids (customers, products, orders...) start at 1 in
// each and collide; only distributor ids are unique across databases. The
// shared layout (STOREFRONT_DB_LAYOUT=shared) runs the layout-free checks only.

const count = async (db: D1Database, table: string) => (await db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

/** Row counts of the tables a shopper's calls write, in one database. */
async function counts(db: D1Database) {
  const tables = ['customers', 'outbox', 'rate_limits', 'revoked_tokens', 'newsletter_subscribers', 'cart_items'];
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await count(db, t)] as const)));
}

/** The API as the Worker runs it, with extra bindings added to its env. */
function workerWith(extra: Record<string, unknown>) {
  const patched = Object.create(env, Object.fromEntries(Object.entries(extra).map(([k, value]) => [k, { value }]))) as Env;
  return (path: string, host: string) => {
    const request = new Request(`${host}/api/${path}`);
    return withD1Session(request, patched, async () => app.fetch(request, patched));
  };
}

describe.runIf(splitLayout())('kirana on its own database', () => {
  it('keeps each shop in its own database: distributor ids unique, other row ids colliding', async () => {
    const kiranaDb = env.DB_KIRANA!;
    expect(databaseForSlug(env, 'kirana')).toBe(kiranaDb);
    expect(databaseForSlug(env, 'sehat')).toBe(env.DB);
    const slugs = async (db: D1Database) => (await db.prepare('SELECT id, slug FROM distributors ORDER BY id').all()).results;
    expect(await slugs(env.DB)).toEqual([{ id: 1, slug: 'sehat' }]);
    expect(await slugs(kiranaDb)).toEqual([{ id: 2, slug: 'kirana' }]);
    const firstCustomer = async (db: D1Database) => (await db.prepare('SELECT MIN(id) AS id FROM customers').first<{ id: number }>())!.id;
    expect(await firstCustomer(kiranaDb)).toBe(await firstCustomer(env.DB));
  });

  it('reads kirana’s catalogue from DB_KIRANA and sehat’s from DB', async () => {
    const names = async (db: D1Database) =>
      (await db.prepare('SELECT product_name FROM products ORDER BY product_name').all<{ product_name: string }>()).results.map((r) => r.product_name);
    const listed = async (host: string) =>
      ((await call('ecomProd/ecomProducts?limit=500', { host })).json as Array<{ product_name: string }>).map((p) => p.product_name).sort();
    expect(await listed(KIRANA)).toEqual((await names(env.DB_KIRANA!)).sort());
    expect(await listed(SEHAT)).toEqual((await names(env.DB)).sort());
  });

  it('writes a kirana shopper’s sign-up, mail, throttle and logout into DB_KIRANA only, and sehat’s into DB only', async () => {
    for (const [host, own, other] of [
      [KIRANA, env.DB_KIRANA!, env.DB],
      [SEHAT, env.DB, env.DB_KIRANA!],
    ] as const) {
      const [ownBefore, otherBefore] = [await counts(own), await counts(other)];
      const account = await register(host);
      await api('EcomLogin/EcomCustomer/forgot-password', { method: 'POST', body: { email: account.email }, host });
      await awaitMail(account.email, host === KIRANA ? 'kirana' : 'sehat');
      await api('EcomLogin/logout', { method: 'POST', token: account.token, host });
      const ownAfter = await counts(own);
      expect(ownAfter.customers).toBe(ownBefore.customers + 1);
      expect(ownAfter.outbox).toBeGreaterThan(ownBefore.outbox);
      expect(ownAfter.rate_limits).toBeGreaterThan(ownBefore.rate_limits);
      expect(ownAfter.revoked_tokens).toBe(ownBefore.revoked_tokens + 1);
      expect(await counts(other)).toEqual(otherBefore);
      const stored = await own.prepare('SELECT email FROM customers WHERE id = ?').bind(account.id).first<{ email: string }>();
      expect(stored?.email).toBe(account.email);
    }
  });

  it('refuses a shop’s token at the other shop when the customer id is the same there', async () => {
    const password = 'secret123';
    // Two accounts with one id, one in each database (ids are per database).
    const id = 900_001;
    for (const [slug, host] of [
      ['sehat', SEHAT],
      ['kirana', KIRANA],
    ] as const) {
      const template = await register(host, { password });
      await dbOf(slug)
        .prepare('UPDATE customers SET id = ?, email = ? WHERE id = ?')
        .bind(id, `same-id-${slug}@example.com`, template.id)
        .run();
    }
    const sehatToken = await tokenOf('same-id-sehat@example.com', password, SEHAT);
    const kiranaToken = await tokenOf('same-id-kirana@example.com', password, KIRANA);
    const profile = (token: string, host: string) => api(`EcomLogin/EcomCustomer/user/${id}`, { token, host });
    expect((await profile(sehatToken, SEHAT)).json.email).toBe('same-id-sehat@example.com');
    expect((await profile(kiranaToken, KIRANA)).json.email).toBe('same-id-kirana@example.com');
    const crossed = await profile(sehatToken, KIRANA);
    expect(crossed.status).toBe(401);
    expect(crossed.json.message).toBe('This session belongs to another shop. Please login again.');
    expect((await profile(kiranaToken, SEHAT)).status).toBe(401);
    // Even a token whose distributor id is kirana's is refused there when it names another shop: ids
    // alone cannot tell shops apart once databases are separate, the slug can.
    const claimsKiranaId = await signToken(env.JWT_SECRET, { id, distributorId: await distributorId('kirana'), shop: 'sehat', role: 'customer', tokenVersion: 0 });
    expect((await profile(claimsKiranaId, KIRANA)).status).toBe(401);
  });

  it('moves a distributor by binding alone: a database bound for sehat that lacks its rows serves no sehat', async () => {
    expect((await workerWith({ DB_SEHAT: env.DB_KIRANA })('GeneralSetting', SEHAT)).status).toBe(404);
  });
});

describe('tenant databases in either layout', () => {
  it('refuses a token that does not name its shop (issued before tokens carried the slug)', async () => {
    const account = await register(SEHAT);
    const now = Math.floor(Date.now() / 1000);
    const old = await new SignJWT({ did: 1, role: 'customer', ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(account.id))
      .setJti(crypto.randomUUID())
      .setIssuer('edge-storefront')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(env.JWT_SECRET));
    expect((await api(`EcomLogin/EcomCustomer/user/${account.id}`, { token: account.token })).status).toBe(200);
    expect((await api(`EcomLogin/EcomCustomer/user/${account.id}`, { token: old })).status).toBe(401);
  });

  it('ignores a database bound for a slug no distributor has, and anything named like a database that is not one', async () => {
    const worker = workerWith({ DB_GHOST: env.DB_KIRANA ?? env.DB, DB_SEHAT: 'not a database' });
    const ghost = await worker('GeneralSetting', 'http://ghost.localhost');
    expect(ghost.status).toBe(404);
    expect(await ghost.json()).toMatchObject({ message: 'Unknown distributor.' });
    const sehat = await worker('GeneralSetting', SEHAT);
    expect(sehat.status).toBe(200);
    expect(await sehat.json()).toEqual((await call('GeneralSetting')).json);
    expect((await worker('GeneralSetting', KIRANA)).status).toBe(200);
  });
});
