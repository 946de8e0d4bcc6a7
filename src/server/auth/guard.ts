import type { Context, MiddlewareHandler } from 'hono';
import { forbidden, unauthorized } from '../domain-error';
import type { Distributor } from '@/contract/catalogue';
import type { AppEnv, AuthUser } from '../types';
import { verifyToken, type TokenClaims } from './tokens';
import { WORDS } from '@/lib/words';

// Who is calling. Every customer and operator route runs requireAuth: the
// bearer token must be valid, issued by this distributor, not ended by logout,
// for an account that still exists, is not deleted and has not reset its
// password or changed its e-mail since (both bump token_version).

type Role = AuthUser['role'];

/** The presented token's claims (signature, expiry and shop checked), or a 401. */
export async function presentedToken(c: Context<AppEnv>): Promise<TokenClaims> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized(WORDS.apiAnswers.auth.loginFirst);
  const claims = await verifyToken(c.env.JWT_SECRET, match[1]);
  if (!claims) throw unauthorized(WORDS.apiAnswers.auth.sessionExpired);
  return claims;
}

/**
 * The caller behind verified claims, checked against the account: issued by
 * this shop, not ended by logout, account live and unchanged since, and of one
 * of `roles` when given. Throws 401/403 as requireAuth answers them.
 */
export async function authenticate(db: D1Database, distributor: Pick<Distributor, 'id' | 'slug'>, claims: TokenClaims, roles: Role[] = []): Promise<AuthUser> {
  // Ids are per database: the slug tells apart two shops whose databases use the same ids.
  if (claims.distributorId !== distributor.id || claims.shop !== distributor.slug) throw unauthorized(WORDS.apiAnswers.auth.otherShopSession);
  // One query: the account and whether this token was ended by logout.
  const account = await db.prepare(
    `SELECT role, token_version, deleted_at, EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = ?) AS revoked
     FROM customers WHERE id = ? AND distributor_id = ?`,
  )
    .bind(claims.jti, claims.id, claims.distributorId)
    .first<{ role: Role; token_version: number; deleted_at: string | null; revoked: number }>();
  if (!account || account.revoked || account.token_version !== claims.tokenVersion) {
    throw unauthorized(WORDS.apiAnswers.auth.sessionExpired);
  }
  if (account.deleted_at) throw forbidden(WORDS.login.accountDeleted);
  if (roles.length && !roles.includes(account.role)) throw forbidden(WORDS.apiAnswers.auth.notAllowed);
  return { id: claims.id, distributorId: claims.distributorId, shop: claims.shop, tokenVersion: claims.tokenVersion, role: account.role };
}

export function requireAuth(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const claims = await presentedToken(c);
    c.set('user', await authenticate(c.var.db, c.var.distributor, claims, roles));
    await next();
    // Personal answers (errors included) must never be kept by a shared cache.
    c.header('Cache-Control', 'private, no-store');
  };
}
