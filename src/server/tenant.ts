import type { MiddlewareHandler } from 'hono';
import type { Distributor } from '@/lib/api/schemas/catalogue';
import { tenantFromHost } from '@/lib/tenant';
import { ApiError, badRequest, forbidden } from './http/errors';
import type { AppEnv } from './types';

/** The distributor for a host, or null when the host names no known one. */
export async function distributorForHost(env: Env, host: string): Promise<Distributor | null> {
  const tenant = tenantFromHost(host, env.SHOP_DOMAIN ?? 'localhost');
  if (tenant.kind === 'invalid') return null;
  const slug = tenant.kind === 'slug' ? tenant.slug : env.DEFAULT_DISTRIBUTOR;
  return env.DB.prepare('SELECT id, slug, name FROM distributors WHERE slug = ?').bind(slug).first<Distributor>();
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
  await next();
};
