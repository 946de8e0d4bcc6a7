import { Hono } from 'hono';
import { requireAuth } from '../auth/guard';
import { reconcileNow, reconciliationOf } from '../services/reconciliation';
import type { AppEnv } from '../types';

// Reconciliation of the ledger with the payment gateway (mounted at
// /api/admin, docs/money.md): the differences found for this shop, and
// "check now", the daily job's run for this shop alone.

export const reconciliationRoutes = new Hono<AppEnv>()
  .get('/reconciliation', requireAuth('admin'), async (c) => c.json(await reconciliationOf(c.env.DB, c.var.distributor.id)))
  .post('/reconciliation/run', requireAuth('admin'), async (c) => c.json(await reconcileNow(c.env, c.var.distributor.id)));
