import type { MiddlewareHandler } from 'hono';
import type { Distributor } from '@/contract/catalogue';
import { badRequest, forbidden, notFound } from './domain-error';
import { sessionOf } from './d1-session';
import { databaseForSlug, slugForHost } from './tenant-database';
import { keptDistributor } from './tenant-memory';
import type { AppEnv } from './types';
import { WORDS } from '@/lib/words';

/**
 * The distributor for a host, or null when the host names no known one. It is
 * looked up in the shop's own database, so a database bound for a slug that
 * holds no such distributor serves nothing. Pages, the API, pictures and the
 * live socket all start here.
 */
export async function distributorForHost(env: Env, host: string, now = Date.now()): Promise<Distributor | null> {
  return (await shopForHost(env, host, now))?.distributor ?? null;
}

/**
 * The host's distributor and the database its rows live in, worked out once,
 * and kept for a minute per Worker instance (tenant-memory.ts): one database
 * round trip fewer per request.
 */
async function shopForHost(env: Env, host: string, now = Date.now()): Promise<{ distributor: Distributor; db: D1Database } | null> {
  const slug = slugForHost(env, host);
  if (!slug) return null;
  const db = databaseForSlug(env, slug);
  const read = () => db.prepare('SELECT id, slug, name FROM distributors WHERE slug = ?').bind(slug).first<Distributor>();
  const distributor = await keptDistributor(db, slug, read, now);
  return distributor ? { distributor, db } : null;
}

/**
 * Resolves the distributor from the Host header. The contract's distributor_id
 * header is honoured only when it names the same distributor: it can never
 * widen access beyond the host's shop.
 */
export const tenantMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  const shop = await shopForHost(c.env, host);
  if (!shop) throw notFound(WORDS.apiAnswers.notFound.distributor);
  const { distributor, db } = shop;
  const header = c.req.header('distributor_id');
  if (header !== undefined && header !== '') {
    if (!/^\d{1,10}$/.test(header)) throw badRequest(WORDS.apiAnswers.request.distributorHeader);
    if (Number(header) !== distributor.id) throw forbidden(WORDS.apiAnswers.request.distributorMismatch);
  }
  c.set('distributor', distributor);
  // The routes' database is a value, never env's: the shop's own, in the
  // request's D1 session when it has one (d1-session.ts).
  c.set('db', sessionOf(c.req.raw) ?? db);
  await next();
};
