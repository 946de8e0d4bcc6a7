import type { MiddlewareHandler } from 'hono';
import type { Distributor } from '@/contract/catalogue';
import { ApiError, badRequest, forbidden } from './http/errors';
import { databaseForSlug, slugForHost } from './tenant-database';
import type { AppEnv } from './types';

/**
 * The distributor for a host, or null when the host names no known one. It is
 * looked up in the shop's own database, so a database bound for a slug that
 * holds no such distributor serves nothing.
 */
export async function distributorForHost(env: Env, host: string): Promise<Distributor | null> {
  const slug = slugForHost(env, host);
  if (!slug) return null;
  return databaseForSlug(env, slug).prepare('SELECT id, slug, name FROM distributors WHERE slug = ?').bind(slug).first<Distributor>();
}

/**
 * Resolves the distributor from the Host header. The contract's distributor_id
 * header is honoured only when it names the same distributor: it can never
 * widen access beyond the host's shop.
 */
export const tenantMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  const distributor = await distributorForHost(c.env, host);
  if (!distributor) throw new ApiError(404, 'Unknown distributor.');
  const header = c.req.header('distributor_id');
  if (header !== undefined && header !== '') {
    if (!/^\d{1,10}$/.test(header)) throw badRequest('Invalid distributor_id header.');
    if (Number(header) !== distributor.id) throw forbidden('distributor_id does not match this shop.');
  }
  c.set('distributor', distributor);
  // Every route reads c.env.DB: make it the shop's own database. Under
  // withD1Session it already is (a session on it); this covers any other caller.
  const database = databaseForSlug(c.env, distributor.slug);
  if (database !== c.env.DB) c.env = Object.create(c.env, { DB: { value: database } }) as Env;
  await next();
};
