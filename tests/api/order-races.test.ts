import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { newProduct, newShopper, type TestProduct } from './checkout-fixtures';
import { call, type CallResult } from './helpers';
import { ADMIN, RIDER, accountId, insertOrder, stockOf, tokenFor } from './orders-support';
import { SEED, replay, shuffled } from './race-seed';

// Cancel, delete, return, refund and product removal on one order, sent all
// at once: each change is decided by the order's version, so exactly one wins
// and every other answers 409 ORDER_CHANGED (or the 409 its rule gives on any
// order in that state), and stock moves exactly once per line.
//
// The attempts go out in a shuffled order drawn from a seed: a failure names
// it, and ORDER_RACES_SEED=<seed> npm run test:api -- tests/api/order-races.test.ts
// replays that order.

let admin: string;
let riderId: number;
beforeAll(async () => {
  admin = await tokenFor(...ADMIN);
  riderId = await accountId(RIDER[0]);
});

const ROUNDS = 3;

function asProduct(p: TestProduct, name: string) {
  return { id: p.id, price_paise: p.pricePaise, discount: p.discount, total_stock: 50, product_name: name };
}

/** One attempt: its kind, and the request. */
interface Try<K extends string> {
  kind: K;
  send: () => Promise<CallResult>;
}

/** Sends the attempts at once; each answer with its kind. */
async function race<K extends string>(attempts: Try<K>[]): Promise<{ kind: K; status: number; code: string | undefined }[]> {
  const results = await Promise.all(attempts.map((a) => a.send()));
  return results.map((r, i) => ({ kind: attempts[i]!.kind, status: r.status, code: r.json?.code }));
}

/**
 * Exactly one attempt won (200), and every other got the 409 its kind gets
 * (`lost`): returns the winner's kind.
 */
function oneWinner<K extends string>(answers: { kind: K; status: number; code: string | undefined }[], lost: (kind: K) => string): K {
  const winners = answers.filter((a) => a.status === 200);
  expect(winners, `exactly one change wins; ${replay}`).toHaveLength(1);
  const losers = answers.filter((a) => a !== winners[0]).map(({ kind, status, code }) => ({ kind, status, code }));
  expect(losers, replay).toEqual(losers.map(({ kind }) => ({ kind, status: 409, code: lost(kind) })));
  return winners[0]!.kind;
}

async function linesAfter(orderPk: number) {
  const order = await env.DB.prepare('SELECT order_status FROM orders WHERE id = ?').bind(orderPk).first<{ order_status: string }>();
  const { results } = await env.DB.prepare('SELECT product_id, status FROM order_products WHERE order_pk = ?').bind(orderPk).all<{ product_id: number; status: string }>();
  return { order, lines: new Map(results.map((l) => [l.product_id, l.status])) };
}

type Kind = 'cancel' | 'delete' | 'remove A' | 'remove B';
type Attempt = (pk: number, a: number, b: number, shopper: string) => Promise<CallResult>;
const ATTEMPTS: Record<Kind, Attempt> = {
  cancel: (pk) => call(`placeOrder/${pk}/status`, { method: 'PUT', token: admin, body: { status: 'cancelled' } }),
  delete: (pk, _a, _b, shopper) => call(`placeOrder/delete/byOrderId/${pk}`, { method: 'DELETE', token: shopper }),
  'remove A': (pk, a, _b, shopper) => call(`placeOrder/orders/product/${pk}/${a}`, { method: 'DELETE', token: shopper }),
  'remove B': (pk, _a, b, shopper) => call(`placeOrder/orders/product/${pk}/${b}`, { method: 'DELETE', token: shopper }),
};
const times = (n: number, kind: Kind): Kind[] => Array.from({ length: n }, () => kind);

/** Rounds of 20 mixed attempts on a fresh pending order; stock must move once per line taken out. */
async function pendingRounds(mix: Kind[]) {
  for (let round = 0; round < ROUNDS; round += 1) {
    const shopper = await newShopper();
    const [a, b] = await Promise.all([newProduct('sehat', { pricePaise: 1850, discount: 5, stock: 50 }), newProduct('sehat', { pricePaise: 49900, stock: 50 })]);
    // Cash on delivery, so nothing is paid yet and its shopper may delete it (a paid order stays on record).
    const order = await insertOrder({ userId: shopper.id, status: 'pending', paymentMethod: 'Cash on Delivery', lines: [{ product: asProduct(a, 'A'), quantity: 3 }, { product: asProduct(b, 'B'), quantity: 2 }] });
    const answers = await race(shuffled(mix).map((kind) => ({ kind, send: () => ATTEMPTS[kind](order.pk, a.id, b.id, shopper.token) })));
    // Changes that lost are told so; none of them silently "succeeds" on a state it did not see.
    const winner = oneWinner(answers, () => 'ORDER_CHANGED');

    const { order: row, lines } = await linesAfter(order.pk);
    const whole = winner === 'cancel' || winner === 'delete';
    expect(row?.order_status ?? 'deleted', `round ${round}, ${replay}`).toBe({ cancel: 'cancelled', delete: 'deleted', 'remove A': 'pending', 'remove B': 'pending' }[winner]);
    expect(await stockOf(a.id), `round ${round}, ${replay}`).toBe(50 + (whole || winner === 'remove A' ? 3 : 0));
    expect(await stockOf(b.id), `round ${round}, ${replay}`).toBe(50 + (whole || winner === 'remove B' ? 2 : 0));
    if (!whole) expect(lines.get(winner === 'remove A' ? a.id : b.id), replay).toBe('removed');
  }
}

describe(`concurrent changes to a pending order (seed ${SEED})`, () => {
  it('admin cancels racing product removals: 20 at once, stock restored exactly once', async () => {
    await pendingRounds([...times(10, 'cancel'), ...times(10, 'remove A')]);
  });

  it('customer deletes, admin cancels and removals: 20 at once, stock restored exactly once', async () => {
    await pendingRounds([...times(5, 'cancel'), ...times(5, 'delete'), ...times(5, 'remove A'), ...times(5, 'remove B')]);
  });
});

describe(`concurrent changes to a delivered order (seed ${SEED})`, () => {
  it('returns, whole returns, refunds and a cancel: 20 at once, each returned line restocked once received', async () => {
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
      const answers = await race(
        shuffled([
          ...Array.from({ length: 5 }, () => ({ kind: 'return A' as const, send: ret({ reason: 'Damaged', product_id: a.id }) })),
          ...Array.from({ length: 5 }, () => ({ kind: 'return all' as const, send: ret({ reason: 'Not needed' }) })),
          ...Array.from({ length: 5 }, () => ({
            kind: 'refund' as const,
            send: () => call(`placeOrder/orders/${order.pk}/process-refund`, { method: 'POST', token: admin, body: {} }),
          })),
          ...Array.from({ length: 5 }, () => ({
            kind: 'cancel' as const,
            send: () => call(`placeOrder/${order.pk}/status`, { method: 'PUT', token: admin, body: { status: 'cancelled' } }),
          })),
        ]),
      );
      // A delivered order can never be cancelled, race or not.
      oneWinner(answers, (kind) => (kind === 'cancel' ? 'BAD_TRANSITION' : 'ORDER_CHANGED'));

      const { lines } = await linesAfter(order.pk);
      // Returned goods wait for the shop to receive them: the stock moves only then, once.
      expect(await stockOf(a.id), `round ${round}, ${replay}`).toBe(50);
      expect(await stockOf(b.id), `round ${round}, ${replay}`).toBe(50);
      if (lines.get(a.id) === 'returned') {
        await call(`placeOrder/orders/${order.pk}/receive-return`, { method: 'POST', token: admin, body: { product_id: a.id, condition: 'good' } });
        expect(await stockOf(a.id), `round ${round}, ${replay}`).toBe(54);
      }
    }
  });
});

describe(`a delivery step racing a cancel (seed ${SEED})`, () => {
  it('never leaves a delivered order cancelled and restocked', async () => {
    const rider = await tokenFor(...RIDER);
    for (let round = 0; round < ROUNDS; round += 1) {
      const shopper = await newShopper();
      const a = await newProduct('sehat', { pricePaise: 5000, stock: 50 });
      const order = await insertOrder({ userId: shopper.id, status: 'approved', delivery: { riderId, status: 'out_for_delivery' }, lines: [{ product: asProduct(a, 'A'), quantity: 2 }] });
      const answers = await race(
        shuffled([
          ...Array.from({ length: 10 }, () => ({
            kind: 'delivered' as const,
            send: () => call(`placeOrder/update-deliveryboy-status/${order.pk}`, { method: 'PUT', token: rider, body: { deliveryboy_status: 'delivered' } }),
          })),
          ...Array.from({ length: 10 }, () => ({
            kind: 'cancel' as const,
            send: () => call(`placeOrder/${order.pk}/status`, { method: 'PUT', token: admin, body: { status: 'cancelled' } }),
          })),
        ]),
      );
      // An order out for delivery cannot be cancelled: one delivery step wins, the others find it taken.
      expect(oneWinner(answers, (kind) => (kind === 'cancel' ? 'ORDER_DISPATCHED' : 'CONFLICT')), replay).toBe('delivered');
      const row = await env.DB.prepare('SELECT order_status, deliveryboy_status FROM orders WHERE id = ?').bind(order.pk).first<{ order_status: string; deliveryboy_status: string }>();
      expect(row, `round ${round}, ${replay}`).toEqual({ order_status: 'completed', deliveryboy_status: 'delivered' });
      expect(await stockOf(a.id), replay).toBe(50);
    }
  });
});
