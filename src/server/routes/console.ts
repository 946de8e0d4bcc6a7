import { Hono } from 'hono';
import { requireAuth } from '../auth/guard';
import { consoleAccess, ridersOfShop, todayOf } from '../services/console';
import type { AppEnv } from '../types';

// The console's own reads (mounted at /api/admin): admins of the host's shop
// only. Everything else the console does goes through the shop's existing routes.

const admin = requireAuth('admin');

export const consoleRoutes = new Hono<AppEnv>()
  .get('/access', admin, async (c) => c.json(await consoleAccess(c.env.DB, c.var.distributor.id, c.var.user.id)))
  .get('/today', admin, async (c) => c.json(await todayOf(c.env.DB, c.var.distributor.id)))
  .get('/riders', admin, async (c) => c.json({ riders: await ridersOfShop(c.env.DB, c.var.distributor.id) }));
