import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { RIDER_PAGE_COOKIE, RIDER_PAGE_PATH, RIDER_PAGE_SECONDS, signRiderPagePass } from '../auth/rider-page-pass';
import type { TokenClaims } from '../auth/tokens';
import type { AppEnv } from '../types';

// The rider page's pass as a cookie (see auth/rider-page-pass.ts): sent back
// only to /rider on this very host (no Domain, so no other shop's subdomain),
// never to a script (HttpOnly), never from another site's page (Strict), and
// only over HTTPS except on a developer's own machine.

const LOCAL_HOST = /^(localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])$/i;

/** A cookie no script reads, sent only to `path` on this host, from this site's pages, over HTTPS (except locally). */
export function strictCookieRules(c: Context<AppEnv>, path: string, maxAge: number) {
  const url = new URL(c.req.url);
  const local = url.protocol === 'http:' && LOCAL_HOST.test(url.hostname);
  return { path, httpOnly: true, sameSite: 'Strict', secure: !local, maxAge } as const;
}

function cookieRules(c: Context<AppEnv>, maxAge: number) {
  return strictCookieRules(c, RIDER_PAGE_PATH, maxAge);
}

/** Gives the browser a pass for a rider's session. */
export async function setRiderPageCookie(c: Context<AppEnv>, claims: TokenClaims): Promise<void> {
  setCookie(c, RIDER_PAGE_COOKIE, await signRiderPagePass(c.env.JWT_SECRET, claims), cookieRules(c, RIDER_PAGE_SECONDS));
}

/** Takes any pass away (logout, and a login or sign-up that is not a rider's). */
export function clearRiderPageCookie(c: Context<AppEnv>): void {
  setCookie(c, RIDER_PAGE_COOKIE, '', cookieRules(c, 0));
}
