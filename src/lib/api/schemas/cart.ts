import { z } from 'zod';
import { listOf, looseNumber, looseString, optionalNumber, optionalString } from './common';

// Cart, coupon and delivery-charge entities.

export { DEFAULT_CART_NAME } from '../cart-defaults';
import { DEFAULT_CART_NAME } from '../cart-defaults';

/** A cart item, flattened: the server nests the product; missing values fall back. */
export const cartItemSchema = z
  .object({
    id: looseNumber,
    product_id: z.unknown().optional(),
    quantity: looseNumber,
    product_name: z.unknown().optional(),
    product_price: z.unknown().optional(),
    discount: z.unknown().optional(),
    image: z.unknown().optional(),
    product: z
      .object({
        id: z.unknown().optional(),
        product_name: z.unknown().optional(),
        product_price: z.unknown().optional(),
        discount: z.unknown().optional(),
        image: z.unknown().optional(),
        total_stock: z.unknown().optional(),
      })
      .nullish(),
  })
  .transform((raw) => {
    const p = raw.product ?? {};
    const num = (v: unknown) => looseNumber.parse(v);
    const name = looseString.parse(p.product_name ?? raw.product_name);
    return {
      id: raw.id,
      product_id: num(p.id ?? raw.product_id),
      product_name: name || DEFAULT_CART_NAME,
      product_price: num(p.product_price ?? raw.product_price),
      discount: num(p.discount ?? raw.discount),
      image: optionalString.parse(p.image ?? raw.image),
      quantity: Math.max(0, num(raw.quantity)),
      total_stock: p.total_stock === undefined ? null : num(p.total_stock),
    };
  });
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartListSchema = listOf(cartItemSchema, 'cartItems');
export const cartCountSchema = z.object({ count: looseNumber });
/** Answers of add, updateQuantity and delete: a message and, from this API, the new count. */
export const cartChangeSchema = z.object({ message: looseString, count: optionalNumber }).loose();

const quantity = z
  .number({ error: 'Quantity must be a whole number of at least 1.' })
  .int('Quantity must be a whole number of at least 1.')
  .min(1, 'Quantity must be a whole number of at least 1.')
  .max(1000, 'Quantity must be at most 1000.');

export const cartAddPayload = z.object({
  user_id: z.number().int().positive().optional(),
  product_id: z.number({ error: 'product_id must be a positive whole number.' }).int().positive('product_id must be a positive whole number.'),
  quantity,
});
export const cartUpdatePayload = z.object({ quantity });

/** The order amount is only checked; the server prices the cart itself. */
const orderAmount = z
  .union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/).transform(Number)], { error: 'Invalid order amount!' })
  .pipe(z.number({ error: 'Invalid order amount!' }).positive('Invalid order amount!').max(10_000_000, 'Invalid order amount!'));

export const couponApplyPayload = z.object({
  code: z.string({ error: 'Please enter a coupon code!' }).trim().min(1, 'Please enter a coupon code!').max(40, 'Coupon code must be at most 40 characters.'),
  order_amount: orderAmount,
});
export const couponResponseSchema = z.object({
  success: z.boolean(),
  discountAmount: looseNumber,
  message: looseString,
});
export type CouponResponse = z.infer<typeof couponResponseSchema>;

export const couponSchema = z.object({
  id: looseNumber,
  code: looseString,
  kind: looseString,
  value: looseNumber,
  max_discount: z.unknown().optional().transform((v) => (v === null || v === undefined ? null : looseNumber.parse(v))),
  min_order_amount: looseNumber,
  valid_from: looseString,
  valid_to: looseString,
  per_customer_limit: looseNumber,
  description: looseString,
  active: z.boolean().optional(),
});
export const couponListSchema = listOf(couponSchema, 'coupons');

/** `charges` list whose first entry has a charge; anything else reads as 0. */
export const deliveryChargesSchema = z
  .object({ charges: z.array(z.object({ charge: looseNumber }).loose()).optional() })
  .loose()
  .transform((r) => r.charges?.[0]?.charge ?? 0);

export const setDeliveryChargesPayload = z.object({
  delivery_charges: z
    .number({ error: 'delivery_charges must be a number.' })
    .min(0, 'delivery_charges must be 0 or more.')
    .max(100000, 'delivery_charges must be at most 100000.'),
});
