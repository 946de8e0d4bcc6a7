import { describe, expect, it } from 'vitest';
import { call } from './helpers';
import { makeAccount } from './orders-support';

// The audit log keeps the writes to staff, customers' accounts and the shop's
// settings: what was done, to whom or what, the fields worth keeping and an
// account's fields before → after; never a key or a secret, and nothing for a
// write that changed nothing or a shopper's own. Each test acts as an admin of
// its own, so the log read is that admin's alone.

type Entry = { action: string; actor_name: string; target_kind: string; target_ref: string | null; detail: Record<string, string>; changes?: Record<string, [unknown, unknown]> };

async function newAdmin(name: string) {
  return makeAccount('sehat', 'admin', name);
}

/** The admin's entries, newest first. */
async function logOf(admin: { id: number }, reader: { token: string }): Promise<Entry[]> {
  const res = await call(`admin/activity?limit=50&who=${admin.id}`, { token: reader.token });
  expect(res.status, res.text).toBe(200);
  return res.json.entries;
}

const member = () => ({ name: 'Audit Rider', email: `audit-${crypto.randomUUID()}@example.com`, mobile: '+91 98765 43210', password: 'audit-pass-1', role: 'delivery' });

describe('the audit log of staff and accounts', () => {
  it('records a member added, re-roled and removed, and nothing for a change that changed nothing', async () => {
    const admin = await newAdmin('Staff Auditor');
    const added = await call('admin/staff', { method: 'POST', token: admin.token, body: member() });
    expect(added.status, added.text).toBe(201);
    const id = added.json.member.id as number;
    expect((await call(`admin/staff/${id}`, { method: 'PUT', token: admin.token, body: { role: 'admin' } })).status).toBe(200);
    // The same role again: nothing to record.
    expect((await call(`admin/staff/${id}`, { method: 'PUT', token: admin.token, body: { role: 'admin' } })).status).toBe(200);
    expect((await call(`admin/staff/${id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    // Gone already: refused, and nothing recorded.
    expect((await call(`admin/staff/${id}`, { method: 'DELETE', token: admin.token })).status).toBe(404);
    const entries = await logOf(admin, admin);
    expect(entries.map((e) => e.action)).toEqual(['staff.remove', 'staff.role', 'staff.add']);
    for (const e of entries) expect(e).toMatchObject({ target_kind: 'customer', target_ref: String(id), actor_name: 'Staff Auditor' });
    expect(entries[2]!.detail).toEqual({ name: 'Audit Rider', role: 'delivery' });
    expect(entries[1]!.detail).toEqual({ role: 'admin' });
    expect(entries[1]!.changes).toEqual({ role: ['delivery', 'admin'] });
    expect(entries[0]!.changes).toEqual({ access: ['active', 'removed'] });
    expect(JSON.stringify(entries)).not.toContain('audit-pass-1');
  });

  it('records an operator’s edit, delete and restore of a customer, never the customer’s own edit', async () => {
    const admin = await newAdmin('Account Auditor');
    const shopper = await makeAccount('sehat', 'customer', 'Audited Shopper');
    const own = await call(`EcomLogin/EcomCustomer/profile/${shopper.id}`, { method: 'PATCH', token: shopper.token, body: { name: 'Shopper Herself' } });
    expect(own.status, own.text).toBe(200);
    const customers = await call('admin/activity?limit=100&kind=customers', { token: admin.token });
    expect(customers.json.entries.filter((e: Entry) => e.target_ref === String(shopper.id))).toEqual([]);
    const edit = await call(`EcomLogin/EcomCustomer/profile/${shopper.id}`, { method: 'PATCH', token: admin.token, body: { name: 'Renamed By Shop' } });
    expect(edit.status, edit.text).toBe(200);
    expect((await call(`EcomLogin/EcomCustomer/delete-user/${shopper.id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    // Deleted already: the guarded write changes nothing and nothing is recorded.
    expect((await call(`EcomLogin/EcomCustomer/delete-user/${shopper.id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    expect((await call(`EcomLogin/EcomCustomer/restore-user/${shopper.id}`, { method: 'PATCH', token: admin.token })).status).toBe(200);
    const entries = await logOf(admin, admin);
    expect(entries.map((e) => e.action)).toEqual(['customer.restore', 'customer.delete', 'customer.edit']);
    for (const e of entries) expect(e).toMatchObject({ target_kind: 'customer', target_ref: String(shopper.id), detail: {} });
    expect(entries[2]!.changes).toEqual({ name: ['Shopper Herself', 'Renamed By Shop'] });
    expect(entries[1]!.changes).toEqual({ access: ['active', 'removed'] });
    expect(entries[0]!.changes).toEqual({ access: ['removed', 'active'] });
  });
});

describe('the audit log of the shop’s settings', () => {
  it('records payment settings and keys set and removed, never a key', async () => {
    const admin = await newAdmin('Payments Auditor');
    const current = (await call('admin/payment-settings', { token: admin.token })).json;
    const settings = { payee_vpa: current.payee_vpa, payee_name: current.payee_name, unpaid_expiry_minutes: current.unpaid_expiry_minutes };
    expect((await call('admin/payment-settings', { method: 'PUT', token: admin.token, body: settings })).status).toBe(200);
    const keys = { key_id: 'rzp_test_Audit0001KeyZ', key_secret: 'sk-audit-secret-0b9c1d2e3f', webhook_secret: 'wh-audit-secret-9a8b7c6d5e' };
    const set = await call('admin/payment-keys', { method: 'PUT', token: admin.token, body: keys });
    expect(set.status, set.text).toBe(200);
    expect((await call('admin/payment-keys', { method: 'DELETE', token: admin.token })).status).toBe(200);
    // None left to remove: nothing recorded.
    expect((await call('admin/payment-keys', { method: 'DELETE', token: admin.token })).status).toBe(200);
    const entries = await logOf(admin, admin);
    expect(entries.map((e) => e.action)).toEqual(['shop.payment_keys_removed', 'shop.payment_keys', 'shop.payment_settings']);
    for (const e of entries) expect(e).toMatchObject({ target_kind: 'shop', target_ref: null, detail: {} });
    const text = JSON.stringify(entries);
    for (const secret of Object.values(keys)) expect(text).not.toContain(secret);
  });

  it('records the GST details, a messaging channel and the delivery areas saved', async () => {
    const admin = await newAdmin('Settings Auditor');
    const supplier = (await call('gst/supplier', { token: admin.token })).json.supplier;
    const gst = await call('gst/supplier', { method: 'PUT', token: admin.token, body: { legal_name: supplier.legal_name, address: supplier.address, state_code: supplier.state_code, gstin: supplier.gstin } });
    expect(gst.status, gst.text).toBe(200);
    const sms = await call('admin/messaging-settings/sms', { method: 'PUT', token: admin.token, body: { enabled: false, sender: 'audits', approved: [] } });
    expect(sms.status, sms.text).toBe(200);
    const areas = (await call('delivery/areas', { token: admin.token })).json.areas;
    expect((await call('delivery/areas', { method: 'PUT', token: admin.token, body: { areas } })).status).toBe(200);
    const entries = await logOf(admin, admin);
    expect(entries.map((e) => [e.action, e.target_ref])).toEqual([['shop.delivery_areas', null], ['shop.messaging_settings', 'sms'], ['shop.gst', null]]);
    for (const e of entries) expect(e).toMatchObject({ target_kind: 'shop', detail: {} });
  });
});
