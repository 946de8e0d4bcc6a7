// Installs the shop's service worker (pages open offline) and shows "You are
// offline" while the connection is gone. Runs with the page's deferred
// scripts (DeferredScripts.astro), after the page has loaded.
import { OFFLINE_BANNER_TEXT } from '@/lib/pwa/offline';

function showOfflineBanner(offline: boolean) {
  let banner = document.getElementById('offline-banner');
  if (!offline) {
    banner?.remove();
    return;
  }
  if (banner) return;
  banner = document.createElement('p');
  banner.id = 'offline-banner';
  banner.className = 'offline-banner';
  banner.setAttribute('role', 'status');
  banner.textContent = OFFLINE_BANNER_TEXT;
  document.body.insertBefore(banner, document.body.firstChild);
}
showOfflineBanner(!navigator.onLine);
addEventListener('offline', () => showOfflineBanner(true));
addEventListener('online', () => showOfflineBanner(false));

if ('serviceWorker' in navigator && !import.meta.env.DEV) {
  // Marks the page once the worker has kept it: it will open offline from now on.
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (event.data?.type === 'kept') document.documentElement.dataset.offlineReady = 'true';
  });
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      // This page loaded before the worker controlled it: hand over what it loaded.
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      // Islands that wake on a tap have not loaded yet: their scripts are kept too.
      const islands = [...document.querySelectorAll('astro-island')].flatMap((island) =>
        ['component-url', 'renderer-url'].map((name) => island.getAttribute(name) ?? ''),
      );
      // The page's deferred scripts too (they may still be loading).
      const scripts = [...document.scripts].map((script) => script.src);
      const assets = [...loaded, ...islands, ...scripts].filter((url) => url && new URL(url, location.href).pathname.startsWith('/_astro/'));
      registration.active?.postMessage({ type: 'keep-loaded', page: location.pathname + location.search, assets });
    })
    .catch(() => undefined);
}
