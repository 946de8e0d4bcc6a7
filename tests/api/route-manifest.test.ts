import { describe, expect, it } from 'vitest';
import { app } from '@/server/app';
import { mountedByManifest } from '@/server/http/register-routes';
import { routeId } from '@/server/http/route-list';
import { MANIFEST } from '@/server/routes/manifest';
import { EVENT_PURGES } from '@/server/events/event-purges';
import { SHOP_EVENT_TYPES } from '@/server/events/shop-events';

// The route manifest (src/server/routes/manifest.ts) is the only way a route
// reaches the API: every handler the app serves was mounted by
// registerRoutes, and the app serves exactly the manifest's routes.

describe('the route manifest', () => {
  it('is the only way a route reaches the app', () => {
    const routes = app.routes.filter((r) => r.method !== 'ALL');
    expect(routes.filter((r) => !mountedByManifest(r.handler)).map((r) => `${r.method} ${r.path}`), 'routes registered around the manifest').toEqual([]);
    const served = new Set(routes.map((r) => routeId(r.method, r.path)));
    const ids = MANIFEST.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i), 'routes declared twice').toEqual([]);
    expect([...served].filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id) => !served.has(id))).toEqual([]);
  });

  // The rules a write's declaration must keep (docs/architecture.md, "The route manifest").
  const writes = MANIFEST.filter((r) => r.method !== 'GET');
  const actionOf = (r: (typeof MANIFEST)[number]) => (typeof r.audit === 'string' ? r.audit : (r.audit?.action ?? ''));

  it('names an audit action for every operator write, or says why it has none', () => {
    const operatorWrites = writes.filter((r) => r.access === 'admin' || r.access === 'staff');
    expect(operatorWrites.filter((r) => !r.audit && !r.unaudited).map((r) => r.id)).toEqual([]);
    expect(MANIFEST.filter((r) => r.audit && r.unaudited).map((r) => r.id), 'both an action and a reason for none').toEqual([]);
  });

  it('records a shop event on every write to the catalogue or the storefront, each with its purge, and only on writes', () => {
    // What these change shows on cached shopper pages and answers.
    const shown = writes.filter((r) => /^(product|category|storefront)\./.test(actionOf(r)));
    expect(shown.length).toBeGreaterThan(15);
    // Their services record the event in the write's batch (a bare event type, not an action the request's handle records).
    expect(shown.filter((r) => typeof r.audit !== 'string').map((r) => r.id)).toEqual([]);
    const declared = MANIFEST.flatMap((r) => (typeof r.audit === 'string' ? [r.audit] : []));
    expect(declared.filter((type) => !(SHOP_EVENT_TYPES as readonly string[]).includes(type) || !EVENT_PURGES[type])).toEqual([]);
    expect(MANIFEST.filter((r) => r.method === 'GET' && r.audit).map((r) => r.id)).toEqual([]);
  });

  it('records a shop event on every staff, account and shop-settings write', () => {
    // The Staff page, device sessions and push devices; customers' accounts; payment, GST, messaging and delivery settings.
    const settings = writes.filter((r) => /^(staff|customer)\.|^shop\.(payment|gst|messaging|delivery|search)/.test(actionOf(r)));
    expect(settings.length).toBeGreaterThanOrEqual(18);
    // Their services record the event in the write's batch: none is left to the request's database handle.
    expect(settings.filter((r) => typeof r.audit !== 'string').map((r) => r.id)).toEqual([]);
  });

  it('records a shop event on every operator write to an order', () => {
    // An order's routes (below placeOrder and prescriptions) and any write whose action is an order's step.
    const onOrders = writes.filter((r) => /^\w+ (placeOrder|prescriptions)\//.test(r.id) || /^order\./.test(actionOf(r)));
    expect(onOrders.length).toBeGreaterThan(10);
    // An operator's: admins' and riders' routes, and any that declares an action (a shopper's route an admin may use too).
    const operators = onOrders.filter((r) => r.access === 'admin' || r.access === 'staff' || r.audit);
    expect(operators.filter((r) => typeof r.audit !== 'string').map((r) => r.id), 'an order write audited by reading its SQL').toEqual([]);
  });
});
