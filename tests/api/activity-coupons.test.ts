import { describe, expect, it } from 'vitest';
import { call } from './helpers';
import { makeAccount } from './orders-support';

// The audit log keeps an operator's coupon writes: the coupon created (the
// shop's newest, with its code) and an edit with its fields before → after;
// a refused write (a duplicate code) leaves nothing.

type Entry = { action: string; target_kind: string; target_ref: string | null; detail: Record<string, string>; changes?: Record<string, [unknown, unknown]> };

describe('the audit log of coupons', () => {
  it('records a coupon created and deactivated, and nothing for a refused duplicate', async () => {
    const admin = await makeAccount('sehat', 'admin', 'Coupon Auditor');
    const code = `AUD${crypto.randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
    const coupon = { code, kind: 'percent', value: 10, valid_from: '2026-01-01', valid_to: '2027-12-31' };
    const created = await call('ecom_coupon', { method: 'POST', token: admin.token, body: coupon });
    expect(created.status, created.text).toBe(201);
    const id = created.json.coupon.id as number;
    expect((await call('ecom_coupon', { method: 'POST', token: admin.token, body: coupon })).status).toBe(409);
    const edited = await call(`ecom_coupon/${id}`, { method: 'PUT', token: admin.token, body: { active: false } });
    expect(edited.status, edited.text).toBe(200);
    const log = await call(`admin/activity?limit=50&who=${admin.id}`, { token: admin.token });
    expect(log.status, log.text).toBe(200);
    const entries = log.json.entries as Entry[];
    expect(entries.map((e) => e.action)).toEqual(['coupon.edit', 'coupon.create']);
    for (const e of entries) expect(e).toMatchObject({ target_kind: 'coupon', target_ref: String(id) });
    expect(entries[1]!.detail).toMatchObject({ code });
    expect(entries[0]!.changes?.active).toEqual([1, 0]);
  });
});
