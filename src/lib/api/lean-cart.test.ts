import { describe, expect, it } from 'vitest';
import { readAddresses, readCartItems, readCount, readCouponResponse, readDeliveryCharge } from './lean-cart';
import { addressResponseSchema } from './schemas/account';
import { cartListSchema, couponResponseSchema, deliveryChargesSchema } from './schemas/cart';

// The hand readers the cart page uses must read every contract variant the
// way the zod schemas do.

describe('lean cart readers agree with the zod schemas', () => {
  const carts: unknown[] = [
    { cartItems: [{ id: 9, quantity: '2', product: { id: 5, product_name: 'ORS', product_price: '20.5', discount: 5, image: 'ors.svg', total_stock: '7' } }] },
    [{ id: 2, quantity: 1 }],
    { cartItems: [{ id: 3, product_id: '4', product_name: 'Atta', product_price: 250, quantity: 1, product: null }] },
    { data: [{ id: 1, quantity: -3, product: { image: '' } }] },
    { cartItems: [] },
  ];
  it.each(carts)('cart list %#', (json) => {
    expect(readCartItems(json)).toEqual(cartListSchema.parse(json));
  });

  const addresses: unknown[] = [
    { address: '12 MG Road, Pune' },
    { address: [{ id: 4, full_address: 'A' }, 'B', { address: 'C' }, '  '] },
    { address: null },
    { address: [{ id: 'profile', full_address: 'Flat 1' }] },
  ];
  it.each(addresses)('addresses %#', (json) => {
    expect(readAddresses(json)).toEqual(addressResponseSchema.parse(json));
  });

  it('coupon answers and delivery charges', () => {
    const coupon = { success: false, discountAmount: '0', message: 'Invalid coupon code!' };
    expect(readCouponResponse(coupon)).toEqual(couponResponseSchema.parse(coupon));
    for (const json of [{ charges: [{ charge: '40' }, { charge: 10 }] }, { charges: [] }, {}]) {
      expect(readDeliveryCharge(json)).toBe(deliveryChargesSchema.parse(json));
    }
  });

  it('counts', () => {
    expect(readCount({ count: '3' })).toBe(3);
    expect(readCount({})).toBeNull();
  });

  it('refuses answers of the wrong shape', () => {
    expect(() => readCartItems({ nothing: true })).toThrow();
    expect(() => readCouponResponse({ discountAmount: 1 })).toThrow();
  });
});
