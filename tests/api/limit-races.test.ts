import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { DEFAULT_ORDER_LIMITS } from '@/server/checkout/order-limits';
import { addToCart, cartOf, newProduct, newShopper } from './checkout-fixtures';
import { drawn, replay } from './race-seed';

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
