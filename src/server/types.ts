import type { Distributor } from '@/contract/catalogue';
import type { ActionSpec } from './activity/actions';

/** What the auth middleware learns from a verified token. */
export interface AuthUser {
  id: number;
  distributorId: number;
  /**
   * The slug of the shop that issued the token. Distributor ids are only
   * unique within one database, and a shop may have a database of its own, so
   * the id alone cannot tell two shops apart.
   */
  shop: string;
  role: 'customer' | 'admin' | 'delivery';
  tokenVersion: number;
}

/** Hono's environment for every API route. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    distributor: Distributor;
    /** Set by the auth middleware (requireAuth) on customer and operator calls. */
    user: AuthUser;
    /** What a route adds to its activity log row beyond the request's fields (record-writes.ts), filled in before the write. */
    activityDetail?: Record<string, string>;
    /** The matched route's audit action, from the route manifest (http/register-routes.ts). */
    audit?: ActionSpec;
    /** Ids a write created or changed that its path does not name, for the route's declared cache purge (http/route-purges.ts). */
    written?: number[];
  };
}
