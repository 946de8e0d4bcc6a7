import type { Context, MiddlewareHandler } from 'hono';
import { ApiError, forbidden, unauthorized } from '../http/errors';
import type { AppEnv, AuthUser } from '../types';
import { verifyToken } from './tokens';

// Who is calling. Every customer and operator route runs requireAuth: the
// bearer token must be valid, issued by this distributor, for an account that
// still exists, is not deleted and has not reset its password since.

type Role = AuthUser['role'];

export function requireAuth(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Please login first!');
    const claims = await verifyToken(c.env.JWT_SECRET, match[1]);
    if (!claims) throw unauthorized('Your session has expired. Please login again.');
    if (claims.distributorId !== c.var.distributor.id) throw unauthorized('This session belongs to another shop. Please login again.');
    const account = await c.env.DB.prepare(
      'SELECT role, token_version, deleted_at FROM customers WHERE id = ? AND distributor_id = ?',
    )
      .bind(claims.id, claims.distributorId)
      .first<{ role: Role; token_version: number; deleted_at: string | null }>();
    if (!account || account.token_version !== claims.tokenVersion) {
      throw unauthorized('Your session has expired. Please login again.');
    }
    if (account.deleted_at) throw new ApiError(403, 'Your account has been deleted by admin.');
    if (roles.length && !roles.includes(account.role)) throw forbidden('You are not allowed to do that.');
    c.set('user', { ...claims, role: account.role });
    await next();
  };
}

/** The path's user id must be the caller's own, unless the caller is an admin. */
export function assertSelfOrAdmin(c: Context<AppEnv>, userId: number): void {
  const user = c.var.user;
  if (user.id !== userId && user.role !== 'admin') throw forbidden('You can only access your own account.');
}
