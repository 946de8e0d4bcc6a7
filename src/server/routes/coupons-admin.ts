import { routeList } from '../http/route-list';
import { couponCreatePayload, couponEditPayload } from '@/contract/coupons-admin.input';
import { idParam, readJson } from '../http/validate';
import { createCoupon, editCoupon } from '../services/coupons-admin';

// Operators create and edit the shop's coupons (mounted at /api/ecom_coupon
// beside the shoppers' apply route). Deactivating is an edit: `active: false`.

export const couponsAdmin = routeList()
  .post('/', { access: 'admin', audit: 'coupon.create', body: couponCreatePayload }, async (c) => {
    const body = await readJson(c, couponCreatePayload);
    return c.json(await createCoupon(c.var.db, c.var.events, c.var.distributor.id, body), 201);
  })
  .put('/:id', { access: 'admin', audit: 'coupon.edit', body: couponEditPayload }, async (c) => {
    const id = idParam(c);
    const body = await readJson(c, couponEditPayload);
    return c.json(await editCoupon(c.var.db, c.var.events, c.var.distributor.id, id, body));
  });
