import { SignJWT, jwtVerify } from 'jose';
import type { AuthUser } from '../types';

/** A verified token: who it is for, plus its id and expiry (seconds) for revocation. */
export interface TokenClaims extends AuthUser {
  jti: string;
  exp: number;
}

// Session tokens: HS256 JWTs (algorithm pinned) carrying the customer id
// (sub), distributor (its id and its slug), role, token version and a random id (jti) that logout
// can revoke; they live 24 hours.

const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
const ISSUER = 'edge-storefront';

function key(secret: string | undefined): Uint8Array {
  if (!secret || secret.length < 16) throw new Error('JWT_SECRET is missing or too short');
  return new TextEncoder().encode(secret);
}

export async function signToken(secret: string | undefined, user: AuthUser, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ did: user.distributorId, shop: user.shop, role: user.role, ver: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setJti(crypto.randomUUID())
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(key(secret));
}

/** The token's claims, or null when it is invalid, expired or not ours. */
export async function verifyToken(secret: string | undefined, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], issuer: ISSUER });
    const id = Number(payload.sub);
    const { did, shop, role, ver, jti, exp } = payload as { did?: unknown; shop?: unknown; role?: unknown; ver?: unknown; jti?: unknown; exp?: unknown };
    if (!Number.isInteger(id) || typeof did !== 'number' || typeof ver !== 'number') return null;
    // Without the shop's slug the token could be taken for another shop's whose
    // database happens to use the same ids.
    if (typeof shop !== 'string' || !shop) return null;
    if (role !== 'customer' && role !== 'admin' && role !== 'delivery') return null;
    // Without an id the token could not be ended by logout: refuse it.
    if (typeof jti !== 'string' || !jti || jti.length > 64 || typeof exp !== 'number') return null;
    return { id, distributorId: did, shop, role, tokenVersion: ver, jti, exp };
  } catch {
    return null;
  }
}
