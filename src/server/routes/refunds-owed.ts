import { Hono } from 'hono';
import { requireAuth } from '../auth/guard';
import { refundsOwedOf } from '../services/refunds-owed';
import type { AppEnv } from '../types';

// Refunds owed by hand (mounted at /api/admin): the console's list of orders
// whose UPI or cash money is still to go back (docs/money.md).

export const refundsOwedRoutes = new Hono<AppEnv>().get('/refunds-owed', requireAuth('admin'), async (c) =>
  c.json(await refundsOwedOf(c.env.DB, c.var.distributor.id)),
);
