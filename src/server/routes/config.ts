import { routeList } from '../http/route-list';
import { purges } from '../http/route-purges';
import { setDeliveryChargesPayload } from '@/contract/cart.input';
import { toPaise, toRupees } from '@/lib/pricing';
import { readJson } from '../http/validate';
import { deliveryChargePaise, setDeliveryChargePaise } from '../data/delivery';
import { apiCacheHeaders, apiTags, tag } from '../cache-tags';

// ecomConfig: the shop's delivery charge, read by everyone, set by an admin.

export const config = routeList()
  .get('/get-delivery-charges', { access: 'public' }, async (c) => {
    const paise = await deliveryChargePaise(c.env.DB, c.var.distributor.id);
    const did = c.var.distributor.id;
    return c.json({ charges: [{ charge: toRupees(paise) }] }, 200, apiCacheHeaders(apiTags(did, tag.content(did))));
  })
  .post('/set-delivery-charges', { access: 'admin', audit: { action: 'shop.delivery_charge', kind: 'shop', fields: ['delivery_charges'] }, purges: purges.content, body: setDeliveryChargesPayload }, async (c) => {
    const body = await readJson(c, setDeliveryChargesPayload);
    const paise = toPaise(body.delivery_charges);
    await setDeliveryChargePaise(c.env.DB, c.var.distributor.id, paise);
    return c.json({ message: 'Delivery charges updated.', charges: [{ charge: toRupees(paise) }] });
  });
