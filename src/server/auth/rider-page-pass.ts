import { SignJWT, jwtVerify } from 'jose';
import { INACTIVITY_MS } from '@/lib/session-rules';
import type { TokenClaims } from './tokens';

// The rider page's pass: a cookie the server reads only to draw the rider's
// round into /rider's HTML, so a slow phone shows it before any script has
// loaded. It is not a session: the API never reads cookies (it stays
// bearer-token), and the pass is signed with a key of its own under an issuer
// of its own, so it is no bearer token either. It names the session it was
// made from (that token's id), so logging out or anything else that ends the
// session ends the pass too, and it names its shop, so another shop's host
// refuses it. It lives no longer than the browser's inactivity time-out and
// never longer than its session.

export const RIDER_PAGE_COOKIE = 'rider_page';
export const RIDER_PAGE_PATH = '/rider';
export const RIDER_PAGE_SECONDS = INACTIVITY_MS / 1000;

const PASS_ISSUER = 'edge-storefront/rider-page';

/** The pass's key: derived from JWT_SECRET for this one use, so no session key signs a pass. */
async function passKey(secret: string | undefined): Promise<Uint8Array> {
  if (!secret || secret.length < 16) throw new Error('JWT_SECRET is missing or too short');
  const hmac = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', hmac, new TextEncoder().encode('rider page pass')));
}

/** A pass for the session behind `claims` (a rider's, checked by the caller). */
export async function signRiderPagePass(secret: string | undefined, claims: TokenClaims, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ did: claims.distributorId, role: claims.role, ver: claims.tokenVersion, sid: claims.jti })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.id))
    .setIssuer(PASS_ISSUER)
    .setAudience(claims.shop)
    .setIssuedAt(iat)
    .setExpirationTime(Math.min(iat + RIDER_PAGE_SECONDS, claims.exp))
    .sign(await passKey(secret));
}

/**
 * The session a pass names, as claims `authenticate` checks (the session's own
 * id, so a logout ends it), or null when the pass is missing, forged, expired
 * or made for another shop.
 */
export async function readRiderPagePass(secret: string | undefined, shop: string, pass: string | undefined): Promise<TokenClaims | null> {
  if (!pass || pass.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(pass, await passKey(secret), { algorithms: ['HS256'], issuer: PASS_ISSUER, audience: shop });
    const id = Number(payload.sub);
    const { did, role, ver, sid, exp } = payload as { did?: unknown; role?: unknown; ver?: unknown; sid?: unknown; exp?: unknown };
    if (!Number.isInteger(id) || typeof did !== 'number' || typeof ver !== 'number' || typeof exp !== 'number') return null;
    if (role !== 'delivery' || typeof sid !== 'string' || !sid || sid.length > 64) return null;
    return { id, distributorId: did, shop, role, tokenVersion: ver, jti: sid, exp };
  } catch {
    return null;
  }
}
