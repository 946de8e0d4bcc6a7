import { z } from 'zod';
import { wordKey } from './word-key';
import '@/lib/zod-config';
import { isWholePaise } from '@/lib/pricing';

// Cart, coupon and delivery-charge payloads. The answers are read by
// ./cart.ts.

/** A line's quantity (the cart's and an order's): the messages call it by the cart's label. */
export const lineQuantity = z
  .number({ error: wordKey('apiAnswers.request.wholeFromOne', wordKey('shop.quantity')) })
  .int(wordKey('apiAnswers.request.wholeFromOne', wordKey('shop.quantity')))
  .min(1, wordKey('apiAnswers.request.wholeFromOne', wordKey('shop.quantity')))
  .max(1000, wordKey('apiAnswers.request.quantityAtMost', 1000));

/** A product's id in a line. */
export const lineProductId = z.number({ error: wordKey('apiAnswers.request.positiveWholeNumber', 'product_id') });

export const cartAddPayload = z.object({
  user_id: z.number().int().positive().optional(),
  product_id: lineProductId.int().positive(wordKey('apiAnswers.request.positiveWholeNumber', 'product_id')),
  quantity: lineQuantity,
});
export const cartUpdatePayload = z.object({ quantity: lineQuantity });

/** The order amount is only checked; the server prices the cart itself. */
const orderAmount = z
  .union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/).transform(Number)], { error: wordKey('coupon.invalidAmount') })
  .pipe(z.number({ error: wordKey('coupon.invalidAmount') }).positive(wordKey('coupon.invalidAmount')).max(10_000_000, wordKey('coupon.invalidAmount')));

export const couponApplyPayload = z.object({
  code: z.string({ error: wordKey('coupon.empty') }).trim().min(1, wordKey('coupon.empty')).max(40, wordKey('general.tooLong', wordKey('shop.couponCode'), 40)),
  order_amount: orderAmount,
});
export const setDeliveryChargesPayload = z.object({
  delivery_charges: z
    .number({ error: wordKey('apiAnswers.request.fieldType', 'delivery_charges', 'number') })
    .min(0, wordKey('apiAnswers.request.zeroOrMore', 'delivery_charges'))
    .max(100000, wordKey('apiAnswers.request.atMost', 'delivery_charges', 100000))
    // Rupees and paise, as every amount: 10.555 would be charged as another figure than the one set.
    .refine(isWholePaise, wordKey('apiAnswers.request.twoDecimals', 'delivery_charges')),
});
