import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { dbOf } from './databases';
import { KIRANA, SEHAT, call, distributorId } from './helpers';
import { makeAccount, seededCrew } from './orders-support';

// The operators' customer list searched by name, e-mail or mobile.

const { admin, shopper } = await seededCrew(1);
const BASE = 'EcomLogin/EcomCustomer/getAllCustomers';

describe('customer search', () => {
  it('finds accounts by part of the name (any case), the e-mail or the mobile, and counts only those', async () => {
    const person = await makeAccount('sehat', 'customer', 'Zubeida Quraishi');
    for (const q of ['zubeida', 'QURAISHI', person.email.slice(0, 20)]) {
      const res = await call(`${BASE}?q=${encodeURIComponent(q)}`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.json.map((c: { email: string }) => c.email)).toEqual([person.email]);
      expect(res.headers.get('X-Total-Count')).toBe('1');
    }
    for (const typed of ['9876543210', '+91 98765 43210', '098765-43210', '98765 4321']) {
      const byMobile = await call(`${BASE}?q=${encodeURIComponent(typed)}&limit=500`, { token: admin });
      expect(byMobile.json.map((c: { email: string }) => c.email), typed).toContain(person.email);
    }
    // Words in any order, every one of them required; a word too short to look up keeps the text as typed.
    for (const q of ['quraishi zubeida', 'Quraishi  ZUBE', 'zubeida q']) {
      const res = await call(`${BASE}?q=${encodeURIComponent(q)}`, { token: admin });
      expect(res.json.map((c: { email: string }) => c.email), q).toEqual([person.email]);
    }
    for (const q of ['quraishi khan', 'quraishi z']) {
      const res = await call(`${BASE}?q=${encodeURIComponent(q)}`, { token: admin });
      expect(res.json, q).toEqual([]);
    }
    const none = await call(`${BASE}?q=nobody-has-this-name`, { token: admin });
    expect(none.json).toEqual([]);
    expect(none.headers.get('X-Total-Count')).toBe('0');
  });

  it('pages a common name newest first and counts it only some way past the page', async () => {
    const name = `Quillon ${crypto.randomUUID().slice(0, 8)}`;
    const did = await distributorId('sehat');
    const db = dbOf('sehat');
    await db.batch(
      Array.from({ length: 130 }, (_, i) =>
        db.prepare("INSERT INTO customers (distributor_id, name, email, mobile, password_hash, role) VALUES (?, ?, ?, '9876500000', 'x', 'customer')")
          .bind(did, `${name} ${i}`, `q-${crypto.randomUUID()}@example.com`),
      ),
    );
    const page = (offset: number) => call(`${BASE}?q=${encodeURIComponent(name)}&limit=20&offset=${offset}`, { token: admin });
    const first = await page(0);
    expect(first.json.map((c: { name: string }) => c.name)).toEqual(Array.from({ length: 20 }, (_, i) => `${name} ${129 - i}`));
    expect(first.headers.get('X-Total-Count')).toBe('120');
    expect(first.headers.get('X-Total-More')).toBe('1');
    const last = await page(120);
    expect(last.json.map((c: { name: string }) => c.name)).toEqual(Array.from({ length: 10 }, (_, i) => `${name} ${9 - i}`));
    expect(last.headers.get('X-Total-Count')).toBe('130');
    expect(last.headers.get('X-Total-More')).toBeNull();
  });

  it('finds a renamed account by its new name only, and never another shop’s account', async () => {
    const word = `Yarrowby${crypto.randomUUID().slice(0, 6)}`;
    const person = await makeAccount('sehat', 'customer', `${word} Old`);
    const renamed = await call(`EcomLogin/EcomCustomer/profile/${person.id}`, { method: 'PATCH', token: admin, body: { name: `${word} New` } });
    expect(renamed.status, renamed.text).toBe(200);
    const found = async (q: string, token = admin, host = SEHAT) =>
      (await call(`${BASE}?q=${encodeURIComponent(q)}`, { token, host })).json.map((c: { name: string }) => c.name);
    expect(await found(`${word} New`)).toEqual([`${word} New`]);
    expect(await found(`${word} Old`)).toEqual([]);

    // Kirana's account of the same words is kirana's to find, not sehat's.
    await makeAccount('kirana', 'customer', `${word} Kirana`);
    expect(await found(word)).toEqual([`${word} New`]);
    const kiranaAdmin = await makeAccount('kirana', 'admin', 'Kirana Admin');
    expect(await found(word, kiranaAdmin.token, KIRANA)).toEqual([`${word} Kirana`]);
  });

  it('refuses overlong text, and anyone but an admin', async () => {
    const long = await call(`${BASE}?q=${'a'.repeat(101)}`, { token: admin });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe(MESSAGES.console.customers.searchTooLong(100));
    expect((await call(`${BASE}?q=a`, { token: shopper })).status).toBe(403);
    expect((await call(`${BASE}?q=a`)).status).toBe(401);
  });
});
