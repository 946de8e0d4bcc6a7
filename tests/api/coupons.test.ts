import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { call, KIRANA } from './helpers';
import { addToCart, newCoupon, newProduct, newShopper, seededAccount, type Shopper } from './checkout-fixtures';

// ecom_coupon/apply and /list, and ecomConfig delivery charges.

const apply = (s: Shopper, body: unknown) => call('ecom_coupon/apply', { method: 'POST', token: s.token, body });

async function shopperWithCart(pricePaise: number, quantity = 1): Promise<Shopper> {
  const s = await newShopper();
  const p = await newProduct('sehat', { pricePaise, stock: 50 });
  await addToCart(s, p.id, quantity);
  return s;
}

describe('applying a coupon', () => {
  it('needs a login', async () => {
    const res = await call('ecom_coupon/apply', { method: 'POST', body: { code: 'SEHAT10', order_amount: 500 } });
    expect(res.status).toBe(401);
  });

  it('checks the code first, then the order amount', async () => {
    const s = await shopperWithCart(50_000);
    expect((await apply(s, { code: '  ', order_amount: 0 })).json.message).toBe(MESSAGES.coupon.empty);
    for (const order_amount of [0, -5, 'abc', null, undefined, '']) {
      const res = await apply(s, { code: 'SEHAT10', order_amount });
      expect({ status: res.status, message: res.json.message }).toEqual({ status: 400, message: MESSAGES.coupon.invalidAmount });
    }
    expect((await apply(s, { code: 'SEHAT10', order_amount: '500.50' })).json.success).toBe(true);
  });

  it('computes the discount from the cart in D1, whatever order_amount says (case-insensitive code)', async () => {
    const s = await shopperWithCart(40_000, 2); // ₹800 of items
    const res = await apply(s, { code: 'sehat10', order_amount: 1_000_000 });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, discountAmount: 80, message: MESSAGES.coupon.success, code: 'SEHAT10' });
    // 10% capped at ₹150.
    const big = await shopperWithCart(300_000);
    expect((await apply(big, { code: 'SEHAT10', order_amount: 1 })).json.discountAmount).toBe(150);
  });

  it('answers success false with the reason', async () => {
    const small = await shopperWithCart(20_000); // ₹200 of items
    expect((await apply(small, { code: 'NOPE', order_amount: 200 })).json).toEqual({ success: false, discountAmount: 0, message: MESSAGES.coupon.invalid });
    expect((await apply(small, { code: 'FLAT50', order_amount: 200 })).json).toEqual({
      success: false,
      discountAmount: 0,
      message: 'Minimum order amount is ₹499.00 for this coupon.',
    });
    // Another shop's code is unknown here.
    expect((await apply(small, { code: 'KIRANA15', order_amount: 200 })).json.message).toBe(MESSAGES.coupon.invalid);

    const day = 86_400_000;
    await newCoupon('sehat', { code: 'OLD5', kind: 'flat', value: 5, from: new Date(Date.now() - 9 * day).toISOString(), to: new Date(Date.now() - day).toISOString() });
    await newCoupon('sehat', { code: 'SOON5', kind: 'flat', value: 5, from: new Date(Date.now() + day).toISOString(), to: new Date(Date.now() + 9 * day).toISOString() });
    await newCoupon('sehat', { code: 'OFF5', kind: 'flat', value: 5, active: false });
    expect((await apply(small, { code: 'old5', order_amount: 200 })).json.message).toBe('Coupon has expired.');
    expect((await apply(small, { code: 'SOON5', order_amount: 200 })).json.message).toBe(MESSAGES.coupon.notYetValid);
    expect((await apply(small, { code: 'OFF5', order_amount: 200 })).json.message).toBe(MESSAGES.coupon.invalid);

    const empty = await newShopper();
    expect((await apply(empty, { code: 'SEHAT10', order_amount: 200 })).json.message).toBe(MESSAGES.cart.empty);
  });

  it('enforces the per-customer use limit from coupon_uses', async () => {
    const s = await shopperWithCart(60_000);
    const id = await newCoupon('sehat', { code: 'TWICE', kind: 'flat', value: 20, limit: 2 });
    const use = () => env.DB.prepare('INSERT INTO coupon_uses (coupon_id, customer_id) VALUES (?, ?)').bind(id, s.id).run();
    await use();
    expect((await apply(s, { code: 'TWICE', order_amount: 600 })).json).toMatchObject({ success: true, discountAmount: 20 });
    await use();
    expect((await apply(s, { code: 'TWICE', order_amount: 600 })).json).toEqual({ success: false, discountAmount: 0, message: MESSAGES.coupon.limitReached });
    // The database itself refuses a use beyond the limit.
    await expect(use()).rejects.toThrow(/coupon_use_limit/);
  });
});

describe('listing coupons', () => {
  it('is for admins, per shop', async () => {
    const customer = await newShopper();
    expect((await call('ecom_coupon/list', { token: customer.token })).status).toBe(403);
    const admin = await seededAccount('admin@example.com');
    const res = await call('ecom_coupon/list', { token: admin.token });
    expect(res.status).toBe(200);
    const codes = res.json.coupons.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['SEHAT10', 'FLAT50']));
    expect(codes).not.toContain('KIRANA15');
    expect(res.json.coupons.find((c: { code: string }) => c.code === 'SEHAT10')).toMatchObject({ kind: 'percent', value: 10, max_discount: 150, min_order_amount: 299 });
  });
});

describe('delivery charges', () => {
  it('are public to read and set by an admin only', async () => {
    expect((await call('ecomConfig/get-delivery-charges')).json).toEqual({ charges: [{ charge: 40 }] });
    expect((await call('ecomConfig/get-delivery-charges', { host: KIRANA })).json).toEqual({ charges: [{ charge: 30 }] });

    const customer = await newShopper();
    const denied = await call('ecomConfig/set-delivery-charges', { method: 'POST', token: customer.token, body: { delivery_charges: 0 } });
    expect(denied.status).toBe(403);
    const admin = await seededAccount('admin@example.com');
    const set = (delivery_charges: unknown) => call('ecomConfig/set-delivery-charges', { method: 'POST', token: admin.token, body: { delivery_charges } });
    for (const bad of [-1, 'x', null]) expect((await set(bad)).status).toBe(400);
    const ok = await set(45.5);
    expect(ok.status).toBe(200);
    expect((await call('ecomConfig/get-delivery-charges')).json).toEqual({ charges: [{ charge: 45.5 }] });
    expect((await call('ecomConfig/get-delivery-charges', { host: KIRANA })).json).toEqual({ charges: [{ charge: 30 }] });
  });
});
