import { z } from 'zod';
import { wordKey, type WordKey } from './word-key';

// Operator payloads for coupons. Amounts are rupees with at most 2 decimals;
// dates are ISO dates ("2026-12-31", a whole day in UTC) or ISO date-times.

const NOT_OBJECT = 'Send the fields as a JSON object.';
const MAX_RUPEES = 10_000_000;

const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

const rupees = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .refine(Number.isFinite, `${label} must be a number.`)
    .refine((v) => v >= 0, `${label} cannot be negative.`)
    .refine((v) => v <= MAX_RUPEES, `${label} is too large.`)
    .refine(twoDecimals, `${label} can have at most 2 decimals.`);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A valid ISO date or date-time as a UTC ISO instant; a bare date is its first or last moment. */
const isoDate = (label: string, edge: 'start' | 'end') =>
  z.string({ error: `${label} must be an ISO date (YYYY-MM-DD).` }).transform((raw, ctx) => {
    const v = raw.trim();
    let ms = Number.NaN;
    if (ISO_DATE.test(v)) {
      ms = Date.parse(`${v}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`);
      // Date.parse rolls 2026-02-30 over to March: insist the day exists.
      if (Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) !== v) ms = Number.NaN;
    } else if (ISO_DATE_TIME.test(v)) {
      ms = Date.parse(v);
    }
    if (!Number.isFinite(ms)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be an ISO date (YYYY-MM-DD).` });
      return z.NEVER;
    }
    return new Date(ms).toISOString();
  });

const COUPON_CODE = /^[A-Za-z0-9]{3,40}$/;

const couponFields = {
  code: z
    .string({ error: 'Coupon code is required.' })
    .trim()
    .regex(COUPON_CODE, 'Coupon code must be 3 to 40 letters and digits.')
    .transform((v) => v.toUpperCase()),
  kind: z.enum(['percent', 'flat'], { error: 'kind must be percent or flat.' }),
  value: rupees('value').refine((v) => v > 0, 'value must be more than 0.'),
  max_discount: rupees('max_discount').nullable(),
  min_order_amount: rupees('min_order_amount'),
  valid_from: isoDate('valid_from', 'start'),
  valid_to: isoDate('valid_to', 'end'),
  per_customer_limit: z
    .number({ error: 'per_customer_limit must be a whole number.' })
    .int('per_customer_limit must be a whole number.')
    .min(1, 'per_customer_limit must be at least 1.')
    .max(1_000_000, 'per_customer_limit is too large.'),
  description: z.string({ error: 'description must be text.' }).trim().max(500, 'description must be at most 500 characters.'),
  active: z.boolean({ error: 'active must be true or false.' }),
};

export interface CouponWrite {
  code?: string;
  kind?: 'percent' | 'flat';
  value?: number;
  max_discount?: number | null;
  min_order_amount?: number;
  valid_from?: string;
  valid_to?: string;
  per_customer_limit?: number;
  description?: string;
  active?: boolean;
}

/** Rules across fields, checked on the coupon as it will be stored (edits merged first): the broken rule's words, by key. */
export function couponRuleError(c: Required<Pick<CouponWrite, 'kind' | 'value' | 'valid_from' | 'valid_to'>> & CouponWrite): WordKey | null {
  if (c.kind === 'percent' && c.value > 100) return wordKey('apiAnswers.coupons.percentAbove100');
  if (c.kind === 'flat' && c.max_discount != null) return wordKey('apiAnswers.coupons.capOnFlat');
  if (c.valid_from > c.valid_to) return wordKey('apiAnswers.coupons.datesReversed');
  return null;
}

/** POST ecom_coupon: every rule field is required; the cap, description and active are optional. */
export const couponCreatePayload = z.object(
  {
    ...couponFields,
    max_discount: couponFields.max_discount.optional(),
    min_order_amount: couponFields.min_order_amount.optional(),
    per_customer_limit: couponFields.per_customer_limit.optional(),
    description: couponFields.description.optional(),
    active: couponFields.active.optional(),
  },
  { error: NOT_OBJECT },
);

/** PUT ecom_coupon/{id}: any subset of the fields; `active: false` deactivates. */
export const couponEditPayload = z
  .object(
    Object.fromEntries(Object.entries(couponFields).map(([k, s]) => [k, s.optional()])) as {
      [K in keyof typeof couponFields]: z.ZodOptional<(typeof couponFields)[K]>;
    },
    { error: NOT_OBJECT },
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Send at least one field to change.');
