import type { Distributor } from '@/contract/catalogue';
import type { RequestEvents } from './events/request-events';

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
    /** The shop's database for this request (its D1 session), set by the tenant middleware: routes read it, never env.DB. */
    db: D1Database;
    /** Set by the auth middleware (requireAuth) on customer and operator calls. */
    user: AuthUser;
    /** The request's shop events: services record them with their writes (events/request-events.ts). */
    events: RequestEvents;
  };
}
