import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { KIRANA, call, distributorId } from './helpers';
import { ADMIN, insertOrder, makeAccount, seededCrew, tokenFor } from './orders-support';
import { periodStarts } from '@/server/services/console';
import { WAITING_SQL } from '@/server/data/order-queues';

// The console's own reads: Today, the riders to assign, and who may use it.

const { shopper, shopperId, admin, rider, riderId, products } = await seededCrew(4);

async function today() {
  const res = await call('admin/today', { token: admin });
  expect(res.status).toBe(200);
  return res.json;
}

async function setPayment(pk: number, status: string, refundPaise = 0) {
  await env.DB.prepare('UPDATE orders SET payment_status = ?, refund_amount_paise = ? WHERE id = ?').bind(status, refundPaise, pk).run();
}

describe('admin/today', () => {
  it('counts the orders placed today and this week and what was paid for them, refunds taken off', async () => {
    const before = await today();
    const paid = await insertOrder({ userId: shopperId, status: 'approved', createdAgoHours: 0, lines: [{ product: products[0]!, quantity: 1 }] });
    const refunded = await insertOrder({ userId: shopperId, status: 'completed', createdAgoHours: 0, lines: [{ product: products[1]!, quantity: 1 }] });
    await insertOrder({ userId: shopperId, status: 'pending', createdAgoHours: 0, lines: [{ product: products[2]!, quantity: 1 }] });
    await setPayment(paid.pk, 'paid');
    await setPayment(refunded.pk, 'partly_refunded', 1000);
    const totals = await env.DB.prepare('SELECT SUM(final_price_after_coupon_paise) AS p FROM orders WHERE id IN (?, ?)').bind(paid.pk, refunded.pk).first<{ p: number }>();
    const after = await today();
    expect(after.today.orders - before.today.orders).toBe(3);
    expect(after.week.orders - before.week.orders).toBe(3);
    // Unpaid (pending) orders add nothing; the refund is taken off.
    expect(Math.round((after.today.paid - before.today.paid) * 100)).toBe(totals!.p - 1000);
    expect(Math.round((after.week.paid - before.week.paid) * 100)).toBe(totals!.p - 1000);
  });

  it('follows a paid order moved to another day', async () => {
    const before = await today();
    const order = await insertOrder({ userId: shopperId, status: 'approved', createdAgoHours: 0, lines: [{ product: products[0]!, quantity: 1 }] });
    await setPayment(order.pk, 'paid');
    const placed = await today();
    expect(placed.today.orders - before.today.orders).toBe(1);
    expect(placed.today.paid).toBeGreaterThan(before.today.paid);
    // Eight days back is before this week began, whatever the weekday.
    await env.DB.prepare('UPDATE orders SET created_at = ? WHERE id = ?').bind(new Date(Date.now() - 8 * 86_400_000).toISOString(), order.pk).run();
    const after = await today();
    expect(after.today).toEqual(before.today);
    expect(after.week).toEqual(before.week);
  });

  it('counts the orders waiting for each next step', async () => {
    const before = await today();
    const line = [{ product: products[3]!, quantity: 1 }];
    await insertOrder({ userId: shopperId, status: 'pending', lines: line });
    await insertOrder({ userId: shopperId, status: 'approved', lines: line });
    await insertOrder({ userId: shopperId, status: 'approved', delivery: { riderId, status: 'out_for_delivery' }, lines: line });
    await insertOrder({ userId: shopperId, status: 'completed', deliveredAgoHours: 2, lines: [{ ...line[0]!, status: 'returned' }] });
    const upi = await insertOrder({ userId: shopperId, status: 'pending', lines: line });
    await setPayment(upi.pk, 'pending');
    const after = await today();
    expect(after.waiting.to_approve - before.waiting.to_approve).toBe(2);
    expect(after.waiting.to_assign - before.waiting.to_assign).toBe(1);
    expect(after.waiting.on_the_road - before.waiting.on_the_road).toBe(1);
    expect(after.waiting.returns_to_process - before.waiting.returns_to_process).toBe(1);
    expect(after.waiting.payments_to_verify - before.waiting.payments_to_verify).toBe(1);
  });

  it('keeps its counts equal to the orders and products themselves as they change', async () => {
    const did = await distributorId('sehat');
    const line = [{ product: products[3]!, quantity: 1 }];
    // Cash on delivery, not yet paid: it is deleted by hand below (a paid order is kept).
    const a = await insertOrder({ userId: shopperId, status: 'pending', paymentMethod: 'Cash on Delivery', lines: line });
    const b = await insertOrder({ userId: shopperId, status: 'approved', lines: line });
    const c = await insertOrder({ userId: shopperId, status: 'approved', delivery: { riderId, status: 'assigned' }, lines: line });
    const set = (sql: string, ...binds: unknown[]) => env.DB.prepare(sql).bind(...binds).run();
    await set("UPDATE orders SET order_status = 'approved' WHERE id = ?", a.pk);
    await set("UPDATE orders SET deliveryboy_status = 'failed' WHERE id = ?", c.pk);
    await set("UPDATE orders SET payment_gateway = 'UPI', payment_status = 'pending' WHERE id = ?", b.pk);
    await set("UPDATE orders SET order_status = 'cancelled' WHERE id = ?", b.pk);
    await set('DELETE FROM order_products WHERE order_pk = ?', a.pk);
    await set('DELETE FROM orders WHERE id = ?', a.pk);
    await set('UPDATE products SET total_stock = 0, stock_minimum_level = 2 WHERE id = ?', products[2]!.id);
    await set('UPDATE products SET total_stock = 50 WHERE id = ?', products[2]!.id);
    await set('UPDATE products SET total_stock = 1 WHERE id = ?', products[2]!.id);
    const summary = await today();
    const counted = (condition: string) =>
      env.DB.prepare(`SELECT COUNT(*) AS n FROM orders WHERE distributor_id = ? AND (${condition})`).bind(did).first<{ n: number }>();
    for (const [queue, condition] of Object.entries(WAITING_SQL)) {
      expect(summary.waiting[queue], queue).toBe((await counted(condition))!.n);
    }
    const low = await env.DB.prepare('SELECT COUNT(*) AS n FROM products WHERE distributor_id = ? AND withdrawn_at IS NULL AND total_stock <= stock_minimum_level').bind(did).first<{ n: number }>();
    expect(summary.low_stock_count).toBe(low!.n);
    // The order list's status totals come from the same counters.
    for (const status of ['pending', 'approved', 'cancelled', 'completed']) {
      const res = await call(`placeOrder/all-orders?status=${status}&limit=1`, { token: admin });
      expect(res.json.total, status).toBe((await counted(`order_status = '${status}'`))!.n);
      expect(res.json.more).toBe(false);
    }
    // And the total of a run of India days, from the shop's day totals.
    const day = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const placed = await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE distributor_id = ? AND date(created_at, '+330 minutes') = ?").bind(did, day).first<{ n: number }>();
    const byDay = await call(`placeOrder/all-orders?from=${day}&to=${day}&limit=1`, { token: admin });
    expect(byDay.json.total).toBe(placed!.n);
    expect(placed!.n).toBeGreaterThan(0);
  });

  it('lists products at or below their minimum stock, never withdrawn ones', async () => {
    const did = await distributorId('sehat');
    const [low, withdrawn] = products;
    await env.DB.prepare('UPDATE products SET total_stock = 3, stock_minimum_level = 3 WHERE id = ?').bind(low!.id).run();
    await env.DB.prepare(`UPDATE products SET total_stock = 0, stock_minimum_level = 5, withdrawn_at = '2026-01-01' WHERE id = ?`).bind(withdrawn!.id).run();
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM products WHERE distributor_id = ? AND withdrawn_at IS NULL AND total_stock <= stock_minimum_level').bind(did).first<{ n: number }>();
    const summary = await today();
    expect(summary.low_stock_count).toBe(count!.n);
    const ids = summary.low_stock.map((p: { id: number }) => p.id);
    if (summary.low_stock_count <= 20) expect(ids).toContain(low!.id);
    expect(ids).not.toContain(withdrawn!.id);
    for (const p of summary.low_stock) expect(p.total_stock).toBeLessThanOrEqual(p.stock_minimum_level);
  });

  it('starts the day and the week (Monday) at midnight India time', () => {
    // Wednesday 26 Nov 2026, 20:00 UTC is Thursday 01:30 in India.
    expect(periodStarts(new Date('2026-11-26T20:00:00Z'))).toEqual({ day: '2026-11-26T18:30:00.000Z', week: '2026-11-22T18:30:00.000Z' });
    // Monday 23 Nov 2026, 10:00 UTC: the week began that morning.
    expect(periodStarts(new Date('2026-11-23T10:00:00Z'))).toEqual({ day: '2026-11-22T18:30:00.000Z', week: '2026-11-22T18:30:00.000Z' });
  });
});

describe('admin/riders and admin/access', () => {
  it('lists the shop’s riders, not deleted ones, and names the admin at the console', async () => {
    const gone = await makeAccount('sehat', 'delivery', 'Gone Rider');
    await env.DB.prepare(`UPDATE customers SET deleted_at = '2026-01-01' WHERE id = ?`).bind(gone.id).run();
    const res = await call('admin/riders', { token: admin });
    expect(res.status).toBe(200);
    const ids = res.json.riders.map((r: { id: number }) => r.id);
    expect(ids).toContain(riderId);
    expect(ids).not.toContain(gone.id);
    const access = await call('admin/access', { token: admin });
    expect(access.status).toBe(200);
    expect(access.json.name).toEqual(expect.any(String));
  });

  it('refuses a guest, a customer, a rider and another shop’s admin', async () => {
    const kiranaAdmin = await tokenFor(ADMIN[0], ADMIN[1], 'kirana');
    for (const path of ['admin/today', 'admin/riders', 'admin/access']) {
      expect((await call(path)).status).toBe(401);
      expect((await call(path, { token: shopper })).json.code).toBe('FORBIDDEN');
      expect((await call(path, { token: rider })).status).toBe(403);
      expect((await call(path, { token: kiranaAdmin })).status).toBe(401);
      // On its own host the other shop's admin sees its own shop only.
      expect((await call(path, { token: kiranaAdmin, host: KIRANA })).status).toBe(200);
    }
  });
});
