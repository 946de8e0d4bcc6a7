import { z } from 'zod';
import { wordKey, type WordKey } from './word-key';
import '@/lib/zod-config';
import { DELIVERY_STATUSES, ORDER_STATUSES, RETURN_CONDITIONS, RETURN_REASONS } from './orders';
import { REFUND_WAYS } from './refunds-owed';

// After-sale and delivery payloads of the placeOrder calls. Orders are read
// by ./orders.ts, which also holds the fixed lists (statuses,
// payment methods, banks).

const text = (max: number, label: WordKey) =>
  z.string({ error: wordKey('apiAnswers.request.fieldRequired', label) }).trim().max(max, wordKey('general.tooLong', label, max));

/** A fixed list's refusal, naming the field as the API spells it. */
const oneOf = (field: string, allowed: readonly string[]) => wordKey('apiAnswers.request.oneOf', field, allowed.join(', '));

// The placing payloads (place, place/all) and their answer live in ./checkout.ts.

/**
 * A return: the shopper's words (`reason`), and optionally a preset reason
 * (`reason_code`) and how many of the line (`quantity`, with `product_id`).
 * Words are needed unless a preset other than 'other' is chosen.
 */
export const returnRequestPayload = z
  .object({
    reason: text(500, wordKey('apiAnswers.fields.reason')).optional(),
    reason_code: z.enum(RETURN_REASONS, { error: oneOf('reason_code', RETURN_REASONS) }).optional(),
    product_id: z.number().int().positive().optional(),
    quantity: z
      .number({ error: wordKey('apiAnswers.request.wholeFromOne', 'quantity') })
      .int(wordKey('apiAnswers.request.wholeFromOne', 'quantity'))
      .min(1, wordKey('apiAnswers.request.wholeFromOne', 'quantity'))
      .max(100000, wordKey('apiAnswers.request.tooLarge', 'quantity'))
      .optional(),
  })
  .superRefine((v, ctx) => {
    const words = v.reason ?? '';
    if (words !== '' || (v.reason_code !== undefined && v.reason_code !== 'other')) return;
    const message =
      v.reason_code === 'other'
        ? wordKey('returns.detailsRequired')
        : v.reason === undefined
          ? wordKey('apiAnswers.request.fieldRequired', wordKey('apiAnswers.fields.reason'))
          : wordKey('returns.reasonRequired');
    ctx.addIssue({ code: 'custom', message, path: ['reason'] });
  })
  .refine((v) => v.quantity === undefined || v.product_id !== undefined, { message: wordKey('returns.quantityNeedsProduct'), path: ['quantity'] });
/** The shop received returned goods of one line: in good condition (restocked) or damaged (not). */
export const returnReceivedPayload = z.object({
  product_id: z.number({ error: wordKey('apiAnswers.request.fieldRequired', 'product_id') }).int().positive(),
  condition: z.enum(RETURN_CONDITIONS, { error: oneOf('condition', RETURN_CONDITIONS) }),
});
export const refundPayload = z.object({
  product_id: z.number().int().positive().optional(),
  refund_method: z.enum(REFUND_WAYS, { error: oneOf('refund_method', REFUND_WAYS) }).optional(),
  reference: text(100, wordKey('apiAnswers.fields.reference')).optional(),
});
export const orderStatusPayload = z.object({ status: z.enum(ORDER_STATUSES, { error: oneOf('status', ORDER_STATUSES) }) });
const DELIVERY_REASON_MAX = 300;

export const deliveryStatusPayload = z
  .object({
    deliveryboy_status: z.enum(DELIVERY_STATUSES, { error: oneOf('deliveryboy_status', DELIVERY_STATUSES) }),
    /** Why a delivery failed: required with failed, ignored otherwise. */
    reason: z.string({ error: wordKey('rider.reasonRequired') }).trim().max(DELIVERY_REASON_MAX, wordKey('rider.reasonTooLong', DELIVERY_REASON_MAX)).optional(),
    /** With delivered: the 4-digit code the shopper gave the rider (orders sent out before codes existed need none). */
    delivery_code: z.string({ error: wordKey('rider.codeFormat') }).trim().regex(/^\d{4}$/, wordKey('rider.codeFormat')).optional(),
    /** With delivered, an admin only: why the order is delivered without its code (kept in the activity log). */
    override_note: z.string({ error: wordKey('console.orders.overrideNoteRequired') }).trim().max(DELIVERY_REASON_MAX, wordKey('rider.reasonTooLong', DELIVERY_REASON_MAX)).optional(),
  })
  .refine((v) => v.deliveryboy_status !== 'failed' || (v.reason ?? '') !== '', { message: wordKey('rider.reasonRequired'), path: ['reason'] });
export const assignDeliveryPayload = z.object({ assigned_deliveryboy_id: z.number().int().positive() });
