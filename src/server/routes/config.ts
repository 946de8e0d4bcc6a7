import { routeList } from '../http/route-list';
import { setDeliveryChargesPayload } from '@/contract/cart.input';
import { readJson } from '../http/validate';
import { deliveryCharges, setDeliveryCharge } from '../services/delivery-charge';
import { apiCacheHeaders, apiTags, tag } from '../cache-tags';

// ecomConfig: the shop's delivery charge, read by everyone, set by an admin.

export const config = routeList()
  .get('/get-delivery-charges', { access: 'public' }, async (c) => {
    const did = c.var.distributor.id;
    return c.json(await deliveryCharges(c.var.db, did), 200, apiCacheHeaders(apiTags(did, tag.content(did))));
  })
  .post('/set-delivery-charges', { access: 'admin', audit: 'shop.delivery_charge', body: setDeliveryChargesPayload }, async (c) => {
    const body = await readJson(c, setDeliveryChargesPayload);
    const answer = await setDeliveryCharge(c.var.db, c.var.events, c.var.distributor.id, body.delivery_charges);
    return c.json(answer);
  });
