import { routeList } from '../http/route-list';
import { MAX_FULFIL_ORDERS } from '@/contract/fulfilment';
import { badRequest } from '../domain-error';
import { orderRefOf } from '../http/validate';
import { fulfilmentOf } from '../services/fulfilment';

// GET /api/admin/fulfilment?orders=ID,ID: the orders an admin packs or hands
// over (the order page's customer contact, the packing slips), by their
// public ids, at most MAX_FULFIL_ORDERS. Admins of this shop only; another
// shop's ids are simply not found.

export const fulfilment = routeList().get('/fulfilment', { access: 'admin' }, async (c) => {
  const raw = (c.req.query('orders') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const ids = [...new Set(raw)];
  if (!ids.length) throw badRequest('orders must name at least one order id.');
  if (ids.length > MAX_FULFIL_ORDERS) throw badRequest(`orders may name at most ${MAX_FULFIL_ORDERS} order ids.`);
  for (const id of ids) if (!('orderId' in orderRefOf(id))) throw badRequest('Invalid order id.');
  return c.json({ orders: await fulfilmentOf(c.env.DB, c.var.distributor.id, ids) });
});
