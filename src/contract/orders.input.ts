import { z } from 'zod';
import '@/lib/zod-config';
import { MESSAGES } from '@/lib/messages';
import { DELIVERY_STATUSES, ORDER_STATUSES } from './orders';

// After-sale and delivery payloads of the placeOrder calls. Orders are read
// by ./orders.ts, which also holds the fixed lists (statuses,
// payment methods, banks).

const text = (max: number, label: string) =>
  z.string({ error: `${label} is required.` }).trim().max(max, `${label} must be at most ${max} characters.`);

// The placing payloads (place, place/all) and their answer live in ./checkout.ts.

export const returnRequestPayload = z.object({
  reason: text(500, 'Reason').min(1, 'Please provide a reason for the return.'),
  product_id: z.number().int().positive().optional(),
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
    reason: z.string({ error: MESSAGES.rider.reasonRequired }).trim().max(DELIVERY_REASON_MAX, MESSAGES.rider.reasonTooLong(DELIVERY_REASON_MAX)).optional(),
    /** With delivered: the 4-digit code the shopper gave the rider (orders sent out before codes existed need none). */
    delivery_code: z.string({ error: MESSAGES.rider.codeFormat }).trim().regex(/^\d{4}$/, MESSAGES.rider.codeFormat).optional(),
    /** With delivered, an admin only: why the order is delivered without its code (kept in the activity log). */
    override_note: z.string({ error: MESSAGES.console.orders.overrideNoteRequired }).trim().max(DELIVERY_REASON_MAX, MESSAGES.rider.reasonTooLong(DELIVERY_REASON_MAX)).optional(),
  })
  .refine((v) => v.deliveryboy_status !== 'failed' || (v.reason ?? '') !== '', { message: MESSAGES.rider.reasonRequired, path: ['reason'] });
export const assignDeliveryPayload = z.object({ assigned_deliveryboy_id: z.number().int().positive() });
