import { describe, expect, it } from 'vitest';
import { readAddresses, readAuthResponse, readProfile, readProfileUpdate } from './account';
import { readAppliedCoupon, readCartChange, readCartCount, readCartItems, readCouponResponse, readDeliveryCharge } from './cart';
import { readCategorySections, readProduct, readProductList, readStock } from './catalogue';
import { readOrder, readPlaceOrderResponse, readReturnsInfo } from './orders';
import { readCanReview, readHelpful, readRatingSummary, readReview } from './reviews';

// The contract's variants each answer may come in, and how they read.

describe('catalogue answers', () => {
  it('accepts categoryId or category_id and fills both', () => {
    expect(readProduct({ id: 1, categoryId: 7 })).toMatchObject({ category_id: 7, categoryId: 7 });
    expect(readProduct({ id: 1, category_id: '8' })).toMatchObject({ category_id: 8, categoryId: 8 });
  });

  it('reads numeric strings and defaults missing numbers to 0', () => {
    const p = readProduct({ id: '3', product_price: '125.50', discount: '10', total_stock: null, image: '' });
    expect(p).toMatchObject({ id: 3, product_price: 125.5, discount: 10, total_stock: 0, product_name: '', image: null, faqs: '' });
    expect(readProduct({ id: 1, product_price: 'abc' }).product_price).toBe(0);
  });

  it('reads product lists bare or wrapped, and refuses anything else', () => {
    expect(readProductList([{ id: 1 }, 'junk'])).toHaveLength(1);
    expect(readProductList({ products: [{ id: 1 }, { id: 2 }] })).toHaveLength(2);
    expect(readProductList({ data: [{ id: 4 }] })).toHaveLength(1);
    expect(() => readProductList({ nothing: true })).toThrow();
  });

  it('skips a home section without a product list', () => {
    const sections = readCategorySections({ sections: [{ category_id: '2', total: '9', products: [{ id: 1 }] }, { category_id: 3 }] });
    expect(sections).toHaveLength(1);
    expect(sections[0]).toMatchObject({ category_id: 2, total: 9 });
  });

  it('reads stock', () => {
    expect(readStock({ id: 1, total_stock: '7' }).total_stock).toBe(7);
    expect(readStock({ id: 1 }).total_stock).toBe(0);
    expect(() => readStock(null)).toThrow();
  });
});

describe('account answers', () => {
  it('reads login answers with or without a user', () => {
    expect(readAuthResponse({ message: 'ok', token: 't', user: { id: '3', name: 'A', email: 'a@b.in' }, device: 'd1' })).toEqual({
      message: 'ok',
      token: 't',
      user: { id: 3, name: 'A', email: 'a@b.in' },
      device: 'd1',
    });
    expect(readAuthResponse({ message: 'no' })).toEqual({ message: 'no', token: null, user: undefined, device: null });
  });

  it('reads a profile, with its id only when sent', () => {
    expect(readProfile({ name: 'A' })).not.toHaveProperty('id');
    expect(readProfile({ id: '4', name: 'A' })).toMatchObject({ id: 4, name: 'A', mobile: '' });
    expect(readProfileUpdate({ message: 'saved', user: null, token: 'new' })).toEqual({ message: 'saved', user: null, token: 'new' });
    expect(() => readProfileUpdate({ message: 'saved', token: 5 })).toThrow();
  });

  it('wraps a single address string as one entry and skips blank ones', () => {
    expect(readAddresses({ address: '12 MG Road, Pune' })).toEqual([{ id: 1, full_address: '12 MG Road, Pune' }]);
    expect(readAddresses({ address: [{ id: 4, full_address: 'A' }, 'B', { address: 'C' }, '  '] })).toEqual([
      { id: 4, full_address: 'A' },
      { id: 2, full_address: 'B' },
      { id: 3, full_address: 'C' },
    ]);
    expect(readAddresses({ address: null })).toEqual([]);
  });
});

describe('cart answers', () => {
  it('flattens the nested cart product with fallbacks', () => {
    const [item] = readCartItems({
      cartItems: [{ id: 9, quantity: '2', product: { id: 5, product_name: 'ORS', product_price: '20.5', discount: 5, image: 'ors.svg', total_stock: '7' } }],
    });
    expect(item).toEqual({ id: 9, product_id: 5, product_name: 'ORS', product_price: 20.5, discount: 5, image: 'ors.svg', quantity: 2, total_stock: 7 });
    expect(readCartItems([{ id: 2, quantity: -1 }])[0]).toMatchObject({ product_name: 'Unknown', product_price: 0, image: null, quantity: 0, total_stock: null });
    expect(readCartItems({ data: [{ id: 1, product: 'junk' }, { id: 2 }] })).toHaveLength(1);
    expect(() => readCartItems({ nothing: true })).toThrow();
  });

  it('reads counts and changes', () => {
    expect(readCartCount({ count: '3' })).toBe(3);
    expect(readCartCount({})).toBe(0);
    expect(readCartChange({ message: 'Added', count: '2' })).toEqual({ message: 'Added', count: 2 });
    expect(readCartChange({ message: 'Added' })).toEqual({ message: 'Added', count: null });
  });

  it('reads coupon answers and refuses one without success', () => {
    expect(readCouponResponse({ success: false, discountAmount: '0', message: 'Invalid coupon code!' })).toEqual({
      success: false,
      discountAmount: 0,
      message: 'Invalid coupon code!',
    });
    expect(() => readCouponResponse({ discountAmount: 1 })).toThrow();
    expect(readAppliedCoupon({ success: true, code: 'SAVE10', discountAmount: '25' })).toEqual({ code: 'SAVE10', discount: 25 });
    expect(readAppliedCoupon({ success: false, code: null })).toBeNull();
  });

  it('reads the delivery charge as the first entry, default 0', () => {
    expect(readDeliveryCharge({ charges: [{ charge: '40' }, { charge: 10 }] })).toBe(40);
    expect(readDeliveryCharge({ charges: [] })).toBe(0);
    expect(readDeliveryCharge({})).toBe(0);
  });
});

describe('order answers', () => {
  it('reads orders with product_id or id, fills both statuses and floors the total after coupon', () => {
    const order = readOrder({
      order_id: 'ORD-1-1',
      status: 'pending',
      final_price_after_coupon: -5,
      returns_info: '[]',
      products: [{ id: 3, product_name: 'Atta', price: '250', quantity: 1, discount: 10 }],
    });
    expect(order.products[0]).toMatchObject({ product_id: 3, price: 250, unit_price: 225, refund_amount: null });
    expect(order.final_price_after_coupon).toBe(0);
    expect(order.order_status).toBe('pending');
    expect(readOrder({ order_status: 'completed', products: [] }).status).toBe('completed');
    expect(() => readOrder({ order_id: 'ORD-1-2' })).toThrow();
  });

  it('reads returns_info as a list or a JSON string', () => {
    expect(readReturnsInfo([{ product_id: 3, status: 'returned', extra: 1 }])).toEqual([{ product_id: 3, status: 'returned' }]);
    expect(readReturnsInfo('[{"product_id":"4","status":"pending"}]')).toEqual([{ product_id: 4, status: 'pending' }]);
    expect(readReturnsInfo('{"product_id":5,"status":"returned"}')).toEqual([{ product_id: 5, status: 'returned' }]);
    expect(readReturnsInfo('not json')).toEqual([]);
    expect(readReturnsInfo(null)).toEqual([]);
  });

  it('needs success in a placing answer', () => {
    expect(readPlaceOrderResponse({ success: true, message: 'Placed', order: { order_id: 'X', products: [] } }).order?.order_id).toBe('X');
    expect(() => readPlaceOrderResponse({ message: 'Placed' })).toThrow();
  });
});

describe('review answers', () => {
  it('gives a review a customer name and a helpful count', () => {
    expect(readReview({ id: 1, rating: '4', customer: null })).toMatchObject({ rating: 4, customer: { name: 'Customer' }, helpful_count: 0 });
    expect(() => readReview({ id: 1, customer: 'x' })).toThrow();
  });

  it('reads the summary, eligibility and helpful answers', () => {
    expect(readRatingSummary({ average_rating: '4.5', review_count: 2, distribution: { 5: '1', 4: null } })).toEqual({
      average_rating: 4.5,
      review_count: 2,
      distribution: { 5: 1, 4: 0 },
    });
    expect(readRatingSummary({})).not.toHaveProperty('distribution');
    expect(readCanReview({ success: false, message: 'No', already_reviewed: true })).toEqual({ success: false, message: 'No', already_reviewed: true });
    expect(() => readCanReview({ message: 'No' })).toThrow();
    expect(readHelpful({ message: 'Thanks', helpful_count: '3' })).toEqual({ message: 'Thanks', helpful_count: 3 });
  });
});
