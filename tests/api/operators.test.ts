import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { KIRANA, call, distributorId } from './helpers';
import { ADMIN, RIDER, accountId, insertOrder, makeAccount, seededCrew, tokenFor } from './orders-support';
import { dbOf, oneDatabase } from './databases';

// What operators and riders need: the shop-wide order list, coupon
// management, and the rider's view of whom to deliver to.

const { shopper, shopperId, admin, rider, riderId, products } = await seededCrew(6);

describe('assigned-orders', () => {
  it('gives the rider each own order with the customer’s name, mobile and address', async () => {
    const customer = await makeAccount('sehat', 'customer', 'Meera Iyer');
    const order = await insertOrder({ userId: customer.id, status: 'approved', delivery: { riderId, status: 'assigned' }, lines: [{ product: products[0]!, quantity: 1 }] });
    const res = await call(`placeOrder/assigned-orders/${riderId}`, { token: rider });
    expect(res.status).toBe(200);
    const mine = res.json.orders.find((o: { id: number }) => o.id === order.pk);
    expect(mine).toMatchObject({
      order_id: order.orderId,
      customer_name: 'Meera Iyer',
      customer_mobile: '9876543210',
      delivery_address: '14 MG Road, Pune 411001',
      assigned_deliveryboy_id: riderId,
    });
    expect(res.json.orders.every((o: { assigned_deliveryboy_id: number }) => o.assigned_deliveryboy_id === riderId)).toBe(true);
  });

  it('is the rider’s own list only: another rider and customers get 403, an admin any rider of the shop', async () => {
    const other = await makeAccount('sehat', 'delivery');
    expect((await call(`placeOrder/assigned-orders/${riderId}`, { token: other.token })).status).toBe(403);
    expect((await call(`placeOrder/assigned-orders/${riderId}`, { token: shopper })).status).toBe(403);
    expect((await call(`placeOrder/assigned-orders/${riderId}`)).status).toBe(401);
    const asAdmin = await call(`placeOrder/assigned-orders/${riderId}`, { token: admin });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.json.orders[0].customer_name).toEqual(expect.any(String));
    // An id that is no rider of this shop (a customer, or another shop's rider) is not a list to show.
    expect((await call(`placeOrder/assigned-orders/${shopperId}`, { token: admin })).status).toBe(404);
    // Row ids are per database: on a database of its own, kirana's rider id may be one of sehat's accounts.
    const kiranaRider = await accountId(RIDER[0], 'kirana');
    if (oneDatabase()) expect((await call(`placeOrder/assigned-orders/${kiranaRider}`, { token: admin })).status).toBe(404);
  });
});

describe('all-orders', () => {
  it('lists the shop’s orders newest first with the customer, paged, total in X-Total-Count', async () => {
    const res = await call('placeOrder/all-orders?limit=5', { token: admin });
    expect(res.status).toBe(200);
    const did = await distributorId('sehat');
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE distributor_id = ?').bind(did).first<{ n: number }>();
    expect(Number(res.headers.get('X-Total-Count'))).toBe(count!.n);
    expect(res.json.orders).toHaveLength(5);
    const dates = res.json.orders.map((o: { createdAt: string }) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = res.json.orders[0];
    expect(first).toMatchObject({ customer_id: expect.any(Number), customer_name: expect.any(String), order_id: expect.any(String) });
    expect(Array.isArray(first.products)).toBe(true);
    const page2 = await call('placeOrder/all-orders?limit=5&page=2', { token: admin });
    const ids1 = new Set(res.json.orders.map((o: { id: number }) => o.id));
    expect(page2.json.orders.some((o: { id: number }) => ids1.has(o.id))).toBe(false);
  });

  it('filters by status and shows a newly placed order at the top', async () => {
    const order = await insertOrder({ userId: shopperId, status: 'pending', createdAgoHours: 0, lines: [{ product: products[1]!, quantity: 2 }] });
    const res = await call('placeOrder/all-orders?status=pending', { token: admin });
    expect(res.status).toBe(200);
    expect(res.json.orders.every((o: { order_status: string }) => o.order_status === 'pending')).toBe(true);
    expect(res.json.orders[0]).toMatchObject({ id: order.pk, customer_id: shopperId, products: [{ product_id: products[1]!.id, quantity: 2 }] });
  });

  it('never shows another shop’s orders', async () => {
    const kiranaAdmin = await tokenFor(ADMIN[0], ADMIN[1], 'kirana');
    const res = await call('placeOrder/all-orders?limit=100', { token: kiranaAdmin, host: KIRANA });
    const did = await distributorId('kirana');
    const count = await dbOf('kirana').prepare('SELECT COUNT(*) AS n FROM orders WHERE distributor_id = ?').bind(did).first<{ n: number }>();
    expect(Number(res.headers.get('X-Total-Count'))).toBe(count!.n);
    if (oneDatabase()) expect(res.json.orders.some((o: { user_id: number }) => o.user_id === shopperId)).toBe(false);
    // A sehat admin's token on the kirana host is refused.
    expect((await call('placeOrder/all-orders', { token: admin, host: KIRANA })).status).toBeGreaterThanOrEqual(401);
  });

  it('is for admins only and validates its query', async () => {
    expect((await call('placeOrder/all-orders')).status).toBe(401);
    expect((await call('placeOrder/all-orders', { token: shopper })).status).toBe(403);
    expect((await call('placeOrder/all-orders', { token: rider })).status).toBe(403);
    for (const query of ['status=shipped', 'page=0', 'limit=0', 'limit=101', 'page=abc']) {
      const res = await call(`placeOrder/all-orders?${query}`, { token: admin });
      expect(res.status, query).toBe(400);
      expect(res.json.message).toEqual(expect.any(String));
    }
    expect((await call('placeOrder/all-orders', { token: admin })).json.orders.length).toBeLessThanOrEqual(20);
  });
});

const validCoupon = (code: string) => ({
  code,
  kind: 'percent',
  value: 15,
  max_discount: 120.5,
  min_order_amount: 299.99,
  valid_from: '2026-01-01',
  valid_to: '2030-12-31',
  per_customer_limit: 2,
});

describe('coupons for operators', () => {
  it('creates a coupon (code upper-cased, amounts in rupees, paise in D1) and lists it', async () => {
    const res = await call('ecom_coupon', { method: 'POST', token: admin, body: validCoupon('monsoon15') });
    expect(res.status).toBe(201);
    expect(res.json.coupon).toMatchObject({
      code: 'MONSOON15',
      kind: 'percent',
      value: 15,
      max_discount: 120.5,
      min_order_amount: 299.99,
      valid_from: '2026-01-01T00:00:00.000Z',
      valid_to: '2030-12-31T23:59:59.999Z',
      per_customer_limit: 2,
      active: true,
    });
    const row = await env.DB.prepare('SELECT max_discount_paise, min_order_paise FROM coupons WHERE id = ?').bind(res.json.coupon.id).first();
    expect(row).toEqual({ max_discount_paise: 12050, min_order_paise: 29999 });
    const list = await call('ecom_coupon/list', { token: admin });
    expect(list.json.coupons.find((c: { id: number }) => c.id === res.json.coupon.id)).toMatchObject({ code: 'MONSOON15' });
  });

  it('refuses a duplicate code in any case with 409, but the same code in another shop is fine', async () => {
    expect((await call('ecom_coupon', { method: 'POST', token: admin, body: validCoupon('Diwali20') })).status).toBe(201);
    const again = await call('ecom_coupon', { method: 'POST', token: admin, body: validCoupon('diwali20') });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('A coupon with this code already exists.');
    const kiranaAdmin = await tokenFor(ADMIN[0], ADMIN[1], 'kirana');
    expect((await call('ecom_coupon', { method: 'POST', token: kiranaAdmin, host: KIRANA, body: validCoupon('DIWALI20') })).status).toBe(201);
  });

  it('validates every rule with a 400 and a message, storing nothing', async () => {
    const did = await distributorId('sehat');
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM coupons WHERE distributor_id = ?').bind(did).first<{ n: number }>();
    const bad: Array<[string, Record<string, unknown>]> = [
      ['code too short', { code: 'AB' }],
      ['code too long', { code: 'A'.repeat(41) }],
      ['code with a space', { code: 'SAVE 10' }],
      ['code with a symbol', { code: 'SAVE-10' }],
      ['no code', { code: undefined }],
      ['unknown kind', { kind: 'bogo' }],
      ['zero value', { value: 0 }],
      ['negative value', { value: -5 }],
      ['percent over 100', { value: 100.5 }],
      ['three decimals', { value: 10.555 }],
      ['negative cap', { max_discount: -1 }],
      ['cap on a flat coupon', { kind: 'flat', value: 50, max_discount: 10 }],
      ['negative minimum', { min_order_amount: -0.01 }],
      ['minimum as text', { min_order_amount: 'lots' }],
      ['not a date', { valid_from: 'soon' }],
      ['impossible date', { valid_to: '2030-02-30' }],
      ['from after to', { valid_from: '2031-01-01', valid_to: '2030-12-31' }],
      ['limit zero', { per_customer_limit: 0 }],
      ['limit fractional', { per_customer_limit: 1.5 }],
    ];
    for (const [label, change] of bad) {
      const body = { ...validCoupon('RULES1'), ...change };
      const res = await call('ecom_coupon', { method: 'POST', token: admin, body });
      expect(res.status, label).toBe(400);
      expect(res.json.message, label).toEqual(expect.any(String));
    }
    expect((await call('ecom_coupon', { method: 'POST', token: admin, body: '[1' })).status).toBe(400);
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM coupons WHERE distributor_id = ?').bind(did).first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
    // A percent of exactly 100 and a flat coupon above 100 rupees are allowed.
    expect((await call('ecom_coupon', { method: 'POST', token: admin, body: { ...validCoupon('FULL100'), value: 100 } })).status).toBe(201);
    const flat = { ...validCoupon('FLAT150'), kind: 'flat', value: 150, max_discount: null };
    expect((await call('ecom_coupon', { method: 'POST', token: admin, body: flat })).status).toBe(201);
  });

  it('edits and deactivates a coupon, after which it no longer applies', async () => {
    const created = (await call('ecom_coupon', { method: 'POST', token: admin, body: { ...validCoupon('EDITME'), min_order_amount: 0 } })).json.coupon;
    const edit = await call(`ecom_coupon/${created.id}`, { method: 'PUT', token: admin, body: { value: 25, max_discount: null, code: 'edited1' } });
    expect(edit.status).toBe(200);
    expect(edit.json.coupon).toMatchObject({ code: 'EDITED1', value: 25, max_discount: null, active: true });
    // Rules hold for the coupon as edited: 150% or an end before its start are refused.
    expect((await call(`ecom_coupon/${created.id}`, { method: 'PUT', token: admin, body: { value: 150 } })).status).toBe(400);
    expect((await call(`ecom_coupon/${created.id}`, { method: 'PUT', token: admin, body: { valid_to: '2025-12-31' } })).status).toBe(400);
    expect((await call(`ecom_coupon/${created.id}`, { method: 'PUT', token: admin, body: {} })).status).toBe(400);
    expect((await call(`ecom_coupon/${created.id}`, { method: 'PUT', token: admin, body: { code: 'monsoon15' } })).status).toBe(409);
    const customer = await makeAccount('sehat', 'customer');
    const added = await call('ecomProdCart/add', { method: 'POST', token: customer.token, body: { product_id: products[2]!.id, quantity: 1 } });
    expect(added.status).toBe(200);
    const apply = () => call('ecom_coupon/apply', { method: 'POST', token: customer.token, body: { code: 'edited1', order_amount: 100 } });
    expect((await apply()).json.success).toBe(true);
    const off = await call(`ecom_coupon/${created.id}`, { method: 'PUT', token: admin, body: { active: false } });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ message: 'Coupon deactivated.', coupon: { active: false } });
    expect((await apply()).json.success).toBe(false);
  });

  it('is for admins of the shop only', async () => {
    expect((await call('ecom_coupon', { method: 'POST', body: validCoupon('GUEST1') })).status).toBe(401);
    expect((await call('ecom_coupon', { method: 'POST', token: shopper, body: validCoupon('SHOP1') })).status).toBe(403);
    expect((await call('ecom_coupon', { method: 'POST', token: rider, body: validCoupon('RIDE1') })).status).toBe(403);
    const kiranaId = await dbOf('kirana').prepare('SELECT c.id FROM coupons c JOIN distributors d ON d.id = c.distributor_id WHERE d.slug = ? LIMIT 1')
      .bind('kirana')
      .first<{ id: number }>();
    // Row ids are per database: on a database of its own, kirana's coupon id may be one of sehat's.
    if (oneDatabase()) expect((await call(`ecom_coupon/${kiranaId!.id}`, { method: 'PUT', token: admin, body: { active: false } })).status).toBe(404);
    expect((await call('ecom_coupon/99999999', { method: 'PUT', token: admin, body: { active: false } })).status).toBe(404);
    expect((await call('ecom_coupon/abc', { method: 'PUT', token: admin, body: { active: false } })).status).toBe(400);
    expect((await call('ecom_coupon/1', { method: 'PUT', token: shopper, body: { active: false } })).status).toBe(403);
  });
});
