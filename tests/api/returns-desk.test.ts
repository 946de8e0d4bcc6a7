import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { addToCart, newShopper, placeAll, placePayload, seededAccount, stockOf, type Shopper, type TestProduct } from './checkout-fixtures';
import { KIRANA, call } from './helpers';
import { pdfText } from './pdf-text';
import { deliveredTwoLineOrder } from './returned-order';
import { ADMIN, RIDER, accountId, deliver, tokenFor } from './orders-support';

// Returns by part of a line with a preset reason, the shop receiving the goods
// (good ones back on the shelf, damaged ones not), the refund of exactly the
// returned part, and the credit note it leaves. Sehat's delivery charge is ₹40.

let admin: string;
let rider: string;
let riderId: number;
let shopper: Shopper;
let atta: TestProduct;
let salt: TestProduct;
let order: { id: number; order_id: string };

const ret = (body: unknown, token = shopper.token) => call(`placeOrder/orders/${order.order_id}/request-return`, { method: 'POST', token, body });
const receive = (body: unknown, token = admin) => call(`placeOrder/orders/${order.order_id}/receive-return`, { method: 'POST', token, body });
const refund = (body: unknown) => call(`placeOrder/orders/${order.order_id}/process-refund`, { method: 'POST', token: admin, body });
const lineOf = (answer: { products: Array<{ product_id: number }> }, product: TestProduct) => answer.products.find((p) => p.product_id === product.id)!;
const current = async () => (await call(`placeOrder/${order.order_id}`, { token: admin })).json;

beforeAll(async () => {
  [admin, rider] = await Promise.all([tokenFor(...ADMIN), tokenFor(...RIDER)]);
  riderId = await accountId(RIDER[0]);
  // Cash on delivery: ₹300 + ₹50 + ₹40 taken at the door; the pick-up issued the tax invoice.
  ({ shopper, atta, salt, order } = await deliveredTwoLineOrder(admin, rider, riderId));
});

describe('a return of part of a line', () => {
  it('refuses bad reasons, quantities and callers, and changes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ reason_code: 'other', product_id: atta.id, quantity: 1 }, MESSAGES.returns.detailsRequired],
      [{ reason_code: 'other', reason: '   ', product_id: atta.id }, MESSAGES.returns.detailsRequired],
      [{ reason_code: 'broken-ish', reason: 'x', product_id: atta.id }, 'reason_code must be one of damaged, wrong_item, expired, not_needed, other.'],
      [{ reason_code: 'damaged', quantity: 1 }, MESSAGES.returns.quantityNeedsProduct],
      [{ reason_code: 'damaged', product_id: atta.id, quantity: 0 }, 'quantity must be a whole number of at least 1.'],
      [{ reason_code: 'damaged', product_id: atta.id, quantity: 1.5 }, 'quantity must be a whole number of at least 1.'],
      [{ reason_code: 'damaged', product_id: atta.id, quantity: 4 }, MESSAGES.returns.quantityAbove(3)],
    ];
    for (const [body, message] of cases) {
      const res = await ret(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const other = await newShopper();
    expect((await ret({ reason_code: 'damaged', product_id: atta.id, quantity: 1 }, other.token)).status).toBe(403);
    const now = await current();
    expect(lineOf(now, atta)).toMatchObject({ returned_quantity: 0, status: 'ordered', refund_due: null });
    expect(now.money).toMatchObject({ total: 390, paid: 390, balance: 0 });
  });

  it('takes back 1 of 3 with a preset reason: that part is owed back, the stock waits for the goods', async () => {
    const stockBefore = await stockOf(atta.id);
    const res = await ret({ reason_code: 'damaged', reason: 'Pack torn', product_id: atta.id, quantity: 1 });
    expect(res.status, res.json?.message).toBe(200);
    expect(lineOf(res.json.order, atta)).toMatchObject({
      quantity: 3,
      returned_quantity: 1,
      status: 'ordered',
      return_reason_code: 'damaged',
      return_reason: 'Pack torn',
      restocked_quantity: 0,
      damaged_quantity: 0,
      refund_due: 100,
    });
    expect(lineOf(res.json.order, salt)).toMatchObject({ returned_quantity: 0, refund_due: null });
    // ₹100 of the ₹390 paid is owed back; the order stays completed with the rest.
    expect(res.json.order).toMatchObject({ order_status: 'completed', money: { total: 290, paid: 390, refunded: 0, balance: -100, charge_status: 'overcharged' } });
    expect(await stockOf(atta.id)).toBe(stockBefore);
    // Today's "returns to process" queue holds it while the goods are awaited.
    const queue = await call(`placeOrder/all-orders?limit=100&waiting=returns_to_process&q=${encodeURIComponent(order.order_id)}`, { token: admin });
    expect(queue.json.orders.map((o: { order_id: string }) => o.order_id)).toEqual([order.order_id]);
    // Only 2 are left with the shopper now.
    const over = await ret({ reason_code: 'damaged', product_id: atta.id, quantity: 3 });
    expect(over.status).toBe(400);
    expect(over.json).toMatchObject({ code: 'RETURN_QUANTITY', message: MESSAGES.returns.quantityAbove(2) });
  });

  it('restocks only goods received in good condition, once; damaged ones stay off the shelf', async () => {
    const stockBefore = await stockOf(atta.id);
    for (const token of [shopper.token, rider]) expect((await receive({ product_id: atta.id, condition: 'good' }, token)).status).toBe(403);
    expect((await receive({ product_id: atta.id, condition: 'fine' })).status).toBe(400);
    expect((await receive({ product_id: salt.id, condition: 'good' })).json.code).toBe('NOTHING_TO_RECEIVE');
    expect(await stockOf(atta.id)).toBe(stockBefore);

    const good = await receive({ product_id: atta.id, condition: 'good' });
    expect(good.status, good.json?.message).toBe(200);
    expect(lineOf(good.json.order, atta)).toMatchObject({ restocked_quantity: 1, damaged_quantity: 0 });
    expect(await stockOf(atta.id)).toBe(stockBefore + 1);
    const again = await receive({ product_id: atta.id, condition: 'good' });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('NOTHING_TO_RECEIVE');
    expect(await stockOf(atta.id)).toBe(stockBefore + 1);

    // A second unit comes back, near expiry, and arrives damaged: no stock.
    const second = await ret({ reason_code: 'expired', product_id: atta.id, quantity: 1 });
    expect(lineOf(second.json.order, atta)).toMatchObject({ returned_quantity: 2, return_reason_code: 'expired', return_reason: null, refund_due: 200 });
    const damaged = await receive({ product_id: atta.id, condition: 'damaged' });
    expect(damaged.status).toBe(200);
    expect(lineOf(damaged.json.order, atta)).toMatchObject({ restocked_quantity: 1, damaged_quantity: 1 });
    expect(await stockOf(atta.id)).toBe(stockBefore + 1);
  });

  it('refunds the whole returned line by hand, with the credit note My Orders links to', async () => {
    const last = await ret({ reason_code: 'not_needed', product_id: atta.id });
    expect(last.status, last.json?.message).toBe(200);
    expect(lineOf(last.json.order, atta)).toMatchObject({ status: 'returned', returned_quantity: 3, refund_due: 300 });
    const refunded = await refund({ product_id: atta.id, refund_method: 'cash' });
    expect(refunded.status, refunded.json?.message).toBe(200);
    expect(lineOf(refunded.json.order, atta)).toMatchObject({ status: 'refunded', refund_amount: 300, refund_due: null });
    expect(refunded.json.order.money).toMatchObject({ total: 90, paid: 390, refunded: 300, balance: 0 });
    // The refund of the invoiced line is credited: My Orders says so, and the PDF opens for the shopper.
    const mine = await call(`placeOrder/orders/${shopper.id}`, { token: shopper.token });
    expect(mine.json.orders.find((o: { order_id: string }) => o.order_id === order.order_id).has_credit_note).toBe(true);
    const pdf = await exports.default.fetch(
      new Request(`http://localhost/api/placeOrder/print-credit-note/${order.order_id}`, { headers: { authorization: `Bearer ${shopper.token}` } }),
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
  });

  it('refunds exactly the returned part of a line, which stays in the order', async () => {
    const s = await newShopper();
    expect((await addToCart(s, atta.id, 2)).status).toBe(200);
    const placed = await placeAll(s, placePayload(s));
    const other = placed.json.order as { id: number; order_id: string };
    await deliver(other.id, admin, rider, riderId);
    const path = (what: string) => `placeOrder/orders/${other.order_id}/${what}`;
    const back = await call(path('request-return'), { method: 'POST', token: s.token, body: { reason_code: 'wrong_item', product_id: atta.id, quantity: 1 } });
    expect(lineOf(back.json.order, atta)).toMatchObject({ returned_quantity: 1, refund_due: 100 });
    const part = await call(path('process-refund'), { method: 'POST', token: admin, body: { product_id: atta.id, refund_method: 'upi', reference: 'UPI-REF-1' } });
    expect(part.status, part.json?.message).toBe(200);
    expect(lineOf(part.json.order, atta)).toMatchObject({ status: 'ordered', quantity: 2, returned_quantity: 1, refund_amount: 100, refund_due: null });
    expect(part.json.order.money).toMatchObject({ total: 140, paid: 240, refunded: 100, balance: 0 });
    // Nothing more on that line is refundable until more of it comes back.
    const again = await call(path('process-refund'), { method: 'POST', token: admin, body: { product_id: atta.id } });
    expect(again.json.code).toBe('ALREADY_REFUNDED');
    // The part is credited on a note of its own: 1 unit, ₹100.00, naming the invoice.
    expect(part.json.order.has_credit_note).toBe(true);
    const pdf = await exports.default.fetch(new Request(`http://localhost/api/placeOrder/print-credit-note/${other.order_id}`, { headers: { authorization: `Bearer ${s.token}` } }));
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('₹100.00');
    expect(text).not.toContain('₹200.00');
  });

  it('cannot be received by another shop’s admin', async () => {
    const kirana = await seededAccount('admin@example.com', 'kirana');
    const before = await stockOf(salt.id);
    const res = await call(`placeOrder/orders/${order.order_id}/receive-return`, { method: 'POST', host: KIRANA, token: kirana.token, body: { product_id: salt.id, condition: 'good' } });
    expect(res.status).toBe(404);
    expect(await stockOf(salt.id)).toBe(before);
  });
});
