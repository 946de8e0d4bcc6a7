import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/messages';
import { couponDiscountPaise, evaluateCoupon, type CouponRow } from './coupons';

const coupon = (over: Partial<CouponRow> = {}): CouponRow => ({
  id: 1,
  code: 'SAVE10',
  kind: 'percent',
  value: 10,
  max_discount_paise: 15000,
  min_order_paise: 29900,
  valid_from: '2026-01-01T00:00:00.000Z',
  valid_to: '2026-12-31T23:59:59.000Z',
  per_customer_limit: 2,
  description: '',
  active: 1,
  ...over,
});
const NOW = '2026-06-15T10:00:00.000Z';

describe('couponDiscountPaise', () => {
  it('takes a percent of the items total, rounding half up to the paisa', () => {
    expect(couponDiscountPaise(coupon({ max_discount_paise: null }), 100_000)).toBe(10_000);
    expect(couponDiscountPaise(coupon({ max_discount_paise: null, value: 12.5 }), 1_001)).toBe(125);
    expect(couponDiscountPaise(coupon({ max_discount_paise: null, value: 15 }), 1_003)).toBe(150);
  });

  it('caps a percent discount', () => {
    expect(couponDiscountPaise(coupon(), 500_000)).toBe(15_000);
  });

  it('gives a flat amount, never above the items total', () => {
    expect(couponDiscountPaise(coupon({ kind: 'flat', value: 50, max_discount_paise: null }), 60_000)).toBe(5_000);
    expect(couponDiscountPaise(coupon({ kind: 'flat', value: 50, max_discount_paise: null }), 3_000)).toBe(3_000);
    expect(couponDiscountPaise(coupon({ kind: 'percent', value: 100, max_discount_paise: null }), 3_000)).toBe(3_000);
    expect(couponDiscountPaise(coupon(), 0)).toBe(0);
  });
});

describe('evaluateCoupon', () => {
  const ctx = { itemsPaise: 50_000, uses: 0, now: NOW };

  it('accepts a valid coupon and computes the discount', () => {
    expect(evaluateCoupon(coupon(), ctx)).toMatchObject({ ok: true, discountPaise: 5_000 });
  });

  it('refuses unknown and inactive codes', () => {
    expect(evaluateCoupon(null, ctx)).toEqual({ ok: false, message: MESSAGES.coupon.invalid, code: 'COUPON_INVALID' });
    expect(evaluateCoupon(coupon({ active: 0 }), ctx)).toEqual({ ok: false, message: MESSAGES.coupon.invalid, code: 'COUPON_INVALID' });
  });

  it('refuses outside the validity window', () => {
    expect(evaluateCoupon(coupon({ valid_to: '2026-06-01T00:00:00.000Z' }), ctx)).toEqual({ ok: false, message: 'Coupon has expired.', code: 'COUPON_EXPIRED' });
    expect(evaluateCoupon(coupon({ valid_from: '2026-07-01T00:00:00.000Z' }), ctx)).toEqual({ ok: false, message: MESSAGES.coupon.notYetValid, code: 'COUPON_NOT_YET_VALID' });
  });

  it('refuses below the minimum order, naming the amount in rupees', () => {
    expect(evaluateCoupon(coupon({ min_order_paise: 49_900 }), { ...ctx, itemsPaise: 49_899 })).toEqual({
      ok: false,
      message: 'Minimum order amount is ₹499.00 for this coupon.',
      code: 'COUPON_MIN_ORDER',
    });
    expect(evaluateCoupon(coupon({ min_order_paise: 49_900 }), { ...ctx, itemsPaise: 49_900 }).ok).toBe(true);
  });

  it('refuses once the customer reached the use limit', () => {
    expect(evaluateCoupon(coupon(), { ...ctx, uses: 1 }).ok).toBe(true);
    expect(evaluateCoupon(coupon(), { ...ctx, uses: 2 })).toEqual({ ok: false, message: MESSAGES.coupon.limitReached, code: 'COUPON_LIMIT' });
  });

  it('refuses on an empty cart', () => {
    expect(evaluateCoupon(coupon({ min_order_paise: 0 }), { ...ctx, itemsPaise: 0 })).toEqual({ ok: false, message: MESSAGES.cart.empty, code: 'CART_EMPTY' });
  });
});
