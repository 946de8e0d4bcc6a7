import { beforeAll, describe, expect, it } from 'vitest';
import { WAITING_SQL } from '@/server/data/order-queues';
import type { Shopper, TestProduct } from './checkout-fixtures';
import { KIRANA, call, distributorId } from './helpers';
import { dbOf } from './databases';
import { deliveredTwoLineOrder } from './returned-order';
import { ADMIN, RIDER, accountId, insertOrder, makeAccount, productsOf, tokenFor, type Product } from './orders-support';

// Today's "returns to process" count is kept by triggers
// (migrations/0057_returns_waiting_count.sql) instead of counted from the
// returned lines on each view. After every write that can move an order in or
// out of the queue, the count on Today and the order list's total for the
// queue must equal the orders the queue's own condition finds.

let admin: string;
let rider: string;
let riderId: number;

/** The orders of the shop in the queue, counted from their lines. */
async function counted(slug: 'sehat' | 'kirana' = 'sehat'): Promise<number> {
  const row = await dbOf(slug)
    .prepare(`SELECT COUNT(*) AS n FROM orders WHERE distributor_id = ? AND (${WAITING_SQL.returns_to_process})`)
    .bind(await distributorId(slug))
    .first<{ n: number }>();
  return row!.n;
}

/** Today's count, checked against the lines and the order list's total; answers it. */
async function inStep(): Promise<number> {
  const today = await call('admin/today', { token: admin });
  expect(today.status).toBe(200);
  const shown = today.json.waiting.returns_to_process as number;
  expect(shown).toBe(await counted());
  const list = await call('placeOrder/all-orders?waiting=returns_to_process&limit=1', { token: admin });
  expect(list.json).toMatchObject({ total: shown, more: false });
  return shown;
}

beforeAll(async () => {
  [admin, rider] = await Promise.all([tokenFor(...ADMIN), tokenFor(...RIDER)]);
  riderId = await accountId(RIDER[0]);
});

describe('the returns-to-process count', () => {
  let shopper: Shopper;
  let atta: TestProduct;
  let salt: TestProduct;
  let order: { id: number; order_id: string };
  const path = (what: string) => `placeOrder/orders/${order.order_id}/${what}`;
  const post = async (what: string, token: string, body: unknown) => {
    const res = await call(path(what), { method: 'POST', token, body });
    expect(res.status, `${what}: ${res.json?.message}`).toBe(200);
  };

  beforeAll(async () => {
    ({ shopper, atta, salt, order } = await deliveredTwoLineOrder(admin, rider, riderId));
  });

  it('counts an order once while any of its lines waits, through returns, receipts and refunds', async () => {
    const before = await inStep();
    // Part of a line comes back: the order joins the queue.
    await post('request-return', shopper.token, { reason_code: 'damaged', product_id: atta.id, quantity: 1 });
    expect(await inStep()).toBe(before + 1);
    // A second line of the same order: still one order.
    await post('request-return', shopper.token, { reason_code: 'not_needed', product_id: salt.id });
    expect(await inStep()).toBe(before + 1);
    // The first line's goods arrive; the second line still waits.
    await post('receive-return', admin, { product_id: atta.id, condition: 'good' });
    expect(await inStep()).toBe(before + 1);
    // Another unit of the first line comes back, and arrives damaged; the second line still waits.
    await post('request-return', shopper.token, { reason_code: 'expired', product_id: atta.id, quantity: 1 });
    expect(await inStep()).toBe(before + 1);
    await post('receive-return', admin, { product_id: atta.id, condition: 'damaged' });
    expect(await inStep()).toBe(before + 1);
    // The second line is refunded: nothing of the order waits any more.
    await post('process-refund', admin, { product_id: salt.id, refund_method: 'cash' });
    expect(await inStep()).toBe(before);
  });
});

describe('the returns-to-process count under direct writes', () => {
  let products: Product[];
  let buyer: number;
  const db = () => dbOf('sehat');
  const set = (sql: string, ...binds: unknown[]) => db().prepare(sql).bind(...binds).run();

  beforeAll(async () => {
    products = await productsOf('sehat', 3);
    buyer = (await makeAccount('sehat', 'customer', 'Return Counter')).id;
  });

  const lineIds = async (pk: number) =>
    (await db().prepare('SELECT id FROM order_products WHERE order_pk = ? ORDER BY id').bind(pk).all<{ id: number }>()).results.map((r) => r.id);

  it('follows each line’s status and quantities, a line moved to another order, and deleted lines', async () => {
    const before = await inStep();
    // No ledger rows, so that the rows can be deleted by hand below (a paid order is kept).
    const a = await insertOrder({ userId: buyer, status: 'completed', deliveredAgoHours: 3, noLedger: true, lines: [{ product: products[0]!, quantity: 2, status: 'returned' }, { product: products[1]!, quantity: 1, status: 'return_requested' }] });
    const b = await insertOrder({ userId: buyer, status: 'completed', deliveredAgoHours: 3, noLedger: true, lines: [{ product: products[2]!, quantity: 2 }] });
    expect(await inStep()).toBe(before + 1);
    const [first, second] = await lineIds(a.pk);
    const [third] = await lineIds(b.pk);
    await set("UPDATE order_products SET status = 'refunded' WHERE id = ?", first);
    expect(await inStep()).toBe(before + 1);
    // Part of a line back and not yet received keeps it waiting; received (good or damaged), it leaves.
    await set("UPDATE order_products SET status = 'ordered', returned_quantity = 1 WHERE id = ?", second);
    expect(await inStep()).toBe(before + 1);
    await set('UPDATE order_products SET restocked_quantity = 1 WHERE id = ?', second);
    expect(await inStep()).toBe(before);
    await set('UPDATE order_products SET returned_quantity = 2, damaged_quantity = 0 WHERE id = ?', third);
    expect(await inStep()).toBe(before + 1);
    await set('UPDATE order_products SET damaged_quantity = 2 WHERE id = ?', third);
    expect(await inStep()).toBe(before);
    // A waiting line moved from one order to another moves the order in the queue.
    await set("UPDATE order_products SET status = 'returned' WHERE id = ?", first);
    expect(await inStep()).toBe(before + 1);
    await set('UPDATE order_products SET order_pk = ? WHERE id = ?', b.pk, first);
    expect(await inStep()).toBe(before + 1);
    await set("UPDATE order_products SET status = 'return_requested' WHERE id = ?", second);
    expect(await inStep()).toBe(before + 2);
    // Lines deleted, then an order deleted with its lines (the cascade).
    await set('DELETE FROM order_products WHERE id = ?', second);
    expect(await inStep()).toBe(before + 1);
    await set('DELETE FROM orders WHERE id = ?', b.pk);
    expect(await inStep()).toBe(before);
    await set('DELETE FROM orders WHERE id = ?', a.pk);
    expect(await inStep()).toBe(before);
  });

  it('leaves the queue when an admin deletes the order', async () => {
    const before = await inStep();
    const order = await insertOrder({ userId: buyer, status: 'pending', paymentMethod: 'Cash on Delivery', lines: [{ product: products[0]!, quantity: 1, status: 'return_requested' }, { product: products[1]!, quantity: 1 }] });
    expect(await inStep()).toBe(before + 1);
    const res = await call(`placeOrder/delete/byOrderId/${order.orderId}`, { method: 'DELETE', token: admin });
    expect(res.status, res.json?.message).toBe(200);
    expect(await inStep()).toBe(before);
  });

  it('counts another shop’s returns in that shop only', async () => {
    const before = await inStep();
    const kiranaBefore = await counted('kirana');
    const kiranaBuyer = await makeAccount('kirana', 'customer');
    const [theirs] = await productsOf('kirana', 1);
    await insertOrder({ slug: 'kirana', userId: kiranaBuyer.id, status: 'completed', deliveredAgoHours: 2, lines: [{ product: theirs!, quantity: 1, status: 'returned' }] });
    expect(await inStep()).toBe(before);
    expect(await counted('kirana')).toBe(kiranaBefore + 1);
    const kiranaAdmin = await tokenFor(ADMIN[0], ADMIN[1], 'kirana');
    const today = await call('admin/today', { token: kiranaAdmin, host: KIRANA });
    expect(today.json.waiting.returns_to_process).toBe(kiranaBefore + 1);
  });
});
