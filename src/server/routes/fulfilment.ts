import { routeList } from '../http/route-list';
import { MAX_FULFIL_ORDERS } from '@/contract/fulfilment';
import { badRequest } from '../domain-error';
import { orderRefOf } from '../http/validate';
import { fulfilmentOf } from '../services/fulfilment';
import { WORDS } from '@/lib/words';

// GET /api/admin/fulfilment?orders=ID,ID: the orders an admin packs or hands
// over (the order page's customer contact, the packing slips), by their
// public ids, at most MAX_FULFIL_ORDERS. Admins of this shop only; another
// shop's ids are simply not found.

export const fulfilment = routeList().get('/fulfilment', { access: 'admin' }, async (c) => {
  const raw = (c.req.query('orders') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const ids = [...new Set(raw)];
  if (!ids.length) throw badRequest(WORDS.apiAnswers.request.fulfilNone);
  if (ids.length > MAX_FULFIL_ORDERS) throw badRequest(WORDS.apiAnswers.request.fulfilTooMany(MAX_FULFIL_ORDERS));
  for (const id of ids) if (!('orderId' in orderRefOf(id))) throw badRequest(WORDS.apiAnswers.request.invalidOrderId);
  return c.json({ orders: await fulfilmentOf(c.var.db, c.var.distributor.id, ids) });
});
