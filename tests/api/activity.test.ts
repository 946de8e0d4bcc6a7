import { routeId } from '@/server/http/route-list';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '@/server/app';
import { MANIFEST } from '@/server/routes/manifest';
import { KIRANA, call } from './helpers';
import { insertOrder, makeAccount, seededCrew, tokenFor } from './orders-support';
import { ROUTES } from './attack/routes';

// The audit log: each operator write leaves one row, written with the change
// (a refused or lost write leaves none), newest first, never editable.

const { shopper, shopperId, admin, rider, riderId, products } = await seededCrew(3);

async function newest(query = '') {
  const res = await call(`admin/activity?limit=5${query}`, { token: admin });
  expect(res.status).toBe(200);
  return res.json.entries as Array<{ action: string; actor_name: string; actor_role: string; target_kind: string; target_ref: string | null; detail: Record<string, string>; at: string }>;
}

async function count() {
  return (await env.DB.prepare('SELECT count(*) AS n FROM operator_activity').first<{ n: number }>())!.n;
}

describe('the audit log', () => {
  it('records an order status change with who, what and the order, newest first', async () => {
    const order = await insertOrder({ userId: shopperId, status: 'pending', lines: [{ product: products[0]!, quantity: 1 }] });
    const res = await call(`placeOrder/${order.pk}/status`, { method: 'PUT', token: admin, body: { status: 'approved' } });
    expect(res.status).toBe(200);
    const [entry] = await newest();
    expect(entry).toMatchObject({ action: 'order.status', actor_name: 'Shop Admin', actor_role: 'admin', target_kind: 'order', target_ref: order.orderId, detail: { status: 'approved' } });
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000);
    // The order's own list holds it, by either of its ids.
    expect((await newest(`&order=${order.orderId}`)).map((e) => e.action)).toEqual(['order.status']);
    expect((await newest(`&order=${order.pk}`)).map((e) => e.action)).toEqual(['order.status']);
  });

  it('records nothing for a refused write or a customer’s write', async () => {
    const before = await count();
    const order = await insertOrder({ userId: shopperId, status: 'pending', lines: [{ product: products[1]!, quantity: 1 }] });
    // Completion waits for Delivered: refused, so nothing happened and nothing is recorded.
    const refused = await call(`placeOrder/${order.pk}/status`, { method: 'PUT', token: admin, body: { status: 'completed' } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const missing = await call('ecomProdcat/ecomcategory/999999', { method: 'PUT', token: admin, body: { category: 'Nowhere' } });
    expect(missing.status).toBe(404);
    const added = await call('ecomProdCart/add', { method: 'POST', token: shopper, body: { product_id: products[2]!.id, quantity: 1 } });
    expect(added.status).toBeLessThan(300);
    expect(await count()).toBe(before);
  });

  it('records a rider’s step under the rider’s name, and a product created by its new id', async () => {
    const order = await insertOrder({ userId: shopperId, status: 'approved', delivery: { riderId, status: 'assigned' }, lines: [{ product: products[2]!, quantity: 1 }] });
    const step = await call(`placeOrder/update-deliveryboy-status/${order.orderId}`, { method: 'PUT', token: rider, body: { deliveryboy_status: 'picked_up' } });
    expect(step.status).toBe(200);
    const [riderEntry] = await newest();
    expect(riderEntry).toMatchObject({ action: 'order.delivery', actor_role: 'delivery', target_ref: order.orderId, detail: { deliveryboy_status: 'picked_up' } });

    const category = await env.DB.prepare('SELECT category_id FROM products WHERE id = ?').bind(products[0]!.id).first<{ category_id: number }>();
    const created = await call('ecomProd/ecomProducts', {
      method: 'POST', token: admin, body: { product_name: 'Audit balm', product_price: 40, category_id: category!.category_id, description: 'Balm', gst_rate: 18, hsn_code: '3004' },
    });
    expect(created.status).toBe(201);
    const [productEntry] = await newest();
    expect(productEntry).toMatchObject({ action: 'product.create', target_kind: 'product', target_ref: String(created.json.product.id), detail: { product_name: 'Audit balm' } });
    expect((await newest(`&product=${created.json.product.id}`)).length).toBe(1);
  });

  it('keeps each shop’s log to itself and refuses anyone but the shop’s admin', async () => {
    const kiranaAdmin = await tokenFor('admin@example.com', 'admin123', 'kirana');
    const theirs = await call('admin/activity', { token: kiranaAdmin, host: KIRANA });
    expect(theirs.status).toBe(200);
    expect(theirs.json.entries.every((e: { target_ref: string | null }) => !String(e.target_ref).startsWith('ORD-'))).toBe(true);
    for (const token of [shopper, rider, kiranaAdmin, undefined]) {
      const res = await call('admin/activity', { token });
      expect([401, 403]).toContain(res.status);
    }
  });

  it('cannot be changed: the table refuses updates and deletes', async () => {
    const someone = await makeAccount('sehat', 'admin', 'Second Admin');
    const res = await call('ecomProdcat/ecomcategory', { method: 'POST', token: someone.token, body: { category: `Audit shelf ${Date.now()}` } });
    expect(res.status).toBe(201);
    await expect(env.DB.prepare("UPDATE operator_activity SET actor_name = 'someone else'").run()).rejects.toThrow(/never changed/);
    await expect(env.DB.prepare('DELETE FROM operator_activity').run()).rejects.toThrow(/never removed/);
    expect((await newest())[0]).toMatchObject({ action: 'category.create', actor_name: 'Second Admin' });
    expect(app.routes.some((r) => r.path.includes('activity') && r.method !== 'GET')).toBe(false);
  });

  it('names every operator write route in its action table', () => {
    const served = new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => routeId(r.method, r.path)));
    const operatorWrites = ROUTES.filter((r) => r.method !== 'GET' && (r.access === 'admin' || r.access === 'operator')).map((r) => `${r.method} ${r.pattern}`);
    // A photo not yet on a product, and the rider page's pass (a cookie), write nothing to the shop.
    const writesNothing = ['POST admin/product-photos', 'POST EcomLogin/rider-page-session'];
    // Each route declares its action in the route manifest.
    const audited = new Set(MANIFEST.filter((r) => r.audit).map((r) => r.id));
    expect(operatorWrites.filter((k) => !audited.has(k) && !writesNothing.includes(k))).toEqual([]);
    expect([...audited].filter((k) => !served.has(k))).toEqual([]);
  });
});
