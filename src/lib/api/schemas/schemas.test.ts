import { describe, expect, it } from 'vitest';
import { addressResponseSchema, normaliseMobile, registerPayload } from './account';
import { cartItemSchema, cartListSchema, deliveryChargesSchema } from './cart';
import { productListSchema, productSchema } from './catalogue';
import { orderSchema, returnsInfoSchema } from './orders';
import { reviewSchema } from './reviews';

describe('contract variants are parsed', () => {
  it('accepts categoryId or category_id and fills both', () => {
    expect(productSchema.parse({ id: 1, categoryId: 7 })).toMatchObject({ category_id: 7, categoryId: 7 });
    expect(productSchema.parse({ id: 1, category_id: '8' })).toMatchObject({ category_id: 8, categoryId: 8 });
  });

  it('reads numeric strings and defaults missing numbers to 0', () => {
    const p = productSchema.parse({ id: '3', product_price: '125.50', discount: '10', total_stock: null });
    expect(p).toMatchObject({ id: 3, product_price: 125.5, discount: 10, total_stock: 0, product_name: '' });
    expect(productSchema.parse({ id: 1, product_price: 'abc' }).product_price).toBe(0);
  });

  it('reads lists bare or wrapped', () => {
    expect(productListSchema.parse([{ id: 1 }])).toHaveLength(1);
    expect(productListSchema.parse({ products: [{ id: 1 }, { id: 2 }] })).toHaveLength(2);
    expect(productListSchema.safeParse({ nothing: true }).success).toBe(false);
  });

  it('wraps a single address string as one entry', () => {
    expect(addressResponseSchema.parse({ address: '12 MG Road, Pune' })).toEqual([{ id: 1, full_address: '12 MG Road, Pune' }]);
    expect(addressResponseSchema.parse({ address: [{ id: 4, full_address: 'A' }, 'B'] })).toEqual([
      { id: 4, full_address: 'A' },
      { id: 2, full_address: 'B' },
    ]);
    expect(addressResponseSchema.parse({ address: null })).toEqual([]);
  });

  it('reads returns_info as a list or a JSON string', () => {
    expect(returnsInfoSchema.parse([{ product_id: 3, status: 'returned' }])).toEqual([{ product_id: 3, status: 'returned' }]);
    expect(returnsInfoSchema.parse('[{"product_id":"4","status":"pending"}]')).toEqual([{ product_id: 4, status: 'pending' }]);
    expect(returnsInfoSchema.parse('{"product_id":5,"status":"returned"}')).toEqual([{ product_id: 5, status: 'returned' }]);
    expect(returnsInfoSchema.parse('not json')).toEqual([]);
    expect(returnsInfoSchema.parse(null)).toEqual([]);
  });

  it('flattens the nested cart product with fallbacks', () => {
    const item = cartItemSchema.parse({
      id: 9,
      quantity: '2',
      product: { id: 5, product_name: 'ORS', product_price: '20.5', discount: 5, image: 'ors.svg' },
    });
    expect(item).toMatchObject({ id: 9, product_id: 5, product_name: 'ORS', product_price: 20.5, discount: 5, quantity: 2, image: 'ors.svg' });
    const bare = cartItemSchema.parse({ id: 2, quantity: 1 });
    expect(bare).toMatchObject({ product_name: 'Unknown', product_price: 0, discount: 0, image: null });
    expect(cartListSchema.parse({ cartItems: [{ id: 1, quantity: 1 }] })).toHaveLength(1);
  });

  it('reads the delivery charge as the first entry, default 0', () => {
    expect(deliveryChargesSchema.parse({ charges: [{ charge: '40' }, { charge: 10 }] })).toBe(40);
    expect(deliveryChargesSchema.parse({ charges: [] })).toBe(0);
    expect(deliveryChargesSchema.parse({})).toBe(0);
  });

  it('reads orders with product_id or id, and floors the total after coupon', () => {
    const order = orderSchema.parse({
      order_id: 'ORD-1-1',
      status: 'pending',
      final_price_after_coupon: -5,
      returns_info: '[]',
      products: [{ id: 3, product_name: 'Atta', price: '250', quantity: 1 }],
    });
    expect(order.products[0]).toMatchObject({ product_id: 3, price: 250 });
    expect(order.final_price_after_coupon).toBe(0);
    expect(order.order_status).toBe('pending');
  });

  it('gives a review a customer name', () => {
    expect(reviewSchema.parse({ id: 1, rating: '4', customer: null }).customer.name).toBe('Customer');
  });
});

describe('signup rules', () => {
  it('normalises Indian mobile numbers', () => {
    expect(normaliseMobile('+91 98765 43210')).toBe('9876543210');
    expect(normaliseMobile('09876543210')).toBe('9876543210');
    expect(normaliseMobile('5876543210')).toBeNull();
    expect(normaliseMobile('98765')).toBeNull();
  });

  it('reports the shop’s messages', () => {
    const first = (v: object) => registerPayload.safeParse(v).error?.issues[0]?.message;
    expect(first({ name: '', email: 'a@b.in', mobile: '9876543210', password: 'secret1' })).toBe('Name is required');
    expect(first({ name: 'A', email: 'nope', mobile: '9876543210', password: 'secret1' })).toBe('Invalid email');
    expect(first({ name: 'A', email: 'a@b.in', mobile: '', password: 'secret1' })).toBe('Mobile Number is required');
    expect(first({ name: 'A', email: 'a@b.in', mobile: '12345', password: 'secret1' })).toBe('Please enter a valid 10-digit mobile number');
    expect(first({ name: 'A', email: 'a@b.in', mobile: '9876543210', password: '123' })).toBe('Password must be at least 6 characters');
  });
});
