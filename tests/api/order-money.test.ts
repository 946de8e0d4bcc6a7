import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { RETURN_BLOCKS } from '@/lib/returns';
import { EN_API_ANSWERS } from '@/lib/api-answer-messages';
import { HI_API_ANSWERS } from '@/lib/i18n/hi-IN/api-answers';
import { addToCart, newCoupon, newProduct, newShopper, placeAll, placePayload, type Shopper } from './checkout-fixtures';
import { call } from './helpers';
import { pdfText } from './pdf-text';
import {
  ADMIN,
  RIDER,
  accountId,
  couponUsesOf,
  deliver,
  insertOrder,
  linesOf,
  productsOf,
  stockOf,
  tokenFor,
  type Product,
} from './orders-support';

// Money after an order is placed, to the paisa: the stored line prices and
// coupon shares, the re-quote when a product is removed, refund amounts, and
// the return rule at every delivery step. Sehat's delivery charge is ₹40.

let admin: string;
let rider: string;
let riderId: number;
beforeAll(async () => {
  [admin, rider] = await Promise.all([tokenFor(...ADMIN), tokenFor(...RIDER)]);
  riderId = await accountId(RIDER[0]);
});

/** Places the shopper's cart with a coupon through the API; answers the placed order. */
async function placeWithCoupon(s: Shopper, lines: Array<[number, number]>, code: string | null) {
  for (const [id, qty] of lines) expect((await addToCart(s, id, qty)).status).toBe(200);
  const res = await placeAll(s, placePayload(s, code ? { coupon_code: code } : {}));
  expect(res.status, res.json?.message).toBe(201);
  return res.json.order as { id: number; order_id: string; coupon_discount: number; final_price_after_coupon: number };
}

async function invoiceText(orderPk: number, token: string): Promise<string> {
  const res = await exports.default.fetch(new Request(`http://localhost/api/placeOrder/print-invoice/${orderPk}`, { headers: { authorization: `Bearer ${token}` } }));
  expect(res.status).toBe(200);
  return pdfText(new Uint8Array(await res.arrayBuffer()));
}

const remove = (s: Shopper, orderPk: number, productId: number) =>
  call(`placeOrder/orders/product/${orderPk}/${productId}`, { method: 'DELETE', token: s.token });

describe('a coupon order losing a line', () => {
  it('drops FLAT50 below its ₹499 minimum, releases its use, and the coupon can be used again', async () => {
    const s = await newShopper();
    const cheap = await newProduct('sehat', { pricePaise: 1850, discount: 5, stock: 10 }); // ₹17.575 -> ₹17.58
    const big = await newProduct('sehat', { pricePaise: 49900, stock: 10 });
    const order = await placeWithCoupon(s, [[cheap.id, 1], [big.id, 1]], 'FLAT50');
    // Items 17.58 + 499 = 516.58; FLAT50 -50 shared 170 / 4830 paise; +40 delivery.
    expect(order).toMatchObject({ coupon_discount: 50, final_price_after_coupon: 506.58 });
    expect(await linesOf(order.id)).toMatchObject([
      { unit_price_paise: 1758, coupon_share_paise: 170 },
      { unit_price_paise: 49900, coupon_share_paise: 4830 },
    ]);
    expect(await couponUsesOf(order.id)).toBe(1);

    const res = await remove(s, order.id, big.id);
    expect(res.status).toBe(200);
    expect(res.json.order).toMatchObject({
      items_total: 17.58,
      coupon_discount: 0,
      coupon_code: null,
      delivery_charges: 40,
      final_price_after_coupon: 57.58,
      products: [{ product_id: cheap.id, unit_price: 17.58, coupon_share: 0 }],
    });
    expect(await linesOf(order.id)).toMatchObject([{ coupon_share_paise: 0 }, { status: 'removed', coupon_share_paise: 0 }]);
    expect(await couponUsesOf(order.id)).toBe(0);
    // FLAT50 is once per customer: it works again because the use was given back.
    const again = await placeWithCoupon(s, [[big.id, 1]], 'FLAT50');
    expect(again).toMatchObject({ coupon_discount: 50, final_price_after_coupon: 489 });
  });

  it('re-quotes SEHAT10 (10%, at most ₹150) on what is left, shares adding up to the discount', async () => {
    const s = await newShopper();
    const c = await newProduct('sehat', { pricePaise: 120000, stock: 10 });
    const d = await newProduct('sehat', { pricePaise: 45055, discount: 10, stock: 10 }); // 405.495 -> 405.50
    const e = await newProduct('sehat', { pricePaise: 9999, stock: 10 });
    const order = await placeWithCoupon(s, [[c.id, 1], [d.id, 1], [e.id, 3]], 'SEHAT10');
    // Items 1200 + 405.50 + 299.97 = 1905.47; 10% = 190.55, capped at 150.
    expect(order).toMatchObject({ coupon_discount: 150, final_price_after_coupon: 1795.47 });
    const placed = await linesOf(order.id);
    expect(placed.map((l) => l.unit_price_paise)).toEqual([120000, 40550, 9999]);
    expect(placed.reduce((sum, l) => sum + l.coupon_share_paise, 0)).toBe(15000);

    const res = await remove(s, order.id, c.id);
    expect(res.status).toBe(200);
    // Left: 405.50 + 299.97 = 705.47; 10% = 70.547 -> 70.55 (under the cap, above the ₹299 minimum).
    expect(res.json.order).toMatchObject({ items_total: 705.47, coupon_code: 'SEHAT10', coupon_discount: 70.55, final_price_after_coupon: 674.92 });
    // 7055 paise over 40550 : 29997 -> 4055.15 / 2999.85: the leftover paisa goes to the larger remainder.
    expect((await linesOf(order.id)).map((l) => l.coupon_share_paise)).toEqual([0, 4055, 3000]);
    expect(res.json.order.products.map((p: { coupon_share: number }) => p.coupon_share)).toEqual([40.55, 30]);
    expect(await couponUsesOf(order.id)).toBe(1);

    // Down to ₹299.97: still above the minimum, 10% = 30.00.
    const second = await remove(s, order.id, d.id);
    expect(second.json.order).toMatchObject({ items_total: 299.97, coupon_discount: 30, final_price_after_coupon: 309.97 });
    // The last product: the order is cancelled and the coupon given back.
    const last = await remove(s, order.id, e.id);
    expect(last.json.order).toMatchObject({ order_status: 'cancelled', coupon_discount: 0, products: [] });
    expect(await couponUsesOf(order.id)).toBe(0);
  });

  it('refuses to take out a product cheaper than the coupon it would cost, as the order would then cost more', async () => {
    const s = await newShopper();
    const cheap = await newProduct('sehat', { pricePaise: 2000, stock: 10 });
    const big = await newProduct('sehat', { pricePaise: 48900, stock: 10 });
    const order = await placeWithCoupon(s, [[cheap.id, 1], [big.id, 1]], 'FLAT50');
    // Items 20 + 489 = 509, FLAT50 -50, +40 delivery: ₹499. Without the ₹20 product the items (489) are
    // below the ₹499 minimum: 489 + 40 = ₹529, more than the order costs now.
    expect(order).toMatchObject({ coupon_discount: 50, final_price_after_coupon: 499 });
    const refused = await remove(s, order.id, cheap.id);
    expect(refused).toMatchObject({ status: 400, json: { code: 'COUPON_MIN_ORDER', message: EN_API_ANSWERS.orders.removalCostsMore('₹529.00', '₹499.00') } });
    const hindi = await call(`placeOrder/orders/product/${order.id}/${cheap.id}`, { method: 'DELETE', token: s.token, headers: { 'accept-language': 'hi-IN' } });
    expect(hindi.json.message).toBe(HI_API_ANSWERS.orders.removalCostsMore('₹529.00', '₹499.00'));
    // Nothing changed: both lines, the coupon and its use, the stock.
    expect(await linesOf(order.id)).toMatchObject([{ status: 'ordered' }, { status: 'ordered' }]);
    expect(await couponUsesOf(order.id)).toBe(1);
    expect(await stockOf(cheap.id)).toBe(9);
    // The dearer one first (₹20 + ₹40 = ₹60, less than ₹499), then the last, which cancels the order.
    expect((await remove(s, order.id, big.id)).json.order).toMatchObject({ coupon_discount: 0, final_price_after_coupon: 60 });
    expect((await remove(s, order.id, cheap.id)).json.order).toMatchObject({ order_status: 'cancelled' });
  });
});

describe('coupon terms kept with the order', () => {
  it('re-quotes with the terms of placement, not a later edit of the coupon', async () => {
    const s = await newShopper();
    const couponId = await newCoupon('sehat', { code: `KEEP${Date.now() % 1_000_000}`, kind: 'percent', value: 20, minPaise: 10000 });
    const code = (await env.DB.prepare('SELECT code FROM coupons WHERE id = ?').bind(couponId).first<{ code: string }>())!.code;
    const a = await newProduct('sehat', { pricePaise: 30000, stock: 5 });
    const b = await newProduct('sehat', { pricePaise: 15000, stock: 5 });
    const order = await placeWithCoupon(s, [[a.id, 1], [b.id, 1]], code);
    expect(order.coupon_discount).toBe(90);
    // An operator later makes the coupon 50% with a ₹1,000 minimum.
    await env.DB.prepare('UPDATE coupons SET value = 50, min_order_paise = 100000 WHERE id = ?').bind(couponId).run();
    const res = await remove(s, order.id, a.id);
    // Still 20% of what is left (₹150) above the ₹100 minimum it was placed with.
    expect(res.json.order).toMatchObject({ items_total: 150, coupon_discount: 30, final_price_after_coupon: 160 });
  });
});

describe('refunds with amounts', () => {
  it('refunds a line at what was paid for it; the whole order adds the delivery charge', async () => {
    const s = await newShopper();
    const a = await newProduct('sehat', { pricePaise: 1850, discount: 5, stock: 10 });
    const b = await newProduct('sehat', { pricePaise: 49900, stock: 10 });
    const order = await placeWithCoupon(s, [[a.id, 2], [b.id, 1]], 'FLAT50');
    // Items 35.16 + 499 = 534.16; -50 shared 329 / 4671 paise; +40 = 524.16.
    expect(order.final_price_after_coupon).toBe(524.16);
    expect((await linesOf(order.id)).map((l) => l.coupon_share_paise)).toEqual([329, 4671]);
    await deliver(order.id, admin, rider, riderId);
    const ret = await call(`placeOrder/orders/${order.id}/request-return`, { method: 'POST', token: s.token, body: { reason: 'Seal broken', product_id: a.id } });
    expect(ret.status).toBe(200);

    const partial = await call(`placeOrder/orders/${order.id}/process-refund`, { method: 'POST', token: admin, body: { product_id: a.id } });
    expect(partial.status).toBe(200);
    // 2 x 17.58 - 3.29 = 31.87; no delivery charge on a partial refund.
    expect(partial.json.order).toMatchObject({ order_status: 'completed', payment_status: 'partly_refunded', refund_amount: 31.87 });
    const partlyInvoice = await invoiceText(order.id, s.token);
    expect(partlyInvoice).toMatch(/Partly refunded on \d{2} [A-Z][a-z]{2} \d{4}\n-₹31\.87/);
    expect(partlyInvoice).toContain('Net paid\n₹492.29');
    expect(partial.json.order.products).toMatchObject([
      { product_id: a.id, status: 'refunded', refund_amount: 31.87 },
      { product_id: b.id, status: 'ordered', refund_amount: null },
    ]);

    const whole = await call(`placeOrder/orders/${order.id}/process-refund`, { method: 'POST', token: admin, body: {} });
    expect(whole.status).toBe(200);
    // 31.87 + (499 - 46.71) + 40 delivery = 524.16: everything that was paid.
    expect(whole.json.order).toMatchObject({ order_status: 'refunded', refund_amount: 524.16 });
    expect(whole.json.order.products.map((p: { refund_amount: number }) => p.refund_amount)).toEqual([31.87, 452.29]);
    expect((await linesOf(order.id)).map((l) => l.refund_amount_paise)).toEqual([3187, 45229]);
    // The invoice says it was refunded, with the amount, and what was paid net of it (nothing).
    const invoice = await invoiceText(order.id, s.token);
    expect(invoice).toMatch(/Refunded on \d{2} [A-Z][a-z]{2} \d{4}\n-₹524\.16/);
    expect(invoice).toContain('Net paid\n₹0.00');
    // My Orders reads the same figures.
    const list = await call(`placeOrder/orders/${s.id}`, { token: s.token });
    expect(list.json.orders.find((o: { id: number }) => o.id === order.id)).toMatchObject({ refund_amount: 524.16, final_price_after_coupon: 524.16 });
  });

  it('refunds a cancelled prepaid order whole, delivery included', async () => {
    const s = await newShopper();
    const a = await newProduct('sehat', { pricePaise: 25050, stock: 5 });
    // Paid up front (a cash order cancelled before delivery took no money to refund).
    expect((await addToCart(s, a.id, 1)).status).toBe(200);
    const placed = await placeAll(s, placePayload(s, { payment_method: 'UPI', payment_gateway: 'UPI', upi_id: 'shopper@okhdfc' }));
    expect(placed.status, placed.json?.message).toBe(201);
    const order = placed.json.order as { id: number };
    expect((await call(`placeOrder/${order.id}/status`, { method: 'PUT', token: admin, body: { status: 'cancelled' } })).status).toBe(200);
    const res = await call(`placeOrder/orders/${order.id}/process-refund`, { method: 'POST', token: admin, body: {} });
    expect(res.json.order).toMatchObject({ order_status: 'refunded', refund_amount: 290.5 });
  });
});

describe('a return tried at every delivery step', () => {
  let shopper: Awaited<ReturnType<typeof newShopper>>;
  let product: Product;
  beforeAll(async () => {
    shopper = await newShopper();
    [product] = await productsOf('sehat', 1, 40);
  });
  const tryReturn = (pk: number) =>
    call(`placeOrder/orders/${pk}/request-return`, { method: 'POST', token: shopper.token, body: { reason: 'Not needed' } });

  it('is refused before delivery, with the reason, and nothing is restocked', async () => {
    for (const step of [null, 'assigned', 'picked_up', 'out_for_delivery', 'failed']) {
      const order = await insertOrder({
        userId: shopper.id,
        status: 'approved',
        delivery: step ? { riderId, status: step } : null,
        lines: [{ product: product!, quantity: 2 }],
      });
      const before = await stockOf(product!.id);
      const res = await tryReturn(order.pk);
      expect(res.status, String(step)).toBe(400);
      expect(res.json, String(step)).toEqual({ message: RETURN_BLOCKS.notDelivered.message, code: 'NOT_DELIVERED' });
      expect(await stockOf(product!.id)).toBe(before);
      expect((await call(`placeOrder/${order.pk}`, { token: shopper.token })).json.products[0].status).toBe('ordered');
    }
  });

  it('is accepted once delivered, and refused 73 hours after delivery', async () => {
    const delivered = await insertOrder({ userId: shopper.id, delivery: { riderId, status: 'delivered' }, deliveredAgoHours: 1, lines: [{ product: product!, quantity: 2 }] });
    const before = await stockOf(product!.id);
    const ok = await tryReturn(delivered.pk);
    expect(ok.status).toBe(200);
    expect(ok.json.order.order_status).toBe('returned');
    // The goods go back on the shelf when the shop receives them in good condition.
    expect(await stockOf(product!.id)).toBe(before);
    const received = await call(`placeOrder/orders/${delivered.pk}/receive-return`, { method: 'POST', token: admin, body: { product_id: product!.id, condition: 'good' } });
    expect(received.status).toBe(200);
    expect(await stockOf(product!.id)).toBe(before + 2);

    const late = await insertOrder({ userId: shopper.id, delivery: { riderId, status: 'delivered' }, deliveredAgoHours: 73, lines: [{ product: product!, quantity: 1 }] });
    const res = await tryReturn(late.pk);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: RETURN_BLOCKS.expired.message, code: 'RETURN_EXPIRED' });
    expect(await stockOf(product!.id)).toBe(before + 2);
  });
});
