import type { Context } from 'hono';
import { routeList } from '../http/route-list';
import { couponApplyPayload } from '@/contract/cart.input';
import { readJson } from '../http/validate';
import { applyCoupon, appliedCoupon, removeCoupon } from '../services/coupons';
import { couponsOfShop } from '../services/coupons-admin';
import type { AppEnv } from '../types';

// ecom_coupon: the cart's coupon (services/coupons.ts) and the admin list.

const shopper = (c: Context<AppEnv>) => ({ distributorId: c.var.distributor.id, customerId: c.var.user.id });

export const coupons = routeList()
  .post('/apply', { access: 'signed-in', body: couponApplyPayload }, async (c) => {
    const body = await readJson(c, couponApplyPayload);
    return c.json(await applyCoupon(c.var.db, shopper(c), body.code));
  })
  .delete('/apply', { access: 'signed-in' }, async (c) => c.json(await removeCoupon(c.var.db, shopper(c))))
  .get('/applied', { access: 'signed-in' }, async (c) => c.json(await appliedCoupon(c.var.db, shopper(c))))
  .get('/list', { access: 'admin' }, async (c) => c.json(await couponsOfShop(c.var.db, c.var.distributor.id)));
