import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { discountedPaise, toRupees } from '@/lib/pricing';
import { call } from './helpers';
import { addToCart, countOf, newCoupon, newProduct, newShopper, ordersOf, placeAll, placePayload, stockOf } from './checkout-fixtures';

// placeOrder/place/all and placeOrder/place: the server prices from D1, writes
// in one batch, and a retry of the same attempt creates nothing new.

const SEHAT_DELIVERY_PAISE = 4_000;

describe('placing an order from the cart', () => {
  it('needs an Idempotency-Key (or a transaction_id) and a non-empty cart', async () => {
    const s = await newShopper();
    const noKey = await placeAll(s, placePayload(s, { transaction_id: null }), null);
    expect(noKey.status).toBe(400);
    expect(noKey.json.message).toBe(MESSAGES.checkout.keyRequired);
    const empty = await placeAll(s, placePayload(s));
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe(MESSAGES.cart.empty);
    expect(await ordersOf(s.id)).toHaveLength(0);
  });

  it('prices from D1, writes the order, empties the cart and takes the stock', async () => {
    const s = await newShopper();
    const a = await newProduct('sehat', { pricePaise: 19_999, discount: 12.5, stock: 10, name: 'Checkout A' });
    const b = await newProduct('sehat', { pricePaise: 5_000, stock: 3, name: 'Checkout B' });
    await addToCart(s, a.id, 3);
    await addToCart(s, b.id, 1);

    const res = await placeAll(s, placePayload(s, { payment_method: 'UPI', upi_id: 'asha@okhdfc', payment_gateway: 'UPI' }));
    expect(res.status).toBe(201);
    const items = discountedPaise(19_999, 12.5) * 3 + 5_000;
    expect(res.json).toMatchObject({
      success: true,
      message: MESSAGES.checkout.placed,
      order: {
        order_id: expect.stringMatching(new RegExp(`^ORD-${s.id}-\\d{13}$`)),
        invoice_id: expect.stringMatching(/^INV-SEHAT-/),
        user_id: s.id,
        order_status: 'pending',
        payment_method: 'UPI',
        payment_gateway: 'UPI',
        upi_id: 'asha@okhdfc',
        items_total: toRupees(items),
        delivery_charges: toRupees(SEHAT_DELIVERY_PAISE),
        coupon_discount: 0,
        final_price_after_coupon: toRupees(items + SEHAT_DELIVERY_PAISE),
        delivery_address: '12 MG Road, Camp, Pune 411001',
      },
    });
    expect(res.json.order.products).toEqual([
      expect.objectContaining({ product_id: a.id, product_name: 'Checkout A', price: 199.99, discount: 12.5, quantity: 3, status: 'ordered' }),
      expect.objectContaining({ product_id: b.id, price: 50, quantity: 1 }),
    ]);
    expect(await countOf(s)).toBe(0);
    expect(await stockOf(a.id)).toBe(7);
    expect(await stockOf(b.id)).toBe(2);
    expect(await ordersOf(s.id)).toHaveLength(1);
  });

  it('ignores tampered prices, totals and coupon_discount in the payload', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 100_000, stock: 5 });
    await addToCart(s, p.id, 1);
    const tampered = placePayload(s, {
      coupon_discount: 999,
      final_price_after_coupon: 1,
      total: 1,
      delivery_charges: 0,
      products: [{ product_id: p.id, quantity: 1, price: 1, product_price: 1, discount: 99 }],
    });
    const res = await placeAll(s, tampered);
    expect(res.status).toBe(201);
    expect(res.json.order).toMatchObject({ items_total: 1000, coupon_discount: 0, delivery_charges: 40, final_price_after_coupon: 1040 });
    expect(res.json.order.products[0]).toMatchObject({ price: 1000, discount: 0 });
    const [row] = await ordersOf(s.id);
    expect(row).toMatchObject({ items_total_paise: 100_000, coupon_discount_paise: 0, final_price_after_coupon_paise: 104_000 });
  });

  it('answers a retry with the same Idempotency-Key with the first order, creating nothing', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, p.id, 2);
    const key = crypto.randomUUID();
    const first = await placeAll(s, placePayload(s), key);
    // The first order emptied the cart: the retry of that attempt gets it back.
    const retry = await placeAll(s, placePayload(s), key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.json).toEqual(first.json);
    // A refilled cart under the old key is another request: refused, nothing ordered.
    await addToCart(s, p.id, 1);
    const reused = await placeAll(s, placePayload(s), key);
    expect(reused.status).toBe(422);
    expect(reused.json.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ordersOf(s.id)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(3);
    expect(await countOf(s)).toBe(1);
  });

  it('creates one order when the same attempt arrives twice at once', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, p.id, 1);
    const key = crypto.randomUUID();
    const [x, y] = await Promise.all([placeAll(s, placePayload(s), key), placeAll(s, placePayload(s), key)]);
    expect([x.status, y.status]).toEqual([201, 201]);
    expect(x.json.order.order_id).toBe(y.json.order.order_id);
    expect(await ordersOf(s.id)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(4);
  });

  it('sells a stock of 5 to exactly 5 of 20 customers ordering at once', async () => {
    const p = await newProduct('sehat', { pricePaise: 25_000, stock: 5, name: 'Last five' });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => newShopper()));
    for (const s of shoppers) expect((await addToCart(s, p.id, 1)).status).toBe(200);

    const results = await Promise.all(shoppers.map((s) => placeAll(s, placePayload(s))));
    const won = results.filter((r) => r.status === 201);
    const lost = results.filter((r) => r.status !== 201);
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(15);
    for (const r of lost) {
      expect(r).toMatchObject({
        status: 409,
        json: { code: 'OUT_OF_STOCK', message: `${MESSAGES.stock.notEnough} (Last five: out of stock)`, products: [{ product_id: p.id, available: 0 }] },
      });
    }
    expect(await stockOf(p.id)).toBe(0);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM order_products WHERE product_id = ?').bind(p.id).first<{ n: number }>();
    expect(rows!.n).toBe(5);
    // A lost attempt changed nothing: no order, the cart line is still there.
    const losers = shoppers.filter((_, i) => results[i]!.status !== 201);
    for (const s of losers.slice(0, 3)) {
      expect(await ordersOf(s.id)).toHaveLength(0);
      expect(await countOf(s)).toBe(1);
    }
  });

  it('refuses an order whose payload products differ from the cart', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, p.id, 2);
    const res = await placeAll(s, placePayload(s, { products: [{ product_id: p.id, quantity: 1 }] }));
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ message: MESSAGES.checkout.cartChanged, code: 'CART_CHANGED' });
    expect(await ordersOf(s.id)).toHaveLength(0);
    expect(await stockOf(p.id)).toBe(5);
  });

  it('refuses placing for another user', async () => {
    const a = await newShopper();
    const b = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(a, p.id, 1);
    const res = await placeAll(a, placePayload(a, { user_id: b.id }));
    expect(res.status).toBe(403);
    expect(await ordersOf(a.id)).toHaveLength(0);
    expect(await ordersOf(b.id)).toHaveLength(0);
  });

  it('checks the payload in the fixed order', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, p.id, 1);
    const M = MESSAGES.checkout;
    const card = { card_name: 'Asha Rao', card_number: '4111111111111111', expiry_date: '12/39', cvv: '123' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ delivery_address: ' x ', payment_method: '' }, M.addressRequired],
      [{ payment_method: 'Bitcoin' }, M.methodRequired],
      [{ payment_method: 'UPI', upi_id: '' }, M.upiRequired],
      [{ payment_method: 'Credit/Debit Card', card_details: { ...card, cvv: '' } }, M.cardRequired],
      [{ payment_method: 'Credit/Debit Card', card_details: { ...card, card_number: '4111' } }, M.cardNumber],
      [{ payment_method: 'Credit/Debit Card', card_details: { ...card, expiry_date: '13/39' } }, M.expiryFormat],
      [{ payment_method: 'Credit/Debit Card', card_details: { ...card, expiry_date: '01/20' } }, M.expiryPast],
      [{ payment_method: 'Credit/Debit Card', card_details: { ...card, cvv: '12' } }, M.cvv],
      [{ payment_method: 'Net Banking', net_banking_details: { bank_name: '' } }, M.bankRequired],
      [{ payment_method: 'UPI', upi_id: 'not-an-upi-id' }, M.upiInvalid],
    ];
    for (const [over, message] of cases) {
      const res = await placeAll(s, placePayload(s, over));
      expect({ status: res.status, message: res.json.message }).toEqual({ status: 400, message });
    }
    expect(await ordersOf(s.id)).toHaveLength(0);
    expect(await countOf(s)).toBe(1);
  });

  it('keeps a masked net-banking account and never the full number', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, p.id, 1);
    const res = await placeAll(
      s,
      placePayload(s, { payment_method: 'Net Banking', net_banking_details: { bank_name: 'HDFC', account_number: '501002345678', ifsc_code: 'hdfc0001234' } }),
    );
    expect(res.status).toBe(201);
    expect(res.json.order).toMatchObject({ payment_gateway: 'NETBANKING', bank_name: 'HDFC', account_number_masked: 'XXXXXXXX5678' });
    const [row] = await ordersOf(s.id);
    expect(row).toMatchObject({ account_number_masked: 'XXXXXXXX5678', ifsc_code: 'HDFC0001234' });
    expect(JSON.stringify(row)).not.toContain('501002345678');
  });
});

describe('placing a single order (placeOrder/place)', () => {
  it('needs a profile address', async () => {
    const s = await newShopper('sehat', '');
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    const res = await call('placeOrder/place', { method: 'POST', token: s.token, body: { user_id: s.id, products: [{ product_id: p.id, quantity: 1 }] } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(MESSAGES.checkout.noProfileAddress);
  });

  it('places ORD-{userId}-{timestamp} once, priced on the server, cash on delivery to the profile address', async () => {
    // Inside sehat's Pune area (cash on delivery, the usual ₹40).
    const s = await newShopper('sehat', '4 FC Road, Pune 411004');
    const p = await newProduct('sehat', { pricePaise: 10_000, discount: 20, stock: 5 });
    const other = await newProduct('sehat', { pricePaise: 3_000, stock: 5 });
    await addToCart(s, other.id, 1);
    const orderId = `ORD-${s.id}-${Date.now()}`;
    const body = { order_id: orderId, user_id: s.id, products: [{ product_id: p.id, quantity: 2, price: 1 }] };
    const first = await call('placeOrder/place', { method: 'POST', token: s.token, body });
    const again = await call('placeOrder/place', { method: 'POST', token: s.token, body });
    expect(first.status).toBe(201);
    expect(first.json.order).toMatchObject({
      order_id: orderId,
      payment_method: 'Cash on Delivery',
      payment_gateway: 'COD',
      delivery_address: '4 FC Road, Pune 411004',
      items_total: 160,
      final_price_after_coupon: 200,
    });
    expect(again.json.order.order_id).toBe(orderId);
    expect(await ordersOf(s.id)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(3);
    expect(await countOf(s)).toBe(1);
    const foreign = await call('placeOrder/place', {
      method: 'POST',
      token: s.token,
      body: { order_id: `ORD-${s.id + 1}-${Date.now()}`, products: [{ product_id: p.id, quantity: 1 }] },
    });
    expect(foreign.status).toBe(400);
  });
});

describe('coupons at checkout', () => {
  it('applies the coupon again on the server and records its use', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 60_000, stock: 9 });
    await newCoupon('sehat', { code: 'ONCE100', kind: 'flat', value: 100, minPaise: 50_000, limit: 1 });
    await addToCart(s, p.id, 1);
    const res = await placeAll(s, placePayload(s, { coupon_code: 'once100', coupon_discount: 5000 }));
    expect(res.status).toBe(201);
    expect(res.json.order).toMatchObject({ coupon_code: 'ONCE100', coupon_discount: 100, final_price_after_coupon: 600 + 40 - 100 });
    const uses = await env.DB.prepare('SELECT COUNT(*) AS n FROM coupon_uses WHERE customer_id = ?').bind(s.id).first<{ n: number }>();
    expect(uses!.n).toBe(1);

    await addToCart(s, p.id, 1);
    const second = await placeAll(s, placePayload(s, { coupon_code: 'ONCE100' }));
    expect(second.status).toBe(400);
    expect(second.json).toEqual({ message: MESSAGES.coupon.limitReached, code: 'COUPON_LIMIT' });
    expect(await ordersOf(s.id)).toHaveLength(1);
  });

  it('two tabs placing the same cart with a once-only coupon: the first takes the cart, the second fails whole', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 60_000, stock: 9 });
    await newCoupon('sehat', { code: 'RACE1', kind: 'percent', value: 10, limit: 1 });
    await addToCart(s, p.id, 1);
    // The cart guard stops the second before its coupon use is reached; the
    // batch's own coupon guard is pinned in coupon-limit.test.ts.
    const [x, y] = await Promise.all([
      placeAll(s, placePayload(s, { coupon_code: 'RACE1' })),
      placeAll(s, placePayload(s, { coupon_code: 'RACE1' })),
    ]);
    expect([x.status, y.status].sort()).toEqual([201, 409]);
    expect((x.status === 409 ? x : y).json.message).toBe(MESSAGES.checkout.cartChanged);
    expect(await ordersOf(s.id)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(8);
  });
});
