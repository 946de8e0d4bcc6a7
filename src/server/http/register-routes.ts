import type { Handler, Hono, MiddlewareHandler } from 'hono';
import type { BlankSchema } from 'hono/types';
import { requireAuth } from '../auth/guard';
import type { AppEnv } from '../types';
import type { Access, ManifestRoute } from './route-list';

// Mounts the route manifest on the app: the only place an API route is
// registered (tests/api/attack/routes.test.ts fails on any other). Each route
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
  const handler: Handler<AppEnv> = (c, next) => {
    // Read by the audit log when the request first writes (activity/record-writes.ts).
    if (route.audit) c.set('audit', route.audit);
    return route.handler(c, next);
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
