import { z } from 'zod';
import { wordKey } from './word-key';
import '@/lib/zod-config';
import { DELIVERY_STATUSES, ORDER_STATUSES, RETURN_CONDITIONS, RETURN_REASONS } from './orders';

// After-sale and delivery payloads of the placeOrder calls. Orders are read
// by ./orders.ts, which also holds the fixed lists (statuses,
// payment methods, banks).

const text = (max: number, label: string) =>
  z.string({ error: `${label} is required.` }).trim().max(max, `${label} must be at most ${max} characters.`);

// The placing payloads (place, place/all) and their answer live in ./checkout.ts.

/**
 * A return: the shopper's words (`reason`), and optionally a preset reason
 * (`reason_code`) and how many of the line (`quantity`, with `product_id`).
 * Words are needed unless a preset other than 'other' is chosen.
 */
export const returnRequestPayload = z
  .object({
    reason: text(500, 'Reason').optional(),
    reason_code: z.enum(RETURN_REASONS, { error: `reason_code must be one of ${RETURN_REASONS.join(', ')}.` }).optional(),
    product_id: z.number().int().positive().optional(),
    quantity: z.number({ error: 'quantity must be a whole number of at least 1.' }).int('quantity must be a whole number of at least 1.').min(1, 'quantity must be a whole number of at least 1.').max(100000, 'quantity is too large.').optional(),
  })
  .superRefine((v, ctx) => {
    const words = v.reason ?? '';
    if (words !== '' || (v.reason_code !== undefined && v.reason_code !== 'other')) return;
    const message = v.reason_code === 'other' ? wordKey('returns.detailsRequired') : v.reason === undefined ? 'Reason is required.' : 'Please provide a reason for the return.';
    ctx.addIssue({ code: 'custom', message, path: ['reason'] });
  })
  .refine((v) => v.quantity === undefined || v.product_id !== undefined, { message: wordKey('returns.quantityNeedsProduct'), path: ['quantity'] });
/** The shop received returned goods of one line: in good condition (restocked) or damaged (not). */
export const returnReceivedPayload = z.object({
  product_id: z.number({ error: 'product_id is required.' }).int().positive(),
  condition: z.enum(RETURN_CONDITIONS, { error: `condition must be one of ${RETURN_CONDITIONS.join(', ')}.` }),
});
/** How money not taken by a gateway went back, recorded in the order's ledger. */
const REFUND_METHODS = ['upi', 'bank', 'cash'] as const;
export const refundPayload = z.object({
  product_id: z.number().int().positive().optional(),
  refund_method: z.enum(REFUND_METHODS, { error: `refund_method must be one of ${REFUND_METHODS.join(', ')}.` }).optional(),
  reference: text(100, 'Reference').optional(),
});
export const orderStatusPayload = z.object({ status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}.` }) });
const DELIVERY_REASON_MAX = 300;

export const deliveryStatusPayload = z
  .object({
    deliveryboy_status: z.enum(DELIVERY_STATUSES, { error: `deliveryboy_status must be one of ${DELIVERY_STATUSES.join(', ')}.` }),
    /** Why a delivery failed: required with failed, ignored otherwise. */
    reason: z.string({ error: wordKey('rider.reasonRequired') }).trim().max(DELIVERY_REASON_MAX, wordKey('rider.reasonTooLong', DELIVERY_REASON_MAX)).optional(),
    /** With delivered: the 4-digit code the shopper gave the rider (orders sent out before codes existed need none). */
    delivery_code: z.string({ error: wordKey('rider.codeFormat') }).trim().regex(/^\d{4}$/, wordKey('rider.codeFormat')).optional(),
    /** With delivered, an admin only: why the order is delivered without its code (kept in the activity log). */
    override_note: z.string({ error: wordKey('console.orders.overrideNoteRequired') }).trim().max(DELIVERY_REASON_MAX, wordKey('rider.reasonTooLong', DELIVERY_REASON_MAX)).optional(),
  })
  .refine((v) => v.deliveryboy_status !== 'failed' || (v.reason ?? '') !== '', { message: wordKey('rider.reasonRequired'), path: ['reason'] });
export const assignDeliveryPayload = z.object({ assigned_deliveryboy_id: z.number().int().positive() });
