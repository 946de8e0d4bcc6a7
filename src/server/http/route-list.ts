import type { Handler, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { ShopEventType } from '../events/shop-events';
import type { AppEnv } from '../types';

// The API's route manifest, declared per area. A route file builds its list
// with routeList() and declares each route once, beside its handler: the
// method, the path, who may call it, its body and query schemas and its audit
// action: the shop event its service records (whose audit row and cache
// purges follow from the event, src/server/events/). register-routes.ts
// mounts the whole manifest on Hono (the only way a route reaches the app);
// the attack suite's table and the audit log's action names are derived from
// the same entries (docs/architecture.md).

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call the route; the registration puts the matching guard first.
 * public: anyone (the handler may check something of its own, such as a
 * signed link); signed-in: any signed-in person of the shop (a shopper, a
 * rider or an admin); admin: the shop's admins; staff: its admins and riders.
 */
export type Access = 'public' | 'signed-in' | 'admin' | 'staff';

/** What a route declares beside its handler. */
interface RouteFacts {
  access: Access;
  /** The JSON body's schema, as the handler reads it (a contract schema). */
  body?: z.ZodType;
  /** The query string's schema, where the route reads one through a schema. */
  query?: z.ZodType;
  /**
   * The audit log's action for an operator's write: the shop event its
   * service records in the write's batch (src/server/events/shop-events.ts),
   * whose audit row is written from it.
   */
  audit?: ShopEventType;
  /** An operator write with no audit action says why (it changes nothing of the shop's). */
  unaudited?: string;
  /** Checks of its own run after the guard and before the handler (a local stand-in's on switch). */
  before?: MiddlewareHandler<AppEnv>[];
}

export interface ManifestRoute extends RouteFacts {
  /** `METHOD path` with the path below /api and without its outer slashes: the key tests and the audit map use. */
  id: string;
  method: Method;
  /** As Hono matches it, below /api (leading slash). */
  path: string;
  handler: Handler<AppEnv>;
}

/** Joins a mount prefix and a path as Hono's app.route() does. */
function joinPath(prefix: string, path: string): string {
  const base = prefix.replace(/\/+$/, '');
  if (path === '/' || path === '') return base || '/';
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

export function routeId(method: string, path: string): string {
  return `${method} ${path.replace(/^\/api/, '').replace(/\/+/g, '/').replace(/^\/|\/$/g, '')}`;
}

/** One area's routes, in the order Hono tries them. */
class RouteList {
  readonly routes: ManifestRoute[] = [];

  private add(method: Method, path: string, facts: RouteFacts, handler: Handler<AppEnv>): this {
    this.routes.push({ ...facts, id: routeId(method, path), method, path, handler });
    return this;
  }

  get<P extends string>(path: P, facts: RouteFacts, handler: Handler<AppEnv, P>): this {
    return this.add('GET', path, facts, handler as Handler<AppEnv>);
  }

  post<P extends string>(path: P, facts: RouteFacts, handler: Handler<AppEnv, P>): this {
    return this.add('POST', path, facts, handler as Handler<AppEnv>);
  }

  put<P extends string>(path: P, facts: RouteFacts, handler: Handler<AppEnv, P>): this {
    return this.add('PUT', path, facts, handler as Handler<AppEnv>);
  }

  patch<P extends string>(path: P, facts: RouteFacts, handler: Handler<AppEnv, P>): this {
    return this.add('PATCH', path, facts, handler as Handler<AppEnv>);
  }

  delete<P extends string>(path: P, facts: RouteFacts, handler: Handler<AppEnv, P>): this {
    return this.add('DELETE', path, facts, handler as Handler<AppEnv>);
  }

  /** Another area's list below `prefix`, in place (as Hono's app.route()). */
  route(prefix: string, list: RouteList): this {
    for (const r of list.routes) this.add(r.method, joinPath(prefix, r.path), r, r.handler);
    return this;
  }
}

export const routeList = () => new RouteList();
