import { Hono } from 'hono';
import { MESSAGES } from '@/lib/messages';
import { couponApplyPayload } from '@/contract/cart.input';
import { toRupees } from '@/lib/pricing';
import { requireAuth } from '../auth/guard';
import { readJson } from '../http/validate';
import { linesTotalPaise, listCart, sellableLines } from '../data/cart';
import { cartCouponCode, checkCoupon, forgetCartCoupon, listCoupons, rememberCartCoupon } from '../data/coupons';
import type { AppEnv } from '../types';

// ecom_coupon. Apply checks the code for this shop and this customer,
// computes the discount from the cart in D1 (the lines the stock covers; the
// order_amount sent is only checked to be a valid non-zero number, never used
// for money) and remembers the coupon with the cart, so placing without a
// code still gets it. A failed apply forgets it, as the cart page drops it.
// DELETE /apply removes it; GET /applied answers it again for the current cart.

async function sellableItemsPaise(db: D1Database, distributorId: number, customerId: number): Promise<number> {
  return linesTotalPaise(sellableLines(await listCart(db, distributorId, customerId)));
}

export const coupons = new Hono<AppEnv>()
  .post('/apply', requireAuth(), async (c) => {
    const body = await readJson(c, couponApplyPayload);
    const db = c.env.DB;
    const distributorId = c.var.distributor.id;
    const customerId = c.var.user.id;
    const itemsPaise = await sellableItemsPaise(db, distributorId, customerId);
    const check = await checkCoupon(db, { distributorId, customerId, code: body.code, itemsPaise });
    if (!check.ok) {
      await forgetCartCoupon(db, customerId);
      return c.json({ success: false, discountAmount: 0, message: check.message });
    }
    await rememberCartCoupon(db, customerId, check.coupon.id);
    return c.json({
      success: true,
      discountAmount: toRupees(check.discountPaise),
      message: MESSAGES.coupon.success,
      code: check.coupon.code,
    });
  })
  .delete('/apply', requireAuth(), async (c) => {
    await forgetCartCoupon(c.env.DB, c.var.user.id);
    return c.json({ success: true, discountAmount: 0, message: MESSAGES.coupon.removed });
  })
  .get('/applied', requireAuth(), async (c) => {
    const db = c.env.DB;
    const distributorId = c.var.distributor.id;
    const customerId = c.var.user.id;
    const code = await cartCouponCode(db, distributorId, customerId);
    if (!code) return c.json({ success: false, discountAmount: 0, message: '', code: null });
    const itemsPaise = await sellableItemsPaise(db, distributorId, customerId);
    const check = await checkCoupon(db, { distributorId, customerId, code, itemsPaise });
    if (!check.ok) return c.json({ success: false, discountAmount: 0, message: check.message, code });
    return c.json({ success: true, discountAmount: toRupees(check.discountPaise), message: MESSAGES.coupon.success, code: check.coupon.code });
  })
  .get('/list', requireAuth('admin'), async (c) => c.json({ coupons: await listCoupons(c.env.DB, c.var.distributor.id) }));
