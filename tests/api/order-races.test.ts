import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CHANGED } from '@/server/data/order-guard';
import { newProduct, newShopper, type TestProduct } from './checkout-fixtures';
import { call, type CallResult } from './helpers';
import { ADMIN, RIDER, accountId, insertOrder, stockOf, tokenFor } from './orders-support';

// Cancel, delete, return, refund and product removal on one order, sent all
// at once: each change is decided by the order's version, so whichever lands
// first wins, the others answer 409 (or see the new state and refuse it), and
// stock moves exactly once per line.

let admin: string;
let riderId: number;
beforeAll(async () => {
  admin = await tokenFor(...ADMIN);
  riderId = await accountId(RIDER[0]);
});

const ROUNDS = 3;
const ALLOWED = new Set([200, 400, 403, 404, 409]);

function asProduct(p: TestProduct, name: string) {
  return { id: p.id, price_paise: p.pricePaise, discount: p.discount, total_stock: 50, product_name: name };
}

/** Interleaves the attempts so no kind of request always goes first. */
function shuffled<T>(list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = crypto.getRandomValues(new Uint32Array(1))[0]! % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function checkAnswers(results: CallResult[]) {
  for (const r of results) expect(ALLOWED.has(r.status), `${r.status} ${r.json?.message}`).toBe(true);
  expect(results.some((r) => r.status === 200)).toBe(true);
  for (const r of results.filter((x) => x.status === 409)) expect(typeof r.json.message).toBe('string');
}

async function linesAfter(orderPk: number) {
  const order = await env.DB.prepare('SELECT order_status FROM orders WHERE id = ?').bind(orderPk).first<{ order_status: string }>();
  const { results } = await env.DB.prepare('SELECT product_id, status FROM order_products WHERE order_pk = ?').bind(orderPk).all<{ product_id: number; status: string }>();
  return { order, lines: new Map(results.map((l) => [l.product_id, l.status])) };
}

type Attempt = (pk: number, a: number, b: number, shopper: string) => Promise<CallResult>;
const cancel: Attempt = (pk) => call(`placeOrder/${pk}/status`, { method: 'PUT', token: admin, body: { status: 'cancelled' } });
const del: Attempt = (pk, _a, _b, shopper) => call(`placeOrder/delete/byOrderId/${pk}`, { method: 'DELETE', token: shopper });
const removeA: Attempt = (pk, a, _b, shopper) => call(`placeOrder/orders/product/${pk}/${a}`, { method: 'DELETE', token: shopper });
const removeB: Attempt = (pk, _a, b, shopper) => call(`placeOrder/orders/product/${pk}/${b}`, { method: 'DELETE', token: shopper });
const times = (n: number, attempt: Attempt) => Array.from({ length: n }, () => attempt);

/** Rounds of 20 mixed attempts on a fresh pending order; stock must move once per line taken out. */
async function pendingRounds(mix: Attempt[]) {
  for (let round = 0; round < ROUNDS; round += 1) {
    const shopper = await newShopper();
    const [a, b] = await Promise.all([newProduct('sehat', { pricePaise: 1850, discount: 5, stock: 50 }), newProduct('sehat', { pricePaise: 49900, stock: 50 })]);
    const order = await insertOrder({ userId: shopper.id, status: 'pending', lines: [{ product: asProduct(a, 'A'), quantity: 3 }, { product: asProduct(b, 'B'), quantity: 2 }] });
    const results = await Promise.all(shuffled(mix).map((attempt) => attempt(order.pk, a.id, b.id, shopper.token)));
    checkAnswers(results);
    // Changes that lost are told so; none of them silently "succeeds" on a state it did not see.
    expect(results.some((r) => r.status !== 200)).toBe(true);
    expect(results.filter((r) => r.status === 409).every((r) => r.json.message === ORDER_CHANGED || r.json.message.startsWith('An order cannot go'))).toBe(true);

    const { order: row, lines } = await linesAfter(order.pk);
    const gone = !row || row.order_status === 'cancelled';
    const expected = (id: number, qty: number) => 50 + (gone || lines.get(id) === 'removed' ? qty : 0);
    expect(await stockOf(a.id), `round ${round}`).toBe(expected(a.id, 3));
    expect(await stockOf(b.id), `round ${round}`).toBe(expected(b.id, 2));
  }
}

describe('concurrent changes to a pending order', () => {
  it('admin cancels racing product removals: 20 at once, stock restored exactly once', async () => {
    await pendingRounds([...times(10, cancel), ...times(10, removeA)]);
  });

  it('customer deletes, admin cancels and removals: 20 at once, stock restored exactly once', async () => {
    await pendingRounds([...times(5, cancel), ...times(5, del), ...times(5, removeA), ...times(5, removeB)]);
  });
});

describe('concurrent changes to a delivered order', () => {
  it('returns, whole returns, refunds and a cancel: 20 at once, each returned line restocked once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const shopper = await newShopper();
      const [a, b] = await Promise.all([newProduct('sehat', { pricePaise: 9999, stock: 50 }), newProduct('sehat', { pricePaise: 25000, discount: 10, stock: 50 })]);
      const order = await insertOrder({
        userId: shopper.id,
        delivery: { riderId, status: 'delivered' },
        deliveredAgoHours: 2,
        lines: [{ product: asProduct(a, 'A'), quantity: 4 }, { product: asProduct(b, 'B'), quantity: 1 }],
      });
      const ret = (body: unknown) => () => call(`placeOrder/orders/${order.pk}/request-return`, { method: 'POST', token: shopper.token, body });
      const attempts = shuffled([
        ...Array.from({ length: 5 }, () => ret({ reason: 'Damaged', product_id: a.id })),
        ...Array.from({ length: 5 }, () => ret({ reason: 'Not needed' })),
        ...Array.from({ length: 5 }, () => () => call(`placeOrder/orders/${order.pk}/process-refund`, { method: 'POST', token: admin, body: {} })),
        ...Array.from({ length: 5 }, () => () => call(`placeOrder/${order.pk}/status`, { method: 'PUT', token: admin, body: { status: 'cancelled' } })),
      ]);
      const results = await Promise.all(attempts.map((attempt) => attempt()));
    checkAnswers(results);

      const { lines } = await linesAfter(order.pk);
      expect(await stockOf(a.id), `round ${round}`).toBe(50 + (lines.get(a.id) === 'returned' ? 4 : 0));
      expect(await stockOf(b.id), `round ${round}`).toBe(50 + (lines.get(b.id) === 'returned' ? 1 : 0));
    }
  });
});

describe('a delivery step racing a cancel', () => {
  it('never leaves a delivered order cancelled and restocked', async () => {
    const rider = await tokenFor(...RIDER);
    for (let round = 0; round < ROUNDS; round += 1) {
      const shopper = await newShopper();
      const a = await newProduct('sehat', { pricePaise: 5000, stock: 50 });
      const order = await insertOrder({ userId: shopper.id, status: 'approved', delivery: { riderId, status: 'out_for_delivery' }, lines: [{ product: asProduct(a, 'A'), quantity: 2 }] });
      const attempts = shuffled([
        ...Array.from({ length: 10 }, () => () => call(`placeOrder/update-deliveryboy-status/${order.pk}`, { method: 'PUT', token: rider, body: { deliveryboy_status: 'delivered' } })),
        ...Array.from({ length: 10 }, () => () => call(`placeOrder/${order.pk}/status`, { method: 'PUT', token: admin, body: { status: 'cancelled' } })),
      ]);
      const results = await Promise.all(attempts.map((attempt) => attempt()));
      checkAnswers(results);
      const row = await env.DB.prepare('SELECT order_status, deliveryboy_status FROM orders WHERE id = ?').bind(order.pk).first<{ order_status: string; deliveryboy_status: string }>();
      if (row!.order_status === 'cancelled') {
        expect(row!.deliveryboy_status, `round ${round}`).not.toBe('delivered');
        expect(await stockOf(a.id)).toBe(52);
      } else {
        expect(row).toEqual({ order_status: 'completed', deliveryboy_status: 'delivered' });
        expect(await stockOf(a.id)).toBe(50);
      }
    }
  });
});
