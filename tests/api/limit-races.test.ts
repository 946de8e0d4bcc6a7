import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { DEFAULT_ORDER_LIMITS } from '@/server/checkout/order-limits';
import { formatPaise } from '@/lib/pricing';
import { call, distributorId } from './helpers';
import { dbOf } from './databases';
import { addToCart, cartOf, countOf, newProduct, newShopper, ordersOf, placeAll, placePayload, stockOf, type Shopper } from './checkout-fixtures';
import { drawn, replay, shuffled } from './race-seed';

// Limits that hold for requests sent all at once: each is guarded in the
// statement that writes, so no two requests can both pass a check made before
// either wrote. The sizes of the requests are drawn from a seed (see
// race-seed.ts), so a failure can be replayed.

const L = DEFAULT_ORDER_LIMITS;
const ROUNDS = 3;

describe(`the per-product cart cap under parallel adds (${replay})`, () => {
  it('ten adds at once never leave more than the cap of one product in the cart', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const s = await newShopper();
      const name = `Parallel cap ${crypto.randomUUID().slice(0, 6)}`;
      const p = await newProduct('sehat', { pricePaise: 100_00, stock: 100, name });
      // Round 0 is the plain case: ten adds of 3 (30 wanted, 20 allowed); later rounds draw 1-6 each.
      const sizes = Array.from({ length: 10 }, () => (round === 0 ? 3 : drawn(1, 6)));
      const answers = await Promise.all(sizes.map((q) => addToCart(s, p.id, q)));
      const at = `round ${round}, sizes ${sizes.join(',')}, ${replay}`;

      const lines = (await cartOf(s)).json.cartItems as Array<{ product_id: number; quantity: number }>;
      const held = lines.find((l) => l.product_id === p.id)?.quantity ?? 0;
      expect(held, at).toBeLessThanOrEqual(L.maxQuantityPerProduct);
      // What the cart holds is exactly the adds that were answered 200 ...
      const added = answers.reduce((sum, a, i) => sum + (a.status === 200 ? sizes[i]! : 0), 0);
      expect(held, at).toBe(added);
      // ... every other add was refused with the cap's message, and only because it would have passed the cap.
      answers.forEach((a, i) => {
        if (a.status === 200) return;
        expect(a.status, at).toBe(400);
        expect(a.json, at).toEqual({ message: MESSAGES.orderLimits.quantity(name, L.maxQuantityPerProduct), code: 'ORDER_QUANTITY_LIMIT' });
        expect(held + sizes[i]!, at).toBeGreaterThan(L.maxQuantityPerProduct);
      });
    }
  });
});

/** A cash-on-delivery order of one product to the profile address (placeOrder/place), its id unique to the shopper. */
const placeOne = (s: Shopper, orderId: string, productId: number, quantity: number) =>
  call('placeOrder/place', { method: 'POST', token: s.token, body: { order_id: orderId, user_id: s.id, products: [{ product_id: productId, quantity }] } });

describe(`a new account's open-order limits under orders sent at once (${replay})`, () => {
  it('twelve orders at once: only as many as the limit are placed; the refused move no stock and keep the cart', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      // Pune, inside sehat's area; ₹100 a unit keeps twelve orders far below the value limit.
      const s = await newShopper('sehat', '4 FC Road, Pune 411004');
      const [p, carted] = await Promise.all([newProduct('sehat', { pricePaise: 100_00, stock: 40 }), newProduct('sehat', { pricePaise: 100_00, stock: 40 })]);
      expect((await addToCart(s, carted.id, 2)).status).toBe(200);
      const sizes = Array.from({ length: 11 }, () => (round === 0 ? 1 : drawn(1, 3)));
      const stamp = Date.now();
      // Eleven single orders and one checkout of the cart, in an order drawn from the seed.
      const attempts = shuffled([
        ...sizes.map((quantity, i) => ({ kind: `place ${quantity}`, quantity, send: () => placeOne(s, `ORD-${s.id}-${stamp + i}`, p.id, quantity) })),
        { kind: 'cart', quantity: 0, send: () => placeAll(s, placePayload(s)) },
      ]);
      const answers = await Promise.all(attempts.map((a) => a.send()));
      const at = `round ${round}, ${attempts.map((a) => a.kind).join(', ')}, ${replay}`;

      expect(answers.filter((a) => a.status === 201), at).toHaveLength(L.newAccountOpenOrders);
      for (const refused of answers.filter((a) => a.status !== 201)) {
        expect(refused.json, at).toEqual({ message: MESSAGES.orderLimits.openOrders(L.newAccountOpenOrders), code: 'OPEN_ORDERS_LIMIT' });
        expect(refused.status, at).toBe(400);
      }
      expect(await ordersOf(s.id), at).toHaveLength(L.newAccountOpenOrders);
      // Stock moved for the placed orders only; a refused checkout left the cart as it was.
      const sold = attempts.reduce((sum, a, i) => sum + (answers[i]!.status === 201 ? a.quantity : 0), 0);
      expect(await stockOf(p.id), at).toBe(40 - sold);
      const cartPlaced = answers[attempts.findIndex((a) => a.kind === 'cart')]!.status === 201;
      expect(await countOf(s), at).toBe(cartPlaced ? 0 : 2);
      expect(await stockOf(carted.id), at).toBe(cartPlaced ? 38 : 40);
    }
  });

  it('orders at once over a shop’s value limit: what a new account holds open never passes it', async () => {
    // The shop allows many open orders but only ₹10,000 of them; each order is ₹2,000-₹4,000 (cash on delivery).
    const did = await distributorId('sehat');
    await dbOf('sehat')
      .prepare('INSERT INTO shop_order_limits (distributor_id, new_account_open_orders, new_account_open_value_paise) VALUES (?, 50, 1000000)')
      .bind(did)
      .run();
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        const s = await newShopper('sehat', '4 FC Road, Pune 411004');
        const p = await newProduct('sehat', { pricePaise: 1_000_00, stock: 100 });
        const sizes = Array.from({ length: 8 }, () => drawn(2, 4));
        const stamp = Date.now();
        const answers = await Promise.all(sizes.map((quantity, i) => placeOne(s, `ORD-${s.id}-${stamp + i}`, p.id, quantity)));
        const at = `round ${round}, sizes ${sizes.join(',')}, ${replay}`;

        const held = (await ordersOf(s.id)).reduce((sum, o) => sum + Number(o.final_price_after_coupon_paise), 0);
        expect(held, at).toBeLessThanOrEqual(10_000_00);
        expect(answers.some((a) => a.status === 201), at).toBe(true);
        for (const refused of answers.filter((a) => a.status !== 201)) {
          expect(refused.json, at).toEqual({ message: MESSAGES.orderLimits.openValue(formatPaise(10_000_00)), code: 'OPEN_VALUE_LIMIT' });
        }
        const sold = answers.reduce((sum, a, i) => sum + (a.status === 201 ? sizes[i]! : 0), 0);
        expect(await stockOf(p.id), at).toBe(100 - sold);
      }
    } finally {
      await dbOf('sehat').prepare('DELETE FROM shop_order_limits WHERE distributor_id = ?').bind(did).run();
    }
  });
});
