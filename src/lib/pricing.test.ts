import { describe, expect, it } from 'vitest';
import {
  allocatePaise,
  cartTotalPaise,
  couponDiscountPaise,
  linePaidPaise,
  ordersGrandTotalPaise,
  quoteOrderPaise,
  discountedPaise,
  discountedPrice,
  formatInr,
  itemsTotalPaise,
  toPaise,
  totalAfterCoupon,
  twoDecimals,
} from './pricing';

describe('pricing', () => {
  it('computes price - price x discount / 100, half up to the paisa', () => {
    expect(discountedPrice(100, 10)).toBe(90);
    expect(discountedPrice(99.99, 15)).toBe(84.99); // 84.9915
    expect(discountedPrice(18.5, 5)).toBe(17.58); // 17.575 -> half up
    expect(discountedPaise(1999, 0)).toBe(1999);
    expect(discountedPrice(250, 100)).toBe(0);
  });

  it('treats impossible discounts as none or full', () => {
    expect(discountedPrice(100, -5)).toBe(100);
    expect(discountedPrice(100, Number.NaN)).toBe(100);
    expect(discountedPrice(100, 150)).toBe(0);
  });

  it('converts rupees to paise without float drift', () => {
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(1234.565)).toBe(123457);
  });

  it('sums the cart and floors the total at 0', () => {
    const items = itemsTotalPaise([
      { price_paise: 10_000, discount: 10, quantity: 2 },
      { price_paise: 5_550, discount: 0, quantity: 1 },
    ]);
    expect(items).toBe(23550);
    expect(cartTotalPaise(items, 4000, 5000)).toBe(22550);
    expect(cartTotalPaise(1000, 0, 5000)).toBe(0);
    expect(totalAfterCoupon(50, 80)).toBe(0);
    expect(totalAfterCoupon(150.25, 50.1)).toBe(100.15);
  });

  it('formats rupees for India', () => {
    expect(formatInr(123456.5)).toBe('₹1,23,456.50');
    expect(twoDecimals(10)).toBe('10.00');
    expect(twoDecimals(10.005)).toBe('10.01');
  });
});

describe('coupon allocation (largest remainder)', () => {
  it('splits a discount so the shares add up exactly', () => {
    expect(allocatePaise(100, [1, 1, 1])).toEqual([34, 33, 33]);
        const shares = allocatePaise(1499, [333, 333, 334, 0]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1499);
    expect(shares[3]).toBe(0);
  });

  it('gives the leftover paise to the largest remainders, ties to the earlier line', () => {
    // exact shares 3.5, 3.5, 3 -> floors 3, 3, 3, one paisa left for the first tie.
    expect(allocatePaise(10, [35, 35, 30])).toEqual([4, 3, 3]);
    expect(allocatePaise(0, [1, 2])).toEqual([0, 0]);
    expect(allocatePaise(7, [0, 0])).toEqual([0, 0]);
  });
});

describe('coupon rules', () => {
  const sehat10 = { kind: 'percent' as const, value: 10, maxDiscountPaise: 15000, minOrderPaise: 29900 };
  const flat50 = { kind: 'flat' as const, value: 50, maxDiscountPaise: null, minOrderPaise: 49900 };

  it('percent half up with its cap, flat capped by the items', () => {
    expect(couponDiscountPaise(sehat10, 29905)).toBe(2991); // 2990.5 -> half up
    expect(couponDiscountPaise(sehat10, 200000)).toBe(15000);
    expect(couponDiscountPaise(flat50, 60000)).toBe(5000);
    expect(couponDiscountPaise(flat50, 1850)).toBe(1850);
  });

  it('re-quotes an order: a coupon below its minimum is dropped', () => {
    const lines = [
      { unitPaise: 1758, quantity: 1, active: true },
      { unitPaise: 49900, quantity: 1, active: false },
    ];
    const q = quoteOrderPaise(lines, 4000, flat50);
    expect(q).toEqual({ itemsPaise: 1758, couponPaise: 0, couponApplies: false, shares: [0, 0], finalPaise: 5758 });
    const kept = quoteOrderPaise(lines.map((l) => ({ ...l, active: true })), 4000, flat50);
    expect(kept.couponPaise).toBe(5000);
    expect(kept.shares.reduce((a, b) => a + b, 0)).toBe(5000);
    expect(kept.finalPaise).toBe(1758 + 49900 + 4000 - 5000);
  });

  it('says what a line cost the shopper and the grand total net of refunds', () => {
    expect(linePaidPaise({ unitPaise: 1758, quantity: 2, couponSharePaise: 100 })).toBe(3416);
    expect(
      ordersGrandTotalPaise([
        { order_status: 'completed', final_price_after_coupon: 100.5, refund_amount: 20.25 },
        { order_status: 'cancelled', final_price_after_coupon: 99 },
        { order_status: 'pending', final_price_after_coupon: 0.1 },
      ]),
    ).toBe(8035);
  });
});
