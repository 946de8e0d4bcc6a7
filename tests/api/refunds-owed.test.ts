import { describe, expect, it } from 'vitest';
import { CANDIDATES } from '@/server/data/refunds-owed';
import { call } from './helpers';
import { insertOrder, seededCrew } from './orders-support';

// The console's Refunds owed lists the oldest orders that could owe money, at
// most CANDIDATES of them, and says when more could owe past them, so no
// money owed back is left off without a word.

const { admin, shopperId, products } = await seededCrew(1);
const owed = () => call('admin/refunds-owed', { token: admin });

describe('refunds owed past the list', () => {
  it('says so when more orders could owe than are listed, until recording refunds brings the list within them', async () => {
    const seeded = await owed();
    expect(seeded.json.more).toBe(false);
    // Paid at placing (UPI) and cancelled: each holds its ₹140 for the shopper; with the seed's
    // own, one more than the list holds.
    const inserts = Array.from({ length: CANDIDATES + 1 - seeded.json.refunds.length }, () => () => insertOrder({ userId: shopperId, status: 'cancelled', lines: [{ product: products[0]!, quantity: 1 }] }));
    const orders: Array<{ pk: number; orderId: string }> = [];
    for (let i = 0; i < inserts.length; i += 25) orders.push(...(await Promise.all(inserts.slice(i, i + 25).map((insert) => insert()))));

    const full = await owed();
    expect(full.status, full.text).toBe(200);
    expect(full.json.more).toBe(true);
    expect(full.json.refunds).toHaveLength(CANDIDATES);
    // The oldest money first: the newest order is the one past the list.
    const listed = full.json.refunds.map((r: { order_id: string }) => r.order_id);
    expect(listed).not.toContain(orders.at(-1)!.orderId);

    const first = full.json.refunds[0];
    const done = await call(`placeOrder/orders/${first.order_id}/process-refund`, { method: 'POST', token: admin, body: { refund_method: 'upi', reference: 'UPI-REF-1' } });
    expect(done.status, done.text).toBe(200);
    const after = await owed();
    expect(after.json.more).toBe(false);
    expect(after.json.refunds).toHaveLength(CANDIDATES);
    expect(after.json.refunds.map((r: { order_id: string }) => r.order_id)).toContain(orders.at(-1)!.orderId);
  });
});
