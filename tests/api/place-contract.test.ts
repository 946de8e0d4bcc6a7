import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { discountedPaise, toRupees } from '@/lib/pricing';
import { canonicalRequest } from '@/server/checkout/request-hash';
import { call } from './helpers';
import {
  addToCart,
  countOf,
  newCoupon,
  newProduct,
  newShopper,
  ordersOf,
  placeAll,
  placePayload,
  seededAccount,
  stockOf,
  type Shopper,
} from './checkout-fixtures';

// placeOrder/place/all as the contract writes it: no Idempotency-Key header
// (the transaction_id is the key), a key reused with another request is 422,
// the coupon applied to the cart counts without a code, operator-only fields
// from a customer are ignored, the bank is one of the listed ones, and a 409
// names the products the stock cannot cover.

const DELIVERY_PAISE = 4_000;
const M = MESSAGES.checkout;

const applyCoupon = (s: Shopper, code: string, amount = 100) =>
  call('ecom_coupon/apply', { method: 'POST', token: s.token, body: { code, order_amount: amount } });
const removeCoupon = (s: Shopper) => call('ecom_coupon/apply', { method: 'DELETE', token: s.token });

async function rememberedCoupons(customerId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM cart_coupons WHERE customer_id = ?').bind(customerId).first<{ n: number }>();
  return row!.n;
}

describe('placing without an Idempotency-Key header', () => {
  it('uses the transaction_id as the key, and a retry of it replays the first order', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, p.id, 2);
    const body = placePayload(s, { transaction_id: `TXN-${Date.now()}` });
    const first = await placeAll(s, body, null);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // A retry sends the same payload (a later payment_date is not part of the request).
    const retry = await placeAll(s, { ...body, payment_date: new Date(Date.now() + 5_000).toISOString() }, null);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.json.order.order_id).toBe(first.json.order.order_id);
    expect(await ordersOf(s.id)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(3);
  });

  it('answers 400 without a header and without a sane transaction_id, changing nothing', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, p.id, 1);
    for (const transaction_id of [null, undefined, '', 'TXN-', 'short', 'TXN 123; DROP', 'x'.repeat(101)]) {
      const res = await placeAll(s, placePayload(s, { transaction_id }), null);
      expect({ status: res.status, message: res.json.message }).toEqual({ status: 400, message: M.keyRequired });
    }
    expect(await ordersOf(s.id)).toHaveLength(0);
    expect(await countOf(s)).toBe(1);
  });

  it('lets the header win over the transaction_id', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, p.id, 1);
    const body = placePayload(s, { transaction_id: `TXN-${Date.now()}` });
    expect((await placeAll(s, body, 'header-key-1')).status).toBe(201);
    await addToCart(s, p.id, 1);
    // Same transaction_id, a new header: a new attempt, a second order.
    const second = await placeAll(s, body, 'header-key-2');
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(await ordersOf(s.id)).toHaveLength(2);
  });
});

describe('an idempotency key reused with a different request', () => {
  it('answers 422 for other lines, address, method or method details, and changes nothing', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 10 });
    await addToCart(s, p.id, 2);
    const key = `TXN-${Date.now()}`;
    const upi = { payment_method: 'UPI', upi_id: 'asha@okhdfc', payment_gateway: 'UPI', products: [{ product_id: p.id, quantity: 2 }] };
    const first = await placeAll(s, placePayload(s, { ...upi, transaction_id: key }), null);
    expect(first.status).toBe(201);
    // The shopper fills the cart again; requests with the old key must not place it.
    await addToCart(s, p.id, 1);
    const variants: Array<[string, Record<string, unknown>]> = [
      ['cart', { ...upi, products: [{ product_id: p.id, quantity: 1 }] }],
      ['address', { ...upi, delivery_address: '99 Other Road, Pune 411001' }],
      ['method', { payment_method: 'Cash on Delivery', payment_gateway: 'COD', products: upi.products }],
      ['method details', { ...upi, upi_id: 'someone@okaxis' }],
    ];
    for (const [what, over] of variants) {
      const res = await placeAll(s, placePayload(s, { ...over, transaction_id: key }), null);
      expect({ what, status: res.status, code: res.json.code, message: res.json.message }).toEqual({
        what,
        status: 422,
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: M.keyReused,
      });
    }
    // The same key with the header, too.
    const viaHeader = await placeAll(s, placePayload(s, { ...upi, delivery_address: 'Elsewhere 1' }), key);
    expect(viaHeader.status).toBe(422);
    expect(await ordersOf(s.id)).toHaveLength(1);
    expect(await stockOf(p.id)).toBe(8);
    expect(await countOf(s)).toBe(1);
    // The same request still replays the first order.
    const same = await placeAll(s, placePayload(s, { ...upi, transaction_id: key }), null);
    expect(same.status).toBe(201);
    expect(same.json.order.order_id).toBe(first.json.order.order_id);
  });

  it('tells two cards apart by their last 4 digits, and never hashes the full number or the CVV', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 10 });
    await addToCart(s, p.id, 1);
    const card = { card_name: 'Asha Rao', card_number: '4539148803436467', expiry_date: '11/39', cvv: '835' };
    const body = (number: string) =>
      placePayload(s, { payment_method: 'Credit/Debit Card', payment_gateway: 'CARD', card_details: { ...card, card_number: number } });
    expect((await placeAll(s, body(card.card_number), 'card-key-1')).status).toBe(201);
    await addToCart(s, p.id, 1);
    const other = await placeAll(s, body('4111111111111111'), 'card-key-1');
    expect(other.status).toBe(422);
    const [row] = await ordersOf(s.id);
    expect(row!.request_hash).toMatch(/^[0-9a-f]{64}$/);
    const canonical = canonicalRequest({
      lines: null,
      address: 'x',
      couponCode: null,
      payment: { method: 'Credit/Debit Card', card: { name: 'A', number: card.card_number, expiry: card.expiry_date, cvv: card.cvv } },
    });
    expect(canonical).toContain('6467');
    expect(canonical).not.toContain(card.card_number.slice(0, 12));
    expect(canonical).not.toContain(card.cvv);
  });
});

describe('the coupon applied to the cart', () => {
  it('is applied at placing with coupon_discount and no code, computed from D1 to the paisa', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 12_345, discount: 10, stock: 10 });
    await newCoupon('sehat', { code: 'REMEMBER125', kind: 'percent', value: 12.5, limit: 1 });
    await addToCart(s, p.id, 3);
    const items = discountedPaise(12_345, 10) * 3; // 11,111 x 3 = 33,333
    const coupon = Math.round(items * 0.125); // 4,166.625 -> 4,167
    const applied = await applyCoupon(s, 'remember125', toRupees(items));
    expect(applied.json).toMatchObject({ success: true, discountAmount: toRupees(coupon) });
    expect(await rememberedCoupons(s.id)).toBe(1);

    // A tampered figure is ignored: the server's own figure is used.
    const res = await placeAll(s, placePayload(s, { coupon_discount: 999 }));
    expect(res.status).toBe(201);
    expect(res.json.order).toMatchObject({
      coupon_code: 'REMEMBER125',
      coupon_discount: toRupees(coupon),
      final_price_after_coupon: toRupees(items + DELIVERY_PAISE - coupon),
    });
    const [row] = await ordersOf(s.id);
    expect(row).toMatchObject({ coupon_discount_paise: 4_167, final_price_after_coupon_paise: 33_333 + 4_000 - 4_167 });
    // Used up with the order: the next cart starts without it.
    expect(await rememberedCoupons(s.id)).toBe(0);
  });

  it('is forgotten by Remove Coupon (DELETE) and by a failed apply; then coupon_discount gives nothing', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 60_000, stock: 10 });
    await addToCart(s, p.id, 1);
    expect((await applyCoupon(s, 'SEHAT10')).json.success).toBe(true);
    const removed = await removeCoupon(s);
    expect(removed.status).toBe(200);
    expect(removed.json).toMatchObject({ success: true, discountAmount: 0 });
    expect(await rememberedCoupons(s.id)).toBe(0);

    expect((await applyCoupon(s, 'SEHAT10')).json.success).toBe(true);
    expect((await applyCoupon(s, 'NO-SUCH-CODE')).json.success).toBe(false);
    expect(await rememberedCoupons(s.id)).toBe(0);

    const res = await placeAll(s, placePayload(s, { coupon_discount: 60 }));
    expect(res.status).toBe(201);
    expect(res.json.order).toMatchObject({ coupon_code: null, coupon_discount: 0, final_price_after_coupon: 640 });
  });

  it('is computed on the lines the stock covers only', async () => {
    const s = await newShopper();
    const ok = await newProduct('sehat', { pricePaise: 40_000, stock: 10 });
    const short = await newProduct('sehat', { pricePaise: 90_000, stock: 5 });
    await addToCart(s, ok.id, 1);
    await addToCart(s, short.id, 5);
    await env.DB.prepare('UPDATE products SET total_stock = 2 WHERE id = ?').bind(short.id).run();
    // 10% of ₹400 (the ₹4,500 line is above the stock left and counts for nothing).
    const res = await applyCoupon(s, 'SEHAT10', 400);
    expect(res.json).toMatchObject({ success: true, discountAmount: 40 });
    const again = await call('ecom_coupon/applied', { token: s.token });
    expect(again.json).toMatchObject({ success: true, discountAmount: 40, code: 'SEHAT10' });
  });
});

describe('operator-only payment fields', () => {
  const operatorFields = {
    is_manual_payment: true,
    verified_by: 'admin',
    admin_notes: 'Paid in cash at the counter',
    refund_transaction_id: 'RFD-1',
    refund_date: '2026-01-01T00:00:00.000Z',
    refund_processed_by: 'admin',
  };

  it('are ignored from a customer: the order is not manual and carries none of them', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, p.id, 1);
    const res = await placeAll(s, placePayload(s, operatorFields));
    expect(res.status).toBe(201);
    expect(res.json.order).toMatchObject({ is_manual_payment: false, admin_notes: null, payment_status: null });
    const [row] = await ordersOf(s.id);
    expect(row).toMatchObject({
      is_manual_payment: 0,
      verified_by: null,
      admin_notes: null,
      refund_transaction_id: null,
      refund_date: null,
      refund_processed_by: null,
    });
  });

  it('count when the shop’s admin places', async () => {
    const admin = await seededAccount('admin@example.com');
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(admin, p.id, 1);
    const res = await placeAll(admin, placePayload(admin, operatorFields));
    expect(res.status).toBe(201);
    expect(res.json.order).toMatchObject({ is_manual_payment: true, admin_notes: 'Paid in cash at the counter' });
  });
});

describe('net banking and pasted details', () => {
  it('refuses a bank that is not listed, and a malformed IFSC, changing nothing', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, p.id, 1);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bank_name: 'Bank of Nowhere' }, M.bankUnknown],
      [{ bank_name: 'sbi ' }, M.bankUnknown],
      [{ bank_name: 'SBI', ifsc_code: 'SBIN1001234' }, M.ifscFormat],
      [{ bank_name: 'SBI', account_number: '12ab34' }, M.accountNumber],
    ];
    for (const [details, message] of cases) {
      const res = await placeAll(s, placePayload(s, { payment_method: 'Net Banking', payment_gateway: 'NETBANKING', net_banking_details: details }));
      expect({ status: res.status, message: res.json.message }).toEqual({ status: 400, message });
    }
    expect(await ordersOf(s.id)).toHaveLength(0);
    expect(await countOf(s)).toBe(1);
  });

  it('accepts an IFSC, account and card number sent with spaces or dashes', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 10_000, stock: 5 });
    await addToCart(s, p.id, 1);
    const bank = await placeAll(
      s,
      placePayload(s, {
        payment_method: 'Net Banking',
        net_banking_details: { bank_name: 'Punjab National Bank', account_number: '5010 0234 5678', ifsc_code: 'punb 0123400' },
      }),
    );
    expect(bank.status).toBe(201);
    expect(bank.json.order).toMatchObject({ bank_name: 'Punjab National Bank', account_number_masked: 'XXXXXXXX5678' });
    expect((await ordersOf(s.id))[0]).toMatchObject({ ifsc_code: 'PUNB0123400' });

    await addToCart(s, p.id, 1);
    const card = await placeAll(
      s,
      placePayload(s, {
        payment_method: 'Credit/Debit Card',
        card_details: { card_name: 'Asha Rao', card_number: '4539-1488-0343-6467', expiry_date: '11/39', cvv: '835' },
      }),
    );
    expect(card.status).toBe(201);
    expect(card.json.order).toMatchObject({ card_last4: '6467' });
  });
});

describe('a 409 from placing', () => {
  it('names each product the stock cannot cover, with what is left, and changes nothing', async () => {
    const s = await newShopper();
    const a = await newProduct('sehat', { pricePaise: 2_500, stock: 5, name: 'Paracetamol 500 mg' });
    const b = await newProduct('sehat', { pricePaise: 9_900, stock: 4, name: 'Cough Syrup 100 ml' });
    const c = await newProduct('sehat', { pricePaise: 1_000, stock: 9, name: 'Plasters' });
    await addToCart(s, a.id, 3);
    await addToCart(s, b.id, 2);
    await addToCart(s, c.id, 1);
    await env.DB.prepare('UPDATE products SET total_stock = CASE id WHEN ? THEN 2 ELSE 0 END WHERE id IN (?, ?)').bind(a.id, a.id, b.id).run();

    const res = await placeAll(s, placePayload(s));
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      code: 'OUT_OF_STOCK',
      message: `${MESSAGES.stock.notEnough} (Paracetamol 500 mg: 2 left; Cough Syrup 100 ml: out of stock)`,
      products: [
        { product_id: a.id, product_name: 'Paracetamol 500 mg', available: 2 },
        { product_id: b.id, product_name: 'Cough Syrup 100 ml', available: 0 },
      ],
    });
    expect(await ordersOf(s.id)).toHaveLength(0);
    expect(await countOf(s)).toBe(6);
    expect([await stockOf(a.id), await stockOf(b.id), await stockOf(c.id)]).toEqual([2, 0, 9]);
  });
});

describe('the cart while a line is above the stock left', () => {
  it('lets the shopper lower the quantity, but not raise it', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 2_500, stock: 5 });
    const line = (await addToCart(s, p.id, 5)).json.cartItem.id;
    await env.DB.prepare('UPDATE products SET total_stock = 2 WHERE id = ?').bind(p.id).run();
    const put = (quantity: number) => call(`ecomProdCart/updateQuantity/${line}`, { method: 'PUT', token: s.token, body: { quantity } });
    const up = await put(6);
    expect({ status: up.status, code: up.json.code }).toEqual({ status: 400, code: 'OUT_OF_STOCK' });
    expect((await put(4)).status).toBe(200);
    expect(await countOf(s)).toBe(4);
    expect((await put(4)).status).toBe(400);
    expect((await put(2)).status).toBe(200);
    expect(await countOf(s)).toBe(2);
  });
});
