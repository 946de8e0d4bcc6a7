import { Hono } from 'hono';
import { couponCreatePayload, couponEditPayload } from '@/contract/coupons-admin.input';
import { requireAuth } from '../auth/guard';
import { idParam, readJson } from '../http/validate';
import { createCoupon, editCoupon } from '../services/coupons-admin';
import type { AppEnv } from '../types';

// Operators create and edit the shop's coupons (mounted at /api/ecom_coupon
// beside the shoppers' apply route). Deactivating is an edit: `active: false`.

export const couponsAdmin = new Hono<AppEnv>()
  .post('/', requireAuth('admin'), async (c) => {
    const body = await readJson(c, couponCreatePayload);
    return c.json(await createCoupon(c.env.DB, c.var.distributor.id, body), 201);
  })
  .put('/:id', requireAuth('admin'), async (c) => {
    const id = idParam(c);
    const body = await readJson(c, couponEditPayload);
    return c.json(await editCoupon(c.env.DB, c.var.distributor.id, id, body));
  });
