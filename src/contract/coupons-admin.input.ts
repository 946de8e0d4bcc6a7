import { z } from 'zod';
import { wordKey, type WordKey } from './word-key';

// Operator payloads for coupons. Amounts are rupees with at most 2 decimals;
// dates are ISO dates ("2026-12-31", a whole day in UTC) or ISO date-times.

const NOT_OBJECT = wordKey('apiAnswers.request.jsonObject');
const MAX_RUPEES = 10_000_000;

const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

// The messages name a field as the API spells it (max_discount).
const rupees = (field: string) => {
  const notNumber = wordKey('apiAnswers.request.fieldType', field, 'number');
  return z
    .number({ error: notNumber })
    .refine(Number.isFinite, notNumber)
    .refine((v) => v >= 0, wordKey('apiAnswers.request.notNegative', field))
    .refine((v) => v <= MAX_RUPEES, wordKey('apiAnswers.request.tooLarge', field))
    .refine(twoDecimals, wordKey('apiAnswers.request.twoDecimals', field));
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A valid ISO date or date-time as a UTC ISO instant; a bare date is its first or last moment. */
const isoDate = (field: string, edge: 'start' | 'end') =>
  z.string({ error: wordKey('apiAnswers.request.isoDate', field) }).transform((raw, ctx) => {
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
      ctx.addIssue({ code: 'custom', message: wordKey('apiAnswers.request.isoDate', field) });
      return z.NEVER;
    }
    return new Date(ms).toISOString();
  });

const COUPON_CODE = /^[A-Za-z0-9]{3,40}$/;

const couponFields = {
  code: z
    .string({ error: wordKey('apiAnswers.request.fieldRequired', wordKey('shop.couponCode')) })
    .trim()
    .regex(COUPON_CODE, wordKey('apiAnswers.coupons.codeShape'))
    .transform((v) => v.toUpperCase()),
  kind: z.enum(['percent', 'flat'], { error: wordKey('apiAnswers.coupons.kindInvalid') }),
  value: rupees('value').refine((v) => v > 0, wordKey('apiAnswers.request.moreThan', 'value', 0)),
  max_discount: rupees('max_discount').nullable(),
  min_order_amount: rupees('min_order_amount'),
  valid_from: isoDate('valid_from', 'start'),
  valid_to: isoDate('valid_to', 'end'),
  per_customer_limit: z
    .number({ error: wordKey('apiAnswers.request.wholeNumber', 'per_customer_limit') })
    .int(wordKey('apiAnswers.request.wholeNumber', 'per_customer_limit'))
    .min(1, wordKey('apiAnswers.request.atLeast', 'per_customer_limit', 1))
    .max(1_000_000, wordKey('apiAnswers.request.tooLarge', 'per_customer_limit')),
  description: z.string({ error: wordKey('apiAnswers.request.mustBeText', 'description') }).trim().max(500, wordKey('general.tooLong', 'description', 500)),
  active: z.boolean({ error: wordKey('apiAnswers.request.trueOrFalse', 'active') }),
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
  .refine((v) => Object.values(v).some((x) => x !== undefined), wordKey('apiAnswers.request.someFieldToChange'));
