import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import type { BlankSchema } from 'hono/types';
import { requireAuth } from '../auth/guard';
import type { Operator } from '../activity/audit-row';
import { followShopEvents } from '../events/follow-shop-events';
import { RequestEvents } from '../events/request-events';
import type { AppEnv } from '../types';
import type { Access, ManifestRoute } from './route-list';

// Mounts the route manifest on the app: the only place an API route is
// registered (tests/api/route-manifest.test.ts fails on any other). Each route
// gets the guard its access names, its own checks, then its handler wrapped
// so the route's declared facts apply to the request.

const GUARDS: Record<Access, () => MiddlewareHandler<AppEnv>[]> = {
  public: () => [],
  'signed-in': () => [requireAuth()],
  admin: () => [requireAuth('admin')],
  staff: () => [requireAuth('admin', 'delivery')],
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every handler the registration mounted: the guard test tells them from a route added another way. */
const mounted = new WeakSet<object>();

export function mountedByManifest(handler: unknown): boolean {
  return typeof handler === 'function' && mounted.has(handler);
}

/** The request's execution context; Hono throws when it has none (a bare app.fetch). */
function executionContextOf(c: Context): ExecutionContext | undefined {
  try {
    return c.executionCtx as ExecutionContext;
  } catch {
    return undefined;
  }
}

/** The operator writing, when the caller is one (the audit log keeps operators' writes). */
function operatorOf(c: Context<AppEnv>): Operator | null {
  const user = c.get('user') as AppEnv['Variables']['user'] | undefined;
  return user && (user.role === 'admin' || user.role === 'delivery') ? { id: user.id, role: user.role } : null;
}

function wrapped(route: ManifestRoute): Handler<AppEnv> {
  const handler: Handler<AppEnv> = async (c, next) => {
    const events = new RequestEvents(c.var.distributor.id, operatorOf(c));
    c.set('events', events);
    const res = await route.handler(c, next);
    // A successful write is followed by its events' side effects (a refused one throws before here).
    // The handler has built its answer; the purge starts before the answer leaves.
    if (!READS.has(c.req.method) && (res instanceof Response ? res.status : c.res.status) < 400) {
      followShopEvents(executionContextOf(c), c.var.distributor.id, events.recorded);
    }
    return res;
  };
  return handler;
}

export function registerRoutes(app: Hono<AppEnv, BlankSchema, string>, manifest: readonly ManifestRoute[]): void {
  for (const route of manifest) {
    const handlers: Handler<AppEnv>[] = [...GUARDS[route.access](), ...(route.before ?? []), wrapped(route)];
    for (const h of handlers) mounted.add(h);
    app.on(route.method, route.path, ...(handlers as [Handler<AppEnv>]));
  }
}
