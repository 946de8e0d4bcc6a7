import { describe, expect, it } from 'vitest';
import {
  cartTotalPaise,
  discountedPaise,
  discountedPrice,
  formatInr,
  formatInrWhole,
  itemsTotalPaise,
  roundedRupees,
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

  it('rounds the home list price to the rupee', () => {
    expect(roundedRupees(84.5)).toBe(85);
    expect(roundedRupees(84.49)).toBe(84);
  });

  it('sums the cart and floors the total at 0', () => {
    const items = itemsTotalPaise([
      { price: 100, discount: 10, quantity: 2 },
      { price: 55.5, discount: 0, quantity: 1 },
    ]);
    expect(items).toBe(23550);
    expect(cartTotalPaise(items, 4000, 5000)).toBe(22550);
    expect(cartTotalPaise(1000, 0, 5000)).toBe(0);
    expect(totalAfterCoupon(50, 80)).toBe(0);
    expect(totalAfterCoupon(150.25, 50.1)).toBe(100.15);
  });

  it('formats rupees for India', () => {
    expect(formatInr(123456.5)).toBe('₹1,23,456.50');
    expect(formatInrWhole(1234.4)).toBe('₹1,234');
    expect(twoDecimals(10)).toBe('10.00');
    expect(twoDecimals(10.005)).toBe('10.01');
  });
});
