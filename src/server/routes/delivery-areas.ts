import { routeList } from '../http/route-list';
import { deliveryAreasPayload } from '@/contract/delivery-areas.input';
import { MESSAGES } from '@/lib/messages';
import { readJson } from '../http/validate';
import { checkDelivery, deliveryAreas, deliveryQuote, saveDeliveryAreas } from '../services/delivery-areas';

// Delivery by pincode (mounted at /api/delivery): anyone may check a pincode
// or ask what checkout would charge for it; the shop's admins read and
// replace its areas.

export const delivery = routeList()
  .get('/check', { access: 'public' }, async (c) => c.json(await checkDelivery(c.var.db, c.var.distributor.id, c.req.query('pincode') ?? '')))
  .get('/quote', { access: 'public' }, async (c) => c.json(await deliveryQuote(c.var.db, c.var.distributor.id, c.req.query('pincode') ?? '')))
  .get('/areas', { access: 'admin' }, async (c) => c.json({ areas: await deliveryAreas(c.var.db, c.var.distributor.id) }))
  .put('/areas', { access: 'admin', audit: 'shop.delivery_areas', body: deliveryAreasPayload }, async (c) => {
    const input = await readJson(c, deliveryAreasPayload);
    const areas = await saveDeliveryAreas(c.var.db, c.var.events, c.var.distributor.id, input);
    return c.json({ message: MESSAGES.delivery.areasSaved, areas });
  });
