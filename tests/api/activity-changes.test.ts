import { describe, expect, it } from 'vitest';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { dbOf } from './databases';
import { KIRANA, call, distributorId } from './helpers';
import { insertOrder, makeAccount, seededCrew, ADMIN } from './orders-support';

// The audit log shows an edit as before → after (the fields as they were as
// the write's batch began and after it), and narrows by kind and by person,
// on its own shop only.

const { shopperId, admin, rider, riderId, products } = await seededCrew(2);
const adminId = (await dbOf('sehat').prepare('SELECT id FROM customers WHERE email = ?').bind(ADMIN[0]).first<{ id: number }>())!.id;

type Entry = { action: string; actor_name: string; target_kind: string; target_ref: string | null; target_name?: string | null; changes: Record<string, [unknown, unknown]> };

async function log(query: string, token = admin, host?: string) {
  const res = await call(`admin/activity?limit=50&${query}`, { token, host });
  expect(res.status, res.text).toBe(200);
  return res.json as { entries: Entry[]; total: number; people: Array<{ id: number; name: string; role: string }> };
}

/** A product of sehat's of its own, so no other test's edits show in its log. */
async function newProduct(name: string) {
  const did = await distributorId('sehat');
  const row = await dbOf('sehat')
    .prepare(`INSERT INTO products (distributor_id, product_name, price_paise, total_stock) VALUES (?, ?, 3000, 12) RETURNING id`)
    .bind(did, name)
    .first<{ id: number }>();
  return row!.id;
}

describe('activity before → after', () => {
  it('records a product edit’s changed fields, with the product’s name', async () => {
    const id = await newProduct('Before After Balm 50 g');
    const edit = await call(`ecomProd/ecomProducts/${id}`, { method: 'PUT', token: admin, body: { product_price: '32.50', total_stock: 20 } });
    expect(edit.status, edit.text).toBe(200);
    const [entry] = (await log(`product=${id}`)).entries;
    expect(entry).toMatchObject({ action: 'product.edit', target_ref: String(id), target_name: 'Before After Balm 50 g' });
    expect(entry!.changes).toEqual({ price_paise: [3000, 3250], stock: [12, 20] });
  });

  it('records an order’s status and rider as before → after', async () => {
    const order = await insertOrder({ userId: shopperId, status: 'pending', lines: [{ product: products[0]!, quantity: 1 }] });
    expect((await call(`placeOrder/${order.pk}/status`, { method: 'PUT', token: admin, body: { status: 'approved' } })).status).toBe(200);
    const assign = await call(`placeOrder/assign-deliveryBoy/${order.orderId}`, { method: 'PUT', token: admin, body: { assigned_deliveryboy_id: riderId } });
    expect(assign.status, assign.text).toBe(200);
    const riderName = (await dbOf('sehat').prepare('SELECT name FROM customers WHERE id = ?').bind(riderId).first<{ name: string }>())!.name;
    const entries = (await log(`order=${order.orderId}`)).entries;
    expect(entries.map((e) => e.action)).toEqual(['order.assign', 'order.status']);
    expect(entries[1]!.changes).toEqual({ status: ['pending', 'approved'] });
    expect(entries[0]!.changes).toMatchObject({ rider: [null, riderName], delivery: [null, 'assigned'] });
    // The rider's own step, by the rider.
    const step = await call(`placeOrder/update-deliveryboy-status/${order.orderId}`, { method: 'PUT', token: rider, body: { deliveryboy_status: 'picked_up' } });
    expect(step.status, step.text).toBe(200);
    const [latest] = (await log(`order=${order.orderId}`)).entries;
    expect(latest).toMatchObject({ action: 'order.delivery', actor_name: riderName, changes: { delivery: ['assigned', 'picked_up'] } });
  });

  it('filters by kind and by person, and names everyone who wrote', async () => {
    const id = await newProduct('Filter Syrup 100 ml');
    expect((await call(`ecomProd/ecomProducts/${id}/discount`, { method: 'PATCH', token: admin, body: { discount: 7 } })).status).toBe(200);
    const order = await insertOrder({ userId: shopperId, status: 'approved', delivery: { riderId, status: 'assigned' }, lines: [{ product: products[1]!, quantity: 1 }] });
    expect((await call(`placeOrder/update-deliveryboy-status/${order.orderId}`, { method: 'PUT', token: rider, body: { deliveryboy_status: 'picked_up' } })).status).toBe(200);

    const productsOnly = await log('kind=products');
    expect(productsOnly.entries.length).toBeGreaterThan(0);
    expect(new Set(productsOnly.entries.map((e) => e.target_kind))).toEqual(new Set(['product']));
    expect(productsOnly.entries.some((e) => e.target_ref === String(id) && e.action === 'product.discount')).toBe(true);

    const byRider = await log(`who=${riderId}`);
    expect(byRider.entries.length).toBeGreaterThan(0);
    expect(byRider.entries.every((e) => e.actor_name === byRider.entries[0]!.actor_name)).toBe(true);
    expect(byRider.entries.some((e) => e.target_ref === order.orderId)).toBe(true);
    const both = await log(`who=${riderId}&kind=products`);
    expect(both.entries.filter((e) => e.target_kind !== 'product')).toEqual([]);
    expect(both.entries.some((e) => e.target_ref === String(id))).toBe(false);

    expect((await call('ecomConfig/set-delivery-charges', { method: 'POST', token: admin, body: { delivery_charges: 40 } })).status).toBeLessThan(300);
    const settings = await log('kind=settings');
    expect(settings.entries.some((e) => e.target_kind === 'shop')).toBe(true);
    expect(settings.entries.filter((e) => e.target_kind !== 'shop' && e.target_kind !== 'page')).toEqual([]);

    const people = productsOnly.people.map((p) => p.id);
    expect(people).toEqual(expect.arrayContaining([adminId, riderId]));
  });

  it('refuses an unknown kind or person with a 400', async () => {
    const kind = await call('admin/activity?kind=everything', { token: admin });
    expect(kind.status).toBe(400);
    expect(kind.json).toMatchObject({ message: CONSOLE_DAY.activityLog.kindInvalid, code: 'BAD_REQUEST' });
    expect((await call('admin/activity?who=abc', { token: admin })).status).toBe(400);
  });

  it('shows another shop nothing of this one, whatever the filter', async () => {
    const kiranaAdmin = (await makeAccount('kirana', 'admin', 'Kirana Log Reader')).token;
    const id = await newProduct('Only Sehat Tonic 200 ml');
    expect((await call(`ecomProd/ecomProducts/${id}/discount`, { method: 'PATCH', token: admin, body: { discount: 3 } })).status).toBe(200);
    for (const query of ['kind=products', `who=${adminId}`, `product=${id}`, '']) {
      const theirs = await log(query, kiranaAdmin, KIRANA);
      expect(theirs.entries.filter((e) => /Only Sehat Tonic|Filter Syrup|Before After/.test(e.target_name ?? ''))).toEqual([]);
    }
    // Sehat's admin token is no key to kirana's log either.
    expect((await call('admin/activity', { token: admin, host: KIRANA })).status).toBe(401);
  });
});
