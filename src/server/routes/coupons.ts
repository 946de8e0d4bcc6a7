import { Hono, type Context } from 'hono';
import { couponApplyPayload } from '@/contract/cart.input';
import { requireAuth } from '../auth/guard';
import { readJson } from '../http/validate';
import { applyCoupon, appliedCoupon, removeCoupon } from '../services/coupons';
import { couponsOfShop } from '../services/coupons-admin';
import type { AppEnv } from '../types';

// ecom_coupon: the cart's coupon (services/coupons.ts) and the admin list.

const shopper = (c: Context<AppEnv>) => ({ distributorId: c.var.distributor.id, customerId: c.var.user.id });

export const coupons = new Hono<AppEnv>()
  .post('/apply', requireAuth(), async (c) => {
    const body = await readJson(c, couponApplyPayload);
    return c.json(await applyCoupon(c.env.DB, shopper(c), body.code));
  })
  .delete('/apply', requireAuth(), async (c) => c.json(await removeCoupon(c.env.DB, shopper(c))))
  .get('/applied', requireAuth(), async (c) => c.json(await appliedCoupon(c.env.DB, shopper(c))))
  .get('/list', requireAuth('admin'), async (c) => c.json(await couponsOfShop(c.env.DB, c.var.distributor.id)));
