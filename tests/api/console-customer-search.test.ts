import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { call } from './helpers';
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
    const byMobile = await call(`${BASE}?q=9876543210&limit=500`, { token: admin });
    expect(byMobile.json.map((c: { email: string }) => c.email)).toContain(person.email);
    const none = await call(`${BASE}?q=nobody-has-this-name`, { token: admin });
    expect(none.json).toEqual([]);
    expect(none.headers.get('X-Total-Count')).toBe('0');
  });

  it('refuses overlong text, and anyone but an admin', async () => {
    const long = await call(`${BASE}?q=${'a'.repeat(101)}`, { token: admin });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe(MESSAGES.console.customers.searchTooLong(100));
    expect((await call(`${BASE}?q=a`, { token: shopper })).status).toBe(403);
    expect((await call(`${BASE}?q=a`)).status).toBe(401);
  });
});
