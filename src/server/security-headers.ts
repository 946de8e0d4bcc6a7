// Security headers for every response the Worker renders (pages, the API,
// sitemaps, the unknown-shop page). Applied by the Astro middleware, and again
// (the same values, so harmlessly) by the Worker's entry, which also covers the
// answers Astro never sees (src/server/http/secure-entry.ts).
// Static files under dist/ never reach the Worker: public/_headers gives
// them the same protections.

/** Pages get their Content-Security-Policy from Astro (script hashes); everything else this one. */
export const FALLBACK_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()';

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Adds the headers to `response` (a copy when its headers are immutable).
 * `https`: the request came over https, the only time HSTS means anything.
 * `personal`: the request carried a token, so the answer must stay private.
 */
export function withSecurityHeaders(response: Response, { https, personal }: { https: boolean; personal: boolean }): Response {
  let res = response;
  try {
    res.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    res = new Response(response.body, response);
    res.headers.set('X-Content-Type-Options', 'nosniff');
  }
  const h = res.headers;
  if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', FALLBACK_CSP);
  h.set('X-Frame-Options', 'DENY');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('Permissions-Policy', PERMISSIONS_POLICY);
  if (https) h.set('Strict-Transport-Security', HSTS);
  else h.delete('Strict-Transport-Security');
  const cache = h.get('Cache-Control') ?? '';
  if (personal && !/no-store/.test(cache)) h.set('Cache-Control', 'private, no-store');
  const shared = /public|s-maxage/.test(cache) && !personal;
  // One Worker serves every shop: a shared cache entry must be per host.
  if (shared) {
    const vary = h.get('Vary');
    if (!vary || !/\bhost\b/i.test(vary)) h.set('Vary', vary ? `${vary}, Host` : 'Host');
  }
  // Cross-window isolation for everything private: sign-in, account, cart,
  // payment, the console and the rider screen. A shared answer (a catalogue
  // page, the same bytes for every visitor) goes without: the isolation makes
  // a phone start a fresh page process on the way in, which measured as about
  // half of those pages' main-thread blocking, and it would guard nothing there.
  // Moving from one to a private page still severs any foreign window's hold.
  if (shared) h.delete('Cross-Origin-Opener-Policy');
  else h.set('Cross-Origin-Opener-Policy', 'same-origin');
  return res;
}

/**
 * The payment gateway's origins the cart page allows, and only it: the
 * origin of its Checkout script (script-src) and of the API whose window
 * Checkout opens (frame-src). Null when Checkout is served by the shop
 * itself (the local stand-in): 'self' already covers it.
 */
export function gatewayCspSources(scriptUrl: string, apiBase: string): { script: string[]; frame: string[] } | null {
  if (!/^https:\/\//.test(scriptUrl)) return null;
  const script = new URL(scriptUrl).origin;
  const api = new URL(apiBase).origin;
  return { script: [script], frame: [...new Set([api, script])] };
}
