import type { APIRoute } from 'astro';
import { serviceWorkerSource } from '@/lib/pwa/sw-source';

// The service worker at the site's root (its scope is the whole shop). Browsers
// check it for updates; no-cache makes each check see a new deploy at once.
const source = serviceWorkerSource(__BUILD_VERSION__);

export const GET: APIRoute = () =>
  new Response(source, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'service-worker-allowed': '/',
      // A worker's own fetches obey its script's policy: same-origin only (the
      // locked-down policy of other non-page answers would stop it caching anything).
      'content-security-policy': "default-src 'self'",
    },
  });
