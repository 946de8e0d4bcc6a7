import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { linesFromProducts, quoteOrder, type Quote } from '@/server/data/order-quote';
import { writeOrder, type OrderDraft } from '@/server/data/order-write';
import { distributorId } from './helpers';
import { cashOrderDraft, newCoupon, newProduct, newShopper, ordersOf, stockOf, type Shopper } from './checkout-fixtures';

// The per-customer coupon limit is guarded twice: the quote refuses a coupon
// already used up (tested through the API in checkout.test.ts), and the order
// batch itself refuses a use beyond the limit, for two orders that were both
// priced with the coupon before either was written (two tabs placing at the
// same moment). Over HTTP the cart guard always stops the second of two such
// orders first (the first one empties the cart), so the batch is called here
// directly, with orders that do not come from the cart.

async function pricedWithCoupon(s: Shopper, productId: number, code: string): Promise<Quote> {
  const did = await distributorId(s.slug);
  const lines = await linesFromProducts(env.DB, did, [{ product_id: productId, quantity: 1 }]);
  return quoteOrder(env.DB, { distributorId: did, customerId: s.id, lines, couponCode: code, pincode: '411001' });
}

async function draft(s: Shopper, quote: Quote): Promise<OrderDraft> {
  return cashOrderDraft(s, await distributorId(s.slug), quote);
}

async function usesOf(s: Shopper, couponId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM coupon_uses WHERE coupon_id = ? AND customer_id = ?')
    .bind(couponId, s.id)
    .first<{ n: number }>();
  return row!.n;
}

/** A customer, a product and a coupon this customer may use once, with two orders priced with it. */
async function twoPricedOrders(code: string) {
  const s = await newShopper();
  const p = await newProduct('sehat', { pricePaise: 60_000, stock: 9 });
  const couponId = await newCoupon('sehat', { code, kind: 'flat', value: 100, limit: 1 });
  // Both priced before either is written: each saw no use of the coupon yet.
  const [a, b] = await Promise.all([pricedWithCoupon(s, p.id, code), pricedWithCoupon(s, p.id, code)]);
  expect(a.coupon).toMatchObject({ id: couponId, discountPaise: 10_000 });
  expect(b.coupon).toMatchObject({ id: couponId, discountPaise: 10_000 });
  return { s, p, couponId, first: await draft(s, a), second: await draft(s, b) };
}

describe('the order batch and the per-customer coupon limit', () => {
  it('writes the first of two orders priced with a once-only coupon and refuses the second whole', async () => {
    const { s, p, couponId, first, second } = await twoPricedOrders('LIMITONE');
    expect(await writeOrder(env.DB, first)).toBe('ok');
    expect(await writeOrder(env.DB, second)).toBe('coupon_limit');
    // Nothing of the second order stays: no order row, no stock taken, one use.
    expect((await ordersOf(s.id)).map((o) => o.order_id)).toEqual([first.orderId]);
    expect(await stockOf(p.id)).toBe(8);
    expect(await usesOf(s, couponId)).toBe(1);
  });

  it('lets only one of two orders written at the same moment use the coupon', async () => {
    const { s, p, couponId, first, second } = await twoPricedOrders('LIMITRACE');
    const outcomes = await Promise.all([writeOrder(env.DB, first), writeOrder(env.DB, second)]);
    expect([...outcomes].sort()).toEqual(['coupon_limit', 'ok']);
    expect(await ordersOf(s.id)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(8);
    expect(await usesOf(s, couponId)).toBe(1);
  });

  it('lets a coupon allowed twice be used by two orders written at once', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 60_000, stock: 9 });
    const couponId = await newCoupon('sehat', { code: 'LIMITTWO', kind: 'flat', value: 100, limit: 2 });
    const [a, b] = await Promise.all([pricedWithCoupon(s, p.id, 'LIMITTWO'), pricedWithCoupon(s, p.id, 'LIMITTWO')]);
    const outcomes = await Promise.all([writeOrder(env.DB, await draft(s, a)), writeOrder(env.DB, await draft(s, b))]);
    expect(outcomes).toEqual(['ok', 'ok']);
    expect(await usesOf(s, couponId)).toBe(2);
  });
});
