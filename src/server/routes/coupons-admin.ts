import { routeList } from '../http/route-list';
import { couponCreatePayload, couponEditPayload } from '@/contract/coupons-admin.input';
import { idParam, readJson } from '../http/validate';
import { createCoupon, editCoupon } from '../services/coupons-admin';

// Operators create and edit the shop's coupons (mounted at /api/ecom_coupon
// beside the shoppers' apply route). Deactivating is an edit: `active: false`.

export const couponsAdmin = routeList()
  .post('/', { access: 'admin', audit: { action: 'coupon.create', kind: 'coupon', newest: 'coupons', fields: ['coupon_code', 'code'] }, body: couponCreatePayload }, async (c) => {
    const body = await readJson(c, couponCreatePayload);
    return c.json(await createCoupon(c.var.db, c.var.distributor.id, body), 201);
  })
  .put('/:id', { access: 'admin', audit: { action: 'coupon.edit', kind: 'coupon', param: 'id', fields: ['is_active'] }, body: couponEditPayload }, async (c) => {
    const id = idParam(c);
    const body = await readJson(c, couponEditPayload);
    return c.json(await editCoupon(c.var.db, c.var.distributor.id, id, body));
  });
