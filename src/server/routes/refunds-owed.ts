import { routeList } from '../http/route-list';
import { refundsOwedOf } from '../services/refunds-owed';

// Refunds owed by hand (mounted at /api/admin): the console's list of orders
// whose UPI or cash money is still to go back (docs/money.md).

export const refundsOwedRoutes = routeList().get('/refunds-owed', { access: 'admin' }, async (c) =>
  c.json(await refundsOwedOf(c.var.db, c.var.distributor.id)),
);
