import { couponRuleError, type CouponWrite } from '@/contract/coupons-admin.input';
import { DomainError, badRequest, notFound } from '../domain-error';
import { listCoupons, shapeCoupon } from '../data/coupons';
import { findCoupon, insertCoupon, updateCoupon } from '../data/coupons-admin';
import type { RequestEvents } from '../events/request-events';
import type { ShopEvent } from '../events/shop-events';
import { WORDS, renderWords } from '@/lib/words';

// Operators list, create and edit the shop's coupons. Deactivating is an
// edit (`active: false`). The cross-field rules (a percentage's range, the
// dates' order) are checked on the coupon as it will be stored.

/** A new coupon: the fields its rules need are all given. */
type NewCoupon = Parameters<typeof couponRuleError>[0];

export async function couponsOfShop(db: D1Database, distributorId: number) {
  return { coupons: await listCoupons(db, distributorId) };
}

export async function createCoupon(db: D1Database, events: RequestEvents, distributorId: number, input: NewCoupon & { code?: string }) {
  const rule = couponRuleError(input);
  if (rule) throw badRequest(rule);
  // A create: the coupon is the shop's newest once the insert has run.
  const event: ShopEvent = { type: 'coupon.create', target: { kind: 'coupon', newest: 'coupons' }, detail: { code: input.code } };
  const outcome = await insertCoupon(events.database(db, event), distributorId, input);
  if (!outcome.ok) throw new DomainError('DUPLICATE_COUPON', WORDS.apiAnswers.coupons.duplicate);
  const coupon = await findCoupon(db, distributorId, outcome.id);
  return { message: renderWords(WORDS.apiAnswers.done.couponCreated), coupon: shapeCoupon(coupon!) };
}

export async function editCoupon(db: D1Database, events: RequestEvents, distributorId: number, id: number, input: CouponWrite) {
  const current = await findCoupon(db, distributorId, id);
  if (!current) throw notFound(WORDS.apiAnswers.notFound.coupon);
  const merged = {
    kind: input.kind ?? current.kind,
    value: input.value ?? current.value,
    valid_from: input.valid_from ?? current.valid_from,
    valid_to: input.valid_to ?? current.valid_to,
    max_discount: input.max_discount !== undefined ? input.max_discount : current.max_discount_paise,
  };
  const rule = couponRuleError(merged);
  if (rule) throw badRequest(rule);
  const event: ShopEvent = { type: 'coupon.edit', target: { kind: 'coupon', ref: id } };
  const outcome = await updateCoupon(events.database(db, event), distributorId, id, input);
  if (!outcome.ok) throw outcome.reason === 'duplicate' ? new DomainError('DUPLICATE_COUPON', WORDS.apiAnswers.coupons.duplicate) : notFound(WORDS.apiAnswers.notFound.coupon);
  const coupon = await findCoupon(db, distributorId, id);
  return { message: input.active === false ? 'Coupon deactivated.' : 'Coupon updated.', coupon: shapeCoupon(coupon!) };
}
