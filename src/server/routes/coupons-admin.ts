import { Hono } from 'hono';
import { couponCreatePayload, couponEditPayload, couponRuleError, type CouponWrite } from '@/contract/coupons-admin.input';
import { requireAuth } from '../auth/guard';
import { DomainError, badRequest, notFound } from '../domain-error';
import { idParam, readJson } from '../http/validate';
import { shapeCoupon } from '../data/coupons';
import { findCoupon, insertCoupon, updateCoupon } from '../data/coupons-admin';
import type { AppEnv } from '../types';
import { WORDS } from '@/lib/words';

// Operators create and edit the shop's coupons (mounted at /api/ecom_coupon
// beside the shoppers' apply route). Deactivating is an edit: `active: false`.


export const couponsAdmin = new Hono<AppEnv>()
  .post('/', requireAuth('admin'), async (c) => {
    const body = await readJson(c, couponCreatePayload);
    const rule = couponRuleError(body);
    if (rule) throw badRequest(WORDS.apiAnswers.asGiven(rule));
    const outcome = await insertCoupon(c.env.DB, c.var.distributor.id, body);
    if (!outcome.ok) throw new DomainError('DUPLICATE_COUPON', WORDS.apiAnswers.coupons.duplicate);
    const coupon = await findCoupon(c.env.DB, c.var.distributor.id, outcome.id);
    return c.json({ message: 'Coupon created.', coupon: shapeCoupon(coupon!) }, 201);
  })
  .put('/:id', requireAuth('admin'), async (c) => {
    const id = idParam(c);
    const body: CouponWrite = await readJson(c, couponEditPayload);
    const distributorId = c.var.distributor.id;
    const current = await findCoupon(c.env.DB, distributorId, id);
    if (!current) throw notFound(WORDS.apiAnswers.notFound.coupon);
    // The cross-field rules hold for the coupon as it will be after the edit.
    const merged = {
      kind: body.kind ?? current.kind,
      value: body.value ?? current.value,
      valid_from: body.valid_from ?? current.valid_from,
      valid_to: body.valid_to ?? current.valid_to,
      max_discount: body.max_discount !== undefined ? body.max_discount : current.max_discount_paise,
    };
    const rule = couponRuleError(merged);
    if (rule) throw badRequest(WORDS.apiAnswers.asGiven(rule));
    const outcome = await updateCoupon(c.env.DB, distributorId, id, body);
    if (!outcome.ok) throw outcome.reason === 'duplicate' ? new DomainError('DUPLICATE_COUPON', WORDS.apiAnswers.coupons.duplicate) : notFound(WORDS.apiAnswers.notFound.coupon);
    const coupon = await findCoupon(c.env.DB, distributorId, id);
    return c.json({ message: body.active === false ? 'Coupon deactivated.' : 'Coupon updated.', coupon: shapeCoupon(coupon!) });
  });
