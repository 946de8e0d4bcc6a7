// On the pages the service worker keeps (catalogue pages): installs it, so a
// page seen once opens offline, and says "You are offline" on a page it
// answered from its saved copy. Runs with the page's idle scripts
// (IdleScripts.astro), after the page has loaded; personal pages get only the
// banner (offline-banner.ts), as the worker keeps none of them.
import { showOfflineBanner } from './offline-banner';

/** How often a page opened from its saved copy checks whether the connection is back. */
const RECHECK_MS = 3_000;

/**
 * This page is the copy the worker kept, served because the network failed:
 * "You are offline" even if navigator.onLine says otherwise (it can, on a
 * Wi-Fi without internet or in a page the worker answered), until a request
 * gets through or the browser says it is online.
 */
function servedFromCopy() {
  showOfflineBanner(true);
  const recheck = setInterval(() => {
    // A HEAD request: the worker lets it through to the network, and no cache answers it.
    fetch('/manifest.webmanifest', { method: 'HEAD', cache: 'no-store' })
      .then((response) => {
        if (!response.ok) return;
        clearInterval(recheck);
        showOfflineBanner(false);
      })
      .catch(() => undefined);
  }, RECHECK_MS);
}

if ('serviceWorker' in navigator && !import.meta.env.DEV) {
  // Marks the page once the worker has kept it: it will open offline from now on.
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (event.data?.type === 'kept') document.documentElement.dataset.offlineReady = 'true';
    if (event.data?.type === 'saved-copy' && event.data.copy) servedFromCopy();
  });
  // Was this page answered from its saved copy? Only the worker that answered knows.
  navigator.serviceWorker.controller?.postMessage({ type: 'saved-copy?' });
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
      // The page's deferred scripts too (they may still be loading), and those
      // still waiting in their <template>s for a touch or a guest's Add.
      const waiting = [...document.querySelectorAll('template')].flatMap((template) => [...template.content.querySelectorAll('script[src]')]);
      const scripts = [...document.scripts, ...waiting].map((script) => script.getAttribute('src') ?? '');
      const assets = [...loaded, ...islands, ...scripts].filter((url) => url && new URL(url, location.href).pathname.startsWith('/_astro/'));
      registration.active?.postMessage({ type: 'keep-loaded', page: location.pathname + location.search, assets });
    })
    .catch(() => undefined);
}
