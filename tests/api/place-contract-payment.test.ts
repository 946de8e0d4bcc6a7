import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { discountedPaise, toRupees } from '@/lib/pricing';
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
  type Shopper,
} from './checkout-fixtures';

// placeOrder/place/all as the contract writes it, the payment side: the
// coupon applied to the cart counts without a code (the figure sent is
// ignored), operator-only fields from a customer are ignored, and the bank is
// one of the listed ones.

const DELIVERY_PAISE = 4_000;
const M = MESSAGES.checkout;

const applyCoupon = (s: Shopper, code: string, amount = 100) =>
  call('ecom_coupon/apply', { method: 'POST', token: s.token, body: { code, order_amount: amount } });
const removeCoupon = (s: Shopper) => call('ecom_coupon/apply', { method: 'DELETE', token: s.token });

async function rememberedCoupons(customerId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM cart_coupons WHERE customer_id = ?').bind(customerId).first<{ n: number }>();
  return row!.n;
}

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
    // The order's own payment state (cash: pending until delivered), never the one sent.
    expect(res.json.order).toMatchObject({ is_manual_payment: false, admin_notes: null, payment_status: 'pending' });
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

