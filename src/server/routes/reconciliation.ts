import { routeList } from '../http/route-list';
import { differenceFilter, resolveDifferencePayload } from '@/contract/reconciliation.input';
import { idParam, parseInput, readJson } from '../http/validate';
import { reconcileNow, reconciliationOf, resolveReconciliation } from '../services/reconciliation';

// Reconciliation of the ledger with the payment gateway (mounted at
// /api/admin, docs/money.md): the differences found for this shop (open ones
// unless ?show=resolved or all), "check now", the daily job's run for this
// shop alone, and marking a difference resolved with a note.

export const reconciliationRoutes = routeList()
  .get('/reconciliation', { access: 'admin' }, async (c) => {
    const show = parseInput(differenceFilter, c.req.query('show') || undefined);
    return c.json(await reconciliationOf(c.var.db, c.var.distributor.id, show));
  })
  .post('/reconciliation/run', { access: 'admin', audit: 'shop.reconciliation' }, async (c) => c.json(await reconcileNow(c.env, c.var.db, c.var.events, c.var.distributor.id)))
  .post('/reconciliation/:id/resolve', { access: 'admin', audit: 'shop.reconciliation_resolved', body: resolveDifferencePayload }, async (c) => {
    const id = idParam(c);
    const { note } = await readJson(c, resolveDifferencePayload);
    return c.json(await resolveReconciliation(c.var.db, c.var.events, c.var.distributor.id, c.var.user.id, id, note));
  });
