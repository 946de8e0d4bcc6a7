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
  const actionOf = (r: (typeof MANIFEST)[number]) => r.audit ?? '';

  it('names an audit action for every operator write, or says why it has none', () => {
    const operatorWrites = writes.filter((r) => r.access === 'admin' || r.access === 'staff');
    expect(operatorWrites.filter((r) => !r.audit && !r.unaudited).map((r) => r.id)).toEqual([]);
    expect(MANIFEST.filter((r) => r.audit && r.unaudited).map((r) => r.id), 'both an action and a reason for none').toEqual([]);
  });

  it('records a shop event on every audited write, each with its purge, and only on writes', () => {
    // What these change shows on cached shopper pages and answers.
    const shown = writes.filter((r) => /^(product|category|storefront)\./.test(actionOf(r)));
    expect(shown.length).toBeGreaterThan(15);
    // A route's `audit` can only be an event type (its service records it in the write's batch):
    // each must be a known one with its purge, or a stated NOTHING_CACHED.
    const declared = MANIFEST.flatMap((r) => (r.audit ? [r.audit] : []));
    expect(declared.filter((type) => !(SHOP_EVENT_TYPES as readonly string[]).includes(type) || !EVENT_PURGES[type])).toEqual([]);
    expect(MANIFEST.filter((r) => r.method === 'GET' && r.audit).map((r) => r.id)).toEqual([]);
  });
});
