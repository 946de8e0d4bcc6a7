import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { formatPaise } from '@/lib/pricing';
import { DEFAULT_ORDER_LIMITS } from '@/server/checkout/order-limits';
import { dbOf } from '../databases';
import { distributorId } from '../helpers';
import { addToCart, newProduct, newShopper, placeAll, placePayload, stockOf, type Shopper } from '../checkout-fixtures';
import { report, tallyOf } from './probe';

// Unpaid and undelivered orders hold real stock: one new account must not be
// able to empty a product for everyone. Per order a product's quantity is
// capped, cash on delivery has a ceiling, and a new account may hold only so
// many open orders of so much value. Refusals say why and change nothing.

const CLASS = 'stock hoarding';
const tally = tallyOf(CLASS);
const L = DEFAULT_ORDER_LIMITS;
const UPI = { payment_method: 'UPI', payment_gateway: 'UPI', upi_id: 'asha@okbank' };

/** One order of `quantity` units of `productId`; counted as let through when it was placed. */
async function attempt(s: Shopper, productId: number, quantity: number, over: Record<string, unknown> = {}) {
  expect((await addToCart(s, productId, quantity)).status).toBeLessThan(300);
  const res = await placeAll(s, placePayload(s, over));
  tally.ran += 1;
  if (res.status >= 500) tally.serverErrors.push(`${res.status} ${res.text}`);
  else if (res.status < 400) tally.allowed.push(`${quantity} units -> ${res.status}`);
  // A refused order leaves the cart for the shopper to change.
  if (res.status >= 400) await dbOf('sehat').prepare('DELETE FROM cart_items WHERE customer_id = ?').bind(s.id).run();
  return res;
}

describe('one account cannot lock a product’s stock', () => {
  it('caps one product’s quantity in one order: the cart refuses more, and checkout a line that holds more', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 100_00, stock: 38 });
    const add = await addToCart(s, p.id, L.maxQuantityPerProduct + 1);
    tally.ran += 1;
    if (add.status < 400) tally.allowed.push(`${L.maxQuantityPerProduct + 1} units added to the cart`);
    expect(add.status).toBe(400);
    expect(add.json).toMatchObject({ code: 'ORDER_QUANTITY_LIMIT' });
    expect(add.json.message).toMatch(/^You can order at most 20 of Test product \d+ in one order/);
    expect((await addToCart(s, p.id, L.maxQuantityPerProduct)).status).toBe(200);
    const more = await addToCart(s, p.id, 1);
    expect(more.status).toBe(400);
    expect(more.json.code).toBe('ORDER_QUANTITY_LIMIT');
    // A line already above the limit (the shop lowered it since) is refused at checkout.
    await dbOf('sehat').prepare('UPDATE cart_items SET quantity = ? WHERE customer_id = ?').bind(L.maxQuantityPerProduct + 1, s.id).run();
    const res = await placeAll(s, placePayload(s, UPI));
    tally.ran += 1;
    if (res.status < 400) tally.allowed.push(`${L.maxQuantityPerProduct + 1} units -> ${res.status}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'ORDER_QUANTITY_LIMIT' });
    expect(await stockOf(p.id)).toBe(38);
    await dbOf('sehat').prepare('DELETE FROM cart_items WHERE customer_id = ?').bind(s.id).run();
  });

  it('refuses cash on delivery above the shop’s ceiling (₹5,000 by default)', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 720_00, stock: 38 });
    const res = await attempt(s, p.id, 8);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: MESSAGES.orderLimits.cod(formatPaise(L.codMaxPaise)), code: 'COD_LIMIT' });
    expect(await stockOf(p.id)).toBe(38);
  });

  it('limits how many open orders, and of what value, a new account holds', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 1_000_00, stock: 200 });
    // Five open orders of ₹3,000 each (cash on delivery, within its ceiling).
    for (let i = 0; i < L.newAccountOpenOrders; i++) {
      expect((await addToCart(s, p.id, 3)).status).toBeLessThan(300);
      expect((await placeAll(s, placePayload(s))).status).toBe(201);
    }
    const sixth = await attempt(s, p.id, 1);
    expect(sixth.status).toBe(400);
    expect(sixth.json).toEqual({ message: MESSAGES.orderLimits.openOrders(L.newAccountOpenOrders), code: 'OPEN_ORDERS_LIMIT' });

    const t = await newShopper();
    expect((await addToCart(t, p.id, 20)).status).toBeLessThan(300);
    expect((await placeAll(t, placePayload(t, UPI))).status).toBe(201);
    const over = await attempt(t, p.id, 6, UPI);
    expect(over.status).toBe(400);
    expect(over.json).toEqual({ message: MESSAGES.orderLimits.openValue(formatPaise(L.newAccountOpenValuePaise)), code: 'OPEN_VALUE_LIMIT' });
  });

  it('holds an established account (a delivered order) to the per-order limits only', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 1_000_00, stock: 200 });
    await dbOf('sehat')
      .prepare(
        `INSERT INTO orders (distributor_id, order_id, invoice_id, user_id, order_status, payment_method, payment_gateway, delivery_address,
           items_total_paise, final_price_after_coupon_paise, deliveryboy_status)
         VALUES (?, ?, ?, ?, 'completed', 'COD', 'COD', 'x', 100, 100, 'delivered')`,
      )
      .bind(await distributorId('sehat'), `ORD-HIST-${s.id}`, `INV-HIST-${s.id}`, s.id)
      .run();
    for (let i = 0; i < L.newAccountOpenOrders + 1; i++) {
      expect((await addToCart(s, p.id, 3)).status).toBeLessThan(300);
      expect((await placeAll(s, placePayload(s))).status).toBe(201);
    }
  });

  it('uses a shop’s own settings over the defaults', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 100_00, stock: 50 });
    await dbOf('sehat')
      .prepare('INSERT INTO shop_order_limits (distributor_id, max_quantity_per_product, cod_max_paise) VALUES (?, 2, 15000)')
      .bind(await distributorId('sehat'))
      .run();
    try {
      expect((await addToCart(s, p.id, 3)).json.code).toBe('ORDER_QUANTITY_LIMIT');
      const cod = await attempt(s, p.id, 2);
      expect(cod.json).toEqual({ message: MESSAGES.orderLimits.cod(formatPaise(150_00)), code: 'COD_LIMIT' });
    } finally {
      await dbOf('sehat').prepare('DELETE FROM shop_order_limits').run();
    }
  });

  it('reports the class', () => {
    const result = report(CLASS);
    expect(result.serverErrors).toEqual([]);
    expect(result.allowed).toEqual([]);
  });
});
