import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers';
import { newShopper, seededAccount } from '../checkout-fixtures';
import { insertOrder, productsOf, stockOf } from '../orders-support';
import { report, tallyOf } from './probe';

// Concurrent changes to one order, and a replayed checkout with a changed
// payload. Whatever lands first wins; every other attempt is told 409 (or 422
// for the changed payload) and moves nothing.

/** Concurrent requests: generous on a busy machine. */
const SLOW = 120_000;

type Attempt = () => Promise<{ status: number; text: string }>;

async function race(order: { orderId: string }, attempts: Attempt[], productId: number, quantity: number) {
  const before = await stockOf(productId);
  const results = await Promise.all(attempts.map((attempt) => attempt()));
  const tally = tallyOf('races');
  const wins = results.filter((r) => r.status === 200);
  for (const r of results) {
    tally.ran += 1;
    if (r.status >= 500) tally.serverErrors.push(`${order.orderId} -> ${r.status} ${r.text.slice(0, 120)}`);
  }
  if (wins.length > 1) tally.allowed.push(`${order.orderId}: ${wins.length} attempts won`);
  expect.soft(await stockOf(productId), 'stock moves by the order quantity, once').toBe(before + quantity);
  expect.soft(wins, 'exactly one attempt wins').toHaveLength(1);
  // The losers are refused: 409 when they read the order before the winner changed it,
  // or the status rule's own 400 when they read it after (e.g. 'already returned').
  for (const r of results.filter((x) => x.status !== 200)) {
    expect([400, 409], r.text).toContain(r.status);
    expect(JSON.parse(r.text).message, 'a refusal says why').toBeTruthy();
  }
}

describe('races on one order', () => {
  // Before delivery only the cancel can win; after delivery only the return can.
  for (const stage of ['approved', 'delivered'] as const) {
    it(`admin cancel against customer return on ${stage === 'approved' ? 'an approved' : 'a delivered'} order: one wins, stock moves once, the rest are refused`, async () => {
      const shopper = await newShopper('sehat', '14 MG Road, Pune 411001');
      const admin = await seededAccount('admin@example.com');
      const [product] = await productsOf('sehat', 1, 40);
      const order = await insertOrder({
        userId: shopper.id,
        lines: [{ product: product!, quantity: 3 }],
        ...(stage === 'approved' ? { status: 'approved' } : { status: 'completed', deliveredAgoHours: 1 }),
      });
      const cancel: Attempt = () => call(`placeOrder/${order.orderId}/status`, { method: 'PUT', token: admin.token, body: { status: 'cancelled' } });
      const ret: Attempt = () => call(`placeOrder/orders/${order.orderId}/request-return`, { method: 'POST', token: shopper.token, body: { reason: 'Changed my mind' } });
      // A cancel restocks at once; a return waits for the goods to be received (docs/orders.md).
      await race(order, Array.from({ length: 20 }, (_, i) => (i % 2 ? cancel : ret)), product!.id, stage === 'approved' ? 3 : 0);
    }, SLOW);
  }

  it('admin cancel against product removal: one wins, stock moves once, the rest are refused', async () => {
    const shopper = await newShopper('sehat', '14 MG Road, Pune 411001');
    const admin = await seededAccount('admin@example.com');
    const [product] = await productsOf('sehat', 1, 41);
    const order = await insertOrder({ userId: shopper.id, status: 'pending', lines: [{ product: product!, quantity: 2 }] });
    const cancel: Attempt = () => call(`placeOrder/${order.orderId}/status`, { method: 'PUT', token: admin.token, body: { status: 'cancelled' } });
    const remove: Attempt = () => call(`placeOrder/orders/product/${order.orderId}/${product!.id}`, { method: 'DELETE', token: shopper.token });
    await race(order, Array.from({ length: 20 }, (_, i) => (i % 2 ? cancel : remove)), product!.id, 2);
  }, SLOW);
});

describe('idempotency keys', () => {
  it('answers 422 to a reused key with a different payload and creates no order', async () => {
    const shopper = await newShopper('sehat', '14 MG Road, Pune 411001');
    const [product] = await productsOf('sehat', 1, 42);
    const add = await call('ecomProdCart/add', { method: 'POST', token: shopper.token, body: { product_id: product!.id, quantity: 1 } });
    expect(add.status).toBe(200);
    const key = `attack-${crypto.randomUUID()}`;
    const place = (body: Record<string, unknown>) =>
      call('placeOrder/place/all', { method: 'POST', token: shopper.token, headers: { 'idempotency-key': key }, body });
    const first = await place({ delivery_address: '14 MG Road, Pune 411001', payment_method: 'Cash on Delivery' });
    expect(first.status).toBe(201);
    const ordersOf = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').bind(shopper.id).first<{ n: number }>())!.n;
    const count = await ordersOf();
    await call('ecomProdCart/add', { method: 'POST', token: shopper.token, body: { product_id: product!.id, quantity: 2 } });
    const changed = [
      { delivery_address: '99 Other Street, Delhi 110001', payment_method: 'Cash on Delivery' },
      { delivery_address: '14 MG Road, Pune 411001', payment_method: 'UPI', upi_id: 'asha@okbank' },
      { delivery_address: '14 MG Road, Pune 411001', payment_method: 'Cash on Delivery' },
    ];
    const tally = tallyOf('idempotency');
    for (const body of changed) {
      const res = await place(body);
      tally.ran += 1;
      if (res.status >= 500) tally.serverErrors.push(res.text);
      else if (res.status !== 422) tally.allowed.push(`${JSON.stringify(body)} -> ${res.status} ${res.text.slice(0, 120)}`);
    }
    report('idempotency');
    report('races');
    expect(tally.allowed).toEqual([]);
    expect(await ordersOf()).toBe(count);
  }, SLOW);
});
