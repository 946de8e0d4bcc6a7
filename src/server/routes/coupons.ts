import { Hono } from 'hono';
import { MESSAGES } from '@/lib/messages';
import { couponApplyPayload } from '@/lib/api/schemas/cart';
import { toRupees } from '@/lib/pricing';
import { requireAuth } from '../auth/guard';
import { readJson } from '../http/validate';
import { linesTotalPaise, listCart } from '../data/cart';
import { checkCoupon, listCoupons } from '../data/coupons';
import type { AppEnv } from '../types';

// ecom_coupon. Apply checks the code for this shop and this customer and
// computes the discount from the cart in D1: the order_amount sent is only
// checked to be a valid non-zero number (spec 5), never used for money.

export const coupons = new Hono<AppEnv>()
  .post('/apply', requireAuth(), async (c) => {
    const body = await readJson(c, couponApplyPayload);
    const distributorId = c.var.distributor.id;
    const lines = await listCart(c.env.DB, distributorId, c.var.user.id);
    const itemsPaise = linesTotalPaise(lines);
    const check = await checkCoupon(c.env.DB, { distributorId, customerId: c.var.user.id, code: body.code, itemsPaise });
    if (!check.ok) return c.json({ success: false, discountAmount: 0, message: check.message });
    return c.json({
      success: true,
      discountAmount: toRupees(check.discountPaise),
      message: MESSAGES.coupon.success,
      code: check.coupon.code,
    });
  })
  .get('/list', requireAuth('admin'), async (c) => c.json({ coupons: await listCoupons(c.env.DB, c.var.distributor.id) }));
