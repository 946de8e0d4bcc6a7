import { routeList } from '../http/route-list';
import { consoleAccess, ridersOfShop, todayOf } from '../services/console';
import { activityOf } from '../services/activity';
import { idParamValue, intQuery, orderRefOf } from '../http/validate';
import { MAX_PAGE } from '@/lib/pagination';
import { ACTIVITY_KINDS, type ActivityKind } from '@/contract/activity';
import { badRequest } from '../domain-error';
import { WORDS } from '@/lib/words';

// The console's own reads (mounted at /api/admin): admins of the host's shop
// only. Everything else the console does goes through the shop's existing routes.

export const consoleRoutes = routeList()
  .get('/access', { access: 'admin' }, async (c) => c.json(await consoleAccess(c.var.db, c.var.distributor.id, c.var.user.id)))
  .get('/today', { access: 'admin' }, async (c) => c.json(await todayOf(c.var.db, c.var.distributor.id)))
  .get('/riders', { access: 'admin' }, async (c) => c.json({ riders: await ridersOfShop(c.var.db, c.var.distributor.id) }))
  // The audit log, newest first: the whole shop's, or one order's or product's,
  // narrowed by kind and by who did it (`who`, an account id). Read only: no route changes it.
  .get('/activity', { access: 'admin' }, async (c) => {
    const order = c.req.query('order');
    const product = c.req.query('product');
    const kind = c.req.query('kind');
    const who = c.req.query('who');
    if (kind && !(ACTIVITY_KINDS as readonly string[]).includes(kind)) throw badRequest(WORDS.consoleDay.activityLog.kindInvalid);
    const page = await activityOf(c.var.db, c.var.distributor.id, {
      order: order ? orderRefOf(order) : undefined,
      product: product ? idParamValue('product', product) : undefined,
      kind: (kind || undefined) as ActivityKind | undefined,
      actor: who ? idParamValue('who', who) : undefined,
      page: intQuery(c, 'page', 1, 1, MAX_PAGE),
      limit: intQuery(c, 'limit', 20, 1, 100),
    });
    c.header('X-Total-Count', String(page.total));
    return c.json(page);
  });
