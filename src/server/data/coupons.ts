import { couponDiscountPaise as discountFor, formatInr, toRupees } from '@/lib/pricing';
import { MESSAGES } from '@/lib/messages';
import type { DomainCode } from '../domain-error';

// Coupons: per distributor, code case-insensitive,
// percent (with an optional cap) or flat, minimum order, validity window and a
// per-customer use limit. The discount never exceeds the items total.

export interface CouponRow {
  id: number;
  code: string;
  kind: 'percent' | 'flat';
  value: number;
  max_discount_paise: number | null;
  min_order_paise: number;
  valid_from: string;
  valid_to: string;
  per_customer_limit: number;
  description: string;
  active: number;
}

/**
 * Why a coupon does not apply: codes of the one error vocabulary. A check is a
 * value, not a throw, because applying answers a refusal as `success: false`;
 * placing throws it as a DomainError.
 */
type CouponRefusal = Extract<DomainCode, 'COUPON_INVALID' | 'COUPON_NOT_YET_VALID' | 'COUPON_EXPIRED' | 'CART_EMPTY' | 'COUPON_MIN_ORDER' | 'COUPON_LIMIT'>;

type CouponCheck = { ok: true; coupon: CouponRow; discountPaise: number } | { ok: false; message: string; code: CouponRefusal };

/** The discount in paise a coupon gives on an items total (paise): the one rule in src/lib/pricing, on the row's terms. */
export function couponDiscountPaise(coupon: Pick<CouponRow, 'kind' | 'value' | 'max_discount_paise'>, itemsPaise: number): number {
  return discountFor({ kind: coupon.kind, value: coupon.value, maxDiscountPaise: coupon.max_discount_paise }, itemsPaise);
}

/** Whether a coupon applies now to this items total for a customer with `uses` past uses. */
export function evaluateCoupon(
  coupon: CouponRow | null,
  ctx: { itemsPaise: number; uses: number; now: string },
): CouponCheck {
  const M = MESSAGES.coupon;
  if (!coupon || !coupon.active) return { ok: false, message: M.invalid, code: 'COUPON_INVALID' };
  if (ctx.now < coupon.valid_from) return { ok: false, message: M.notYetValid, code: 'COUPON_NOT_YET_VALID' };
  if (ctx.now > coupon.valid_to) return { ok: false, message: M.expired, code: 'COUPON_EXPIRED' };
  if (ctx.itemsPaise <= 0) return { ok: false, message: MESSAGES.cart.empty, code: 'CART_EMPTY' };
  if (ctx.itemsPaise < coupon.min_order_paise) {
    return { ok: false, message: M.minOrder(formatInr(toRupees(coupon.min_order_paise))), code: 'COUPON_MIN_ORDER' };
  }
  if (ctx.uses >= coupon.per_customer_limit) return { ok: false, message: M.limitReached, code: 'COUPON_LIMIT' };
  return { ok: true, coupon, discountPaise: couponDiscountPaise(coupon, ctx.itemsPaise) };
}

export const COUPON_COLUMNS = `id, code, kind, value, max_discount_paise, min_order_paise, valid_from, valid_to, per_customer_limit,
  description, active`;

/** Looks a code up for a distributor (the column is NOCASE) and checks it for a customer. */
export async function checkCoupon(
  db: D1Database,
  args: { distributorId: number; customerId: number; code: string; itemsPaise: number; now?: string },
): Promise<CouponCheck> {
  const code = args.code.trim();
  if (!code) return { ok: false, message: MESSAGES.coupon.empty, code: 'COUPON_INVALID' };
  const [found, used] = await db.batch([
    db.prepare(`SELECT ${COUPON_COLUMNS} FROM coupons WHERE distributor_id = ? AND code = ?`).bind(args.distributorId, code),
    db
      .prepare(
        `SELECT COUNT(*) AS uses FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id
         WHERE c.distributor_id = ? AND c.code = ? AND u.customer_id = ?`,
      )
      .bind(args.distributorId, code, args.customerId),
  ]);
  const coupon = (found?.results[0] as CouponRow | undefined) ?? null;
  const uses = Number((used?.results[0] as { uses?: number } | undefined)?.uses ?? 0);
  return evaluateCoupon(coupon, { itemsPaise: args.itemsPaise, uses, now: args.now ?? new Date().toISOString() });
}

/** A coupon row in the contract's rupee fields. */
export function shapeCoupon(c: CouponRow) {
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    value: c.value,
    max_discount: c.max_discount_paise === null ? null : toRupees(c.max_discount_paise),
    min_order_amount: toRupees(c.min_order_paise),
    valid_from: c.valid_from,
    valid_to: c.valid_to,
    per_customer_limit: c.per_customer_limit,
    description: c.description,
    active: Boolean(c.active),
  };
}

/** Every coupon of a distributor, in the contract's rupee fields (admin list). */
export async function listCoupons(db: D1Database, distributorId: number) {
  const { results } = await db
    .prepare(`SELECT ${COUPON_COLUMNS} FROM coupons WHERE distributor_id = ? ORDER BY valid_to DESC, id`)
    .bind(distributorId)
    .all<CouponRow>();
  return results.map(shapeCoupon);
}

// The coupon applied to a customer's cart (ecom_coupon/apply), remembered so a
// placing call that names no code still gets it. Only the coupon is kept: the
// discount is computed again from D1 whenever it is used.

/** Remembers the coupon for the customer's cart (replacing any other). */
export async function rememberCartCoupon(db: D1Database, customerId: number, couponId: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO cart_coupons (customer_id, coupon_id, applied_at) VALUES (?, ?, ?)
       ON CONFLICT (customer_id) DO UPDATE SET coupon_id = excluded.coupon_id, applied_at = excluded.applied_at`,
    )
    .bind(customerId, couponId, new Date().toISOString())
    .run();
}

/** Forgets the customer's cart coupon (Remove Coupon, a failed apply, a placed order). */
export async function forgetCartCoupon(db: D1Database, customerId: number): Promise<void> {
  await db.prepare('DELETE FROM cart_coupons WHERE customer_id = ?').bind(customerId).run();
}

/** The code of the coupon remembered for the customer's cart in this shop, or null. */
export async function cartCouponCode(db: D1Database, distributorId: number, customerId: number): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT c.code FROM cart_coupons cc JOIN coupons c ON c.id = cc.coupon_id
       WHERE cc.customer_id = ? AND c.distributor_id = ?`,
    )
    .bind(customerId, distributorId)
    .first<{ code: string }>();
  return row?.code ?? null;
}
