import { describe, expect, it } from 'vitest';
import { REFUNDS_OWED_MESSAGES } from '@/lib/refunds-owed-messages';
import { call, KIRANA } from './helpers';
import { dbOf } from './databases';
import { addToCart, newProduct, newShopper, placeAll, placePayload, type Shopper } from './checkout-fixtures';
import { ADMIN, accountId, RIDER, tokenFor } from './orders-support';
import { stepBody } from './delivery-code-support';

// One ledger of money per order (docs/money.md): every order answer carries
// its money from the ledger, every move of money writes its row with the change
// that caused it, money a lowered order owes goes on the console's Refunds owed
// until an admin records how it went back, and money never received cannot be
// refunded.

const [admin, kiranaAdmin, rider] = await Promise.all([tokenFor(...ADMIN), tokenFor(...ADMIN, 'kirana'), tokenFor(...RIDER)]);
const riderId = await accountId(RIDER[0]);

/** A direct UPI order (no UPI ID) of two products: ₹100 x 1 and ₹50 x 2, plus Sehat's ₹40 delivery = ₹240. */
async function placeUpi(s: Shopper) {
  const a = await newProduct('sehat', { pricePaise: 10_000, stock: 10 });
  const b = await newProduct('sehat', { pricePaise: 5_000, stock: 10 });
  await addToCart(s, a.id, 1);
  await addToCart(s, b.id, 2);
  const res = await placeAll(s, placePayload(s, { payment_method: 'UPI', upi_id: null, payment_gateway: 'UPI' }));
  expect(res.status, res.text).toBe(201);
  return { order: res.json.order, a, b };
}

const verify = (orderId: string, utr: string) => call(`placeOrder/${orderId}/verify-payment`, { method: 'PUT', token: admin, body: { utr, admin_notes: 'Seen in the bank app.' } });
const refund = (orderId: string, body: unknown = {}, token = admin) => call(`placeOrder/orders/${orderId}/process-refund`, { method: 'POST', token, body });
const owed = (token = admin, host?: string) => call('admin/refunds-owed', { token, host });
const utr = () => String(Math.floor(100_000_000_000 + Math.random() * 899_999_999_999));

async function verified(orderId: string) {
  const res = await verify(orderId, utr());
  expect(res.status, res.text).toBe(200);
}

async function ledgerOf(orderPk: number) {
  const { results } = await dbOf('sehat')
    .prepare('SELECT kind, method, amount_paise, reference, actor_id, actor_role FROM payments WHERE order_pk = ? ORDER BY id')
    .bind(orderPk)
    .all();
  return results;
}

async function refundMails(orderId: string): Promise<number> {
  const row = await dbOf('sehat').prepare("SELECT COUNT(*) AS n FROM notification_events WHERE order_id = ? AND type = 'refund.processed'").bind(orderId).first<{ n: number }>();
  return row!.n;
}

describe('every order answer carries its money from the ledger', () => {
  it('pending UPI: nothing paid; verified by UTR: one verification row, paid in full, on the lists and the order', async () => {
    const s = await newShopper();
    const { order } = await placeUpi(s);
    expect(order.money).toEqual({ total: 240, paid: 0, refunded: 0, balance: 240, charge_status: 'none' });
    const ref = utr();
    const res = await verify(order.order_id, ref);
    expect(res.status, res.text).toBe(200);
    const paid = { total: 240, paid: 240, refunded: 0, balance: 0, charge_status: 'full' };
    expect(res.json.order.money).toEqual(paid);
    expect(await ledgerOf(order.id)).toEqual([
      { kind: 'verification', method: 'upi', amount_paise: 24_000, reference: ref, actor_id: await accountId(ADMIN[0]), actor_role: 'admin' },
    ]);
    expect((await call(`placeOrder/${order.order_id}`, { token: s.token })).json.money).toEqual(paid);
    const mine = await call(`placeOrder/orders/${s.id}`, { token: s.token });
    expect(mine.json.orders.find((o: { order_id: string }) => o.order_id === order.order_id).money).toEqual(paid);
    const list = await call(`placeOrder/all-orders?q=${encodeURIComponent(order.order_id)}`, { token: admin });
    expect(list.json.orders[0]).toMatchObject({ order_id: order.order_id, money: paid });
  });

  it('an order settled at placing records its capture in the placing batch', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 20_000, stock: 3 });
    await addToCart(s, p.id, 1);
    const res = await placeAll(s, placePayload(s, { payment_method: 'UPI', upi_id: 'asha@okhdfc', payment_gateway: 'UPI' }));
    expect(res.status, res.text).toBe(201);
    expect(res.json.order.money).toEqual({ total: 240, paid: 240, refunded: 0, balance: 0, charge_status: 'full' });
    expect(await ledgerOf(res.json.order.id)).toMatchObject([{ kind: 'capture', method: 'upi', amount_paise: 24_000, actor_role: 'customer' }]);
  });
});

describe('a paid order that now costs less owes the difference', () => {
  it('a line removed from a UPI-paid order shows under Refunds owed until the admin records the UPI refund', async () => {
    const s = await newShopper();
    const { order, b } = await placeUpi(s);
    await verified(order.order_id);
    const removed = await call(`placeOrder/orders/product/${order.id}/${b.id}`, { method: 'DELETE', token: s.token });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json.order.money).toEqual({ total: 140, paid: 240, refunded: 0, balance: -100, charge_status: 'overcharged' });

    const list = await owed();
    expect(list.status, list.text).toBe(200);
    expect(list.json.refunds).toContainEqual(
      expect.objectContaining({ order_id: order.order_id, customer_id: s.id, amount_owed: 100, payment_method: 'UPI', refund_method: 'upi' }),
    );
    // Another shop's admin sees none of it.
    const other = await owed(kiranaAdmin, KIRANA);
    expect(other.json.refunds.map((r: { order_id: string }) => r.order_id)).not.toContain(order.order_id);
    // Only an admin asks.
    expect((await owed(s.token)).status).toBe(403);

    const bad = await refund(order.order_id, { refund_method: 'cheque' });
    expect(bad.status).toBe(400);
    const done = await refund(order.order_id, { refund_method: 'upi', reference: 'UPI-REF-77' });
    expect(done.status, done.text).toBe(200);
    expect(done.json.order.money).toEqual({ total: 140, paid: 240, refunded: 100, balance: 0, charge_status: 'full' });
    expect((await ledgerOf(order.id)).at(-1)).toMatchObject({ kind: 'refund', method: 'upi', amount_paise: 10_000, reference: 'UPI-REF-77', actor_role: 'admin' });
    expect((await owed()).json.refunds.map((r: { order_id: string }) => r.order_id)).not.toContain(order.order_id);
    // The order is square: a second refund has nothing owed to give back.
    expect((await refund(order.order_id, { refund_method: 'upi' })).status).toBe(400);
    expect((await call(`placeOrder/${order.order_id}`, { token: s.token })).json.money.balance).toBe(0);
  });

  it('a cancelled paid order owes all it received; the refund gives it back and the order is square', async () => {
    const s = await newShopper();
    const { order } = await placeUpi(s);
    await verified(order.order_id);
    const cancelled = await call(`placeOrder/${order.order_id}/status`, { method: 'PUT', token: admin, body: { status: 'cancelled' } });
    expect(cancelled.json.order.money).toEqual({ total: 0, paid: 240, refunded: 0, balance: -240, charge_status: 'overcharged' });
    expect((await owed()).json.refunds).toContainEqual(expect.objectContaining({ order_id: order.order_id, amount_owed: 240 }));
    const done = await refund(order.order_id, { refund_method: 'bank', reference: 'NEFT-1' });
    expect(done.status, done.text).toBe(200);
    expect(done.json.order).toMatchObject({ payment_status: 'refunded', money: { total: 0, paid: 240, refunded: 240, balance: 0, charge_status: 'none' } });
    expect((await ledgerOf(order.id)).at(-1)).toMatchObject({ kind: 'refund', method: 'bank', amount_paise: 24_000, reference: 'NEFT-1' });
  });
});

describe('money never received is never refunded', () => {
  it('a cancelled, never-paid UPI order: 409, nothing recorded, no refund mail', async () => {
    const s = await newShopper();
    const { order } = await placeUpi(s);
    await call(`placeOrder/${order.order_id}/status`, { method: 'PUT', token: admin, body: { status: 'cancelled' } });
    const res = await refund(order.order_id);
    expect(res).toMatchObject({ status: 409, json: { code: 'NOTHING_RECEIVED', message: REFUNDS_OWED_MESSAGES.answers.nothingReceived } });
    expect(await ledgerOf(order.id)).toEqual([]);
    expect(await refundMails(order.order_id)).toBe(0);
    const now = await call(`placeOrder/${order.order_id}`, { token: admin });
    expect(now.json).toMatchObject({ payment_status: 'pending', refund_amount: 0, money: { paid: 0, refunded: 0, balance: 0 } });
  });

  it('an expired order: 409', async () => {
    const s = await newShopper();
    const { order } = await placeUpi(s);
    await dbOf('sehat').prepare("UPDATE orders SET payment_status = 'expired', order_status = 'cancelled' WHERE id = ?").bind(order.id).run();
    expect((await refund(order.order_id)).status).toBe(409);
    expect(await refundMails(order.order_id)).toBe(0);
  });
});

describe('cash collected at the door', () => {
  it('is a ledger row written by the Delivered step, and the rider sees that row', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 30_000, stock: 3 });
    await addToCart(s, p.id, 1);
    const placed = await placeAll(s, placePayload(s, { payment_method: 'Cash on Delivery', payment_gateway: 'COD' }));
    expect(placed.status, placed.text).toBe(201);
    const pk = placed.json.order.id;
    expect(placed.json.order.money).toMatchObject({ paid: 0, balance: 340 });
    const steps: Array<[string, unknown, string]> = [
      [`placeOrder/${pk}/status`, { status: 'approved' }, admin],
      [`placeOrder/assign-deliveryBoy/${pk}`, { assigned_deliveryboy_id: riderId }, admin],
      [`placeOrder/update-deliveryboy-status/${pk}`, { deliveryboy_status: 'picked_up' }, rider],
      [`placeOrder/update-deliveryboy-status/${pk}`, { deliveryboy_status: 'out_for_delivery' }, rider],
    ];
    for (const [path, body, token] of steps) expect((await call(path, { method: 'PUT', body, token })).status).toBe(200);
    const delivered = await call(`placeOrder/update-deliveryboy-status/${pk}`, { method: 'PUT', body: await stepBody(pk, 'delivered'), token: rider });
    expect(delivered.status).toBe(200);
    expect(delivered.json.order.cash_collected).toBe(340);
    expect(delivered.json.order.money).toBeUndefined();
    expect(await ledgerOf(pk)).toEqual([{ kind: 'cash', method: 'cash', amount_paise: 34_000, reference: null, actor_id: riderId, actor_role: 'delivery' }]);
    // A refund afterwards does not change what the rider took.
    expect((await refund(placed.json.order.order_id, { refund_method: 'cash' })).status).toBe(200);
    const round = await call(`placeOrder/assigned-orders/${riderId}`, { token: rider });
    expect(round.json.orders.find((o: { order_id: string }) => o.order_id === placed.json.order.order_id).cash_collected).toBe(340);
    expect((await call(`placeOrder/${pk}`, { token: admin })).json.money).toEqual({ total: 0, paid: 340, refunded: 340, balance: 0, charge_status: 'none' });
  });
});

describe('the payee of a pending UPI order', () => {
  it('is the one copied when it was placed, not the shop settings of now', async () => {
    const s = await newShopper();
    const { order } = await placeUpi(s);
    const changed = await call('admin/payment-settings', { method: 'PUT', token: admin, body: { payee_vpa: 'newpayee@okicici', payee_name: 'New Payee', unpaid_expiry_minutes: 30 } });
    expect(changed.status).toBe(200);
    try {
      const pay = await call(`placeOrder/${order.order_id}/upi-payment`, { token: s.token });
      expect(pay.json).toMatchObject({ payee_vpa: 'sehat@okaxis', payee_name: 'Sehat Pharmacy' });
      expect(pay.json.link).toContain('pa=sehat@okaxis');
    } finally {
      await call('admin/payment-settings', { method: 'PUT', token: admin, body: { payee_vpa: 'sehat@okaxis', payee_name: 'Sehat Pharmacy', unpaid_expiry_minutes: 30 } });
    }
  });
});
