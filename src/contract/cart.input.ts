import { z } from 'zod';
import '@/lib/zod-config';
import { isWholePaise } from '@/lib/pricing';

// Cart, coupon and delivery-charge payloads. The answers are read by
// ./cart.ts.

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
export const setDeliveryChargesPayload = z.object({
  delivery_charges: z
    .number({ error: 'delivery_charges must be a number.' })
    .min(0, 'delivery_charges must be 0 or more.')
    .max(100000, 'delivery_charges must be at most 100000.')
    // Rupees and paise, as every amount: 10.555 would be charged as another figure than the one set.
    .refine(isWholePaise, 'delivery_charges can have at most 2 decimals.'),
});
