import type { Handler, Hono, MiddlewareHandler } from 'hono';
import type { BlankSchema } from 'hono/types';
import { requireAuth } from '../auth/guard';
import { purgeAfterWrite } from './purge-after-write';
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

/** Every handler the registration mounted: the guard test tells them from a route added another way. */
const mounted = new WeakSet<object>();

export function mountedByManifest(handler: unknown): boolean {
  return typeof handler === 'function' && mounted.has(handler);
}

function wrapped(route: ManifestRoute): Handler<AppEnv> {
  const { purges } = route;
  const handler: Handler<AppEnv> = async (c, next) => {
    // Read by the audit log when the request first writes (activity/record-writes.ts).
    if (route.audit) c.set('audit', route.audit);
    const res = await route.handler(c, next);
    // A successful write purges the tags it declares (a refused one throws before here).
    // The handler has built its answer; the purge starts before the answer leaves.
    if (purges && (res instanceof Response ? res.status : c.res.status) < 400) purgeAfterWrite(c, purges(c));
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
