import { describe, expect, it } from 'vitest';
import { dbOf } from './databases';
import { call } from './helpers';
import { insertOrder, makeAccount, productsOf, seededCrew } from './orders-support';
import { CONSOLE_DAY } from '@/lib/console-day-messages';

// The console's fulfilment reads: the order list's payment, day and queue
// filters (each Today tile opens exactly what it counts), and the orders to
// pack with their customer, address and lines.

const { shopper, admin, rider, riderId, products } = await seededCrew(3);
const db = dbOf('sehat');
const line = [{ product: products[0]!, quantity: 2 }];

async function list(query: string) {
  const res = await call(`placeOrder/all-orders?limit=100&${query}`, { token: admin });
  expect(res.status, res.text).toBe(200);
  return res.json as { total: number; orders: Array<{ order_id: string; payment_status: string | null; payment_method: string; createdAt: string }> };
}

async function setPayment(pk: number, status: string) {
  await db.prepare('UPDATE orders SET payment_status = ? WHERE id = ?').bind(status, pk).run();
}

describe('all-orders filters', () => {
  it('filters by payment method and payment status', async () => {
    const buyer = await makeAccount('sehat', 'customer', 'Filter Buyer');
    const upi = await insertOrder({ userId: buyer.id, status: 'pending', lines: line });
    const cod = await insertOrder({ userId: buyer.id, status: 'pending', lines: line, paymentMethod: 'Cash on Delivery' });
    await setPayment(upi.pk, 'pending');
    await setPayment(cod.pk, 'paid');
    const byUpi = await list(`q=${buyer.id}-&payment_method=UPI`);
    expect(byUpi.orders.map((o) => o.order_id)).toEqual([upi.orderId]);
    const byCod = await list(`q=${buyer.id}-&payment_method=COD&payment_status=paid`);
    expect(byCod.orders.map((o) => o.order_id)).toEqual([cod.orderId]);
    expect((await list(`q=${buyer.id}-&payment_method=COD&payment_status=pending`)).total).toBe(0);
  });

  it('filters by the India days placed, both ends included', async () => {
    const buyer = await makeAccount('sehat', 'customer', 'Day Buyer');
    const old = await insertOrder({ userId: buyer.id, status: 'pending', lines: line, createdAgoHours: 24 * 10 });
    const recent = await insertOrder({ userId: buyer.id, status: 'pending', lines: line, createdAgoHours: 0 });
    const indiaDay = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);
    const oldDay = indiaDay((await db.prepare('SELECT created_at AS c FROM orders WHERE id = ?').bind(old.pk).first<{ c: string }>())!.c);
    const today = indiaDay(new Date().toISOString());
    expect((await list(`q=${buyer.id}-&from=${oldDay}&to=${oldDay}`)).orders.map((o) => o.order_id)).toEqual([old.orderId]);
    expect((await list(`q=${buyer.id}-&from=${today}`)).orders.map((o) => o.order_id)).toEqual([recent.orderId]);
    expect((await list(`q=${buyer.id}-&to=${oldDay}`)).orders.map((o) => o.order_id)).toEqual([old.orderId]);
  });

  it('refuses filters it does not know, with the reason', async () => {
    for (const query of ['payment_method=BITCOIN', 'payment_status=maybe', 'from=2026-02-31', 'to=yesterday', 'waiting=everything']) {
      const res = await call(`placeOrder/all-orders?${query}`, { token: admin });
      expect(res.status, query).toBe(400);
      expect(res.json.message).toBeTruthy();
    }
    const reversed = await call('placeOrder/all-orders?from=2026-05-02&to=2026-05-01', { token: admin });
    expect(reversed.status).toBe(400);
    expect(reversed.json.message).toBe(CONSOLE_DAY.fulfil.daysReversed);
  });

  it('opens exactly what each Today queue counts', async () => {
    const buyer = await makeAccount('sehat', 'customer', 'Queue Buyer');
    const upiPending = await insertOrder({ userId: buyer.id, status: 'pending', lines: line });
    await setPayment(upiPending.pk, 'pending');
    await insertOrder({ userId: buyer.id, status: 'pending', lines: line, paymentMethod: 'Cash on Delivery' });
    await insertOrder({ userId: buyer.id, status: 'approved', lines: line });
    await insertOrder({ userId: buyer.id, status: 'approved', delivery: { riderId, status: 'out_for_delivery' }, lines: line });
    const today = (await call('admin/today', { token: admin })).json;
    for (const queue of ['to_approve', 'to_assign', 'on_the_road', 'returns_to_process', 'payments_to_verify'] as const) {
      const shown = await list(`waiting=${queue}`);
      expect(shown.total, queue).toBe(today.waiting[queue]);
    }
    const toVerify = await list('waiting=payments_to_verify');
    expect(toVerify.orders.map((o) => o.order_id)).toContain(upiPending.orderId);
    for (const o of toVerify.orders) {
      expect(o.payment_method).toBe('UPI');
      expect(o.payment_status).toBe('pending');
    }
  });
});

describe('admin/fulfilment', () => {
  it('gives the customer, the address with its pincode and the lines, never a price, in the order asked', async () => {
    const buyer = await makeAccount('sehat', 'customer', 'Meera Pack');
    const a = await insertOrder({ userId: buyer.id, status: 'approved', lines: [{ product: products[0]!, quantity: 2 }, { product: products[1]!, quantity: 1, status: 'removed' }] });
    const b = await insertOrder({ userId: buyer.id, status: 'pending', lines: [{ product: products[2]!, quantity: 3 }] });
    await db.prepare(`UPDATE orders SET delivery_pincode = '411001', delivery_city = 'Pune' WHERE id = ?`).bind(a.pk).run();
    const res = await call(`admin/fulfilment?orders=${b.orderId},${a.orderId}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.json.orders.map((o: { order_id: string }) => o.order_id)).toEqual([b.orderId, a.orderId]);
    expect(res.json.orders[1]).toMatchObject({
      customer_name: 'Meera Pack',
      customer_mobile: '9876543210',
      delivery_address: '14 MG Road, Pune 411001',
      pincode: '411001',
      city: 'Pune',
      lines: [{ product_name: products[0]!.product_name, quantity: 2 }],
    });
    expect(res.text).not.toMatch(/price|paise|total/i);
  });

  it('is for the shop’s admins only and finds no other shop’s orders', async () => {
    const kiranaBuyer = await makeAccount('kirana', 'customer');
    const theirs = await insertOrder({ slug: 'kirana', userId: kiranaBuyer.id, status: 'pending', lines: [{ product: (await productsOf('kirana', 1))[0]!, quantity: 1 }] });
    expect((await call(`admin/fulfilment?orders=${theirs.orderId}`, { token: admin })).status).toBe(404);
    const ours = await insertOrder({ userId: (await makeAccount('sehat', 'customer')).id, status: 'pending', lines: line });
    for (const token of [shopper, rider]) expect((await call(`admin/fulfilment?orders=${ours.orderId}`, { token })).status).toBe(403);
    for (const query of ['', 'orders=', 'orders=12', `orders=${Array.from({ length: 51 }, (_, i) => `ORD-${i}`).join(',')}`]) {
      expect((await call(`admin/fulfilment?${query}`, { token: admin })).status, query).toBe(400);
    }
  });
});
