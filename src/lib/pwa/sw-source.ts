// The service worker's source, served at /sw.js with this build's version.
//
// What it keeps: the offline page and its assets (at install), catalogue pages
// the shopper has opened (network first, the copy when offline; the page can
// ask whether it is such a copy), /_astro/
// assets and product images (stale-while-revalidate). What it never keeps:
// personal pages (cart, orders, profile, address, login, sign-up, password)
// and API answers; anything sent with private or no-store. Caches carry the
// build version; activating a new build deletes the older ones.

/** Paths of pages that are the same for everyone and worth opening offline. */
export const CATALOGUE_PAGE = /^\/(ecommerce\/?|ecommerce\/category\/\d+|ecommerce\/prod-card|product\/details\/\d+|ecommerce\/(terms_conditions|refund_return_policy|privacy_policy|about_us))$/;

const OFFLINE_PATH = '/offline';

export function serviceWorkerSource(version: string): string {
  return `'use strict';
const VERSION = ${JSON.stringify(version)};
const SHELL = 'shell-' + VERSION;
const PAGES = 'pages-' + VERSION;
const ASSETS = 'assets-' + VERSION;
const OFFLINE = ${JSON.stringify(OFFLINE_PATH)};
const CATALOGUE_PAGE = ${CATALOGUE_PAGE.toString()};
const SHELL_FILES = [OFFLINE, '/icons/icon-192.png', '/images/default-product.svg', '/images/placeholder.svg'];

const isAsset = (url) => url.pathname.startsWith('/_astro/');
// Product images are public files, the same for every shopper.
const isImage = (request, url) => request.destination === 'image' && (url.pathname.startsWith('/media/') || url.pathname.startsWith('/api/files/'));
const storable = (response) =>
  response && response.ok && response.type === 'basic' && !/no-store|private/i.test(response.headers.get('cache-control') || '');

async function precacheShell() {
  const cache = await caches.open(SHELL);
  await cache.addAll(SHELL_FILES);
  // The offline page's own styles and scripts, so it looks right and Retry works.
  const html = await (await cache.match(OFFLINE)).text();
  const assets = [...new Set(html.match(/\\/_astro\\/[\\w.\\-]+\\.(?:css|js)/g) || [])];
  await (await caches.open(ASSETS)).addAll(assets);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => !n.endsWith('-' + VERSION)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

async function keep(cacheName, request, response) {
  if (storable(response)) await (await caches.open(cacheName)).put(request, response.clone());
  return response;
}

// Windows given a saved copy because the network failed. The page asks (see the
// message handler): navigator.onLine cannot tell it, as it may still say online
// on a Wi-Fi without internet, or in a page the worker answered offline.
const servedCopies = new Set();

async function catalogueNavigation(event) {
  const request = event.request;
  try {
    return await keep(PAGES, request, await fetch(request));
  } catch (error) {
    const copy = await caches.match(request, { cacheName: PAGES, ignoreVary: true });
    if (copy && event.resultingClientId) servedCopies.add(event.resultingClientId);
    return copy || offlinePage();
  }
}

async function otherNavigation(request) {
  try {
    return await fetch(request);
  } catch (error) {
    return offlinePage();
  }
}

async function offlinePage() {
  const page = await caches.match(OFFLINE, { cacheName: SHELL });
  return page || new Response('You are offline.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

async function staleWhileRevalidate(event, cacheName) {
  const cached = await caches.match(event.request, { cacheName });
  const fresh = fetch(event.request).then((response) => keep(cacheName, event.request, response));
  if (cached) {
    event.waitUntil(fresh.catch(() => undefined));
    return cached;
  }
  return fresh;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(CATALOGUE_PAGE.test(url.pathname) && !url.search ? catalogueNavigation(event) : otherNavigation(request));
  } else if (isAsset(url)) {
    event.respondWith(staleWhileRevalidate(event, ASSETS));
  } else if (isImage(request, url)) {
    event.respondWith(staleWhileRevalidate(event, ASSETS));
  } else if (SHELL_FILES.includes(url.pathname)) {
    event.respondWith(caches.match(request, { cacheName: SHELL }).then((hit) => hit || fetch(request)));
  }
  // Everything else (the API above all) goes to the network, untouched.
});

// Web Push from the shop to an admin's device (the console's "Notify this
// device"): the browser decrypted it already; show it, and open its order.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  if (!data.title) return;
  event.waitUntil(self.registration.showNotification(data.title, {
    body: data.body || '',
    tag: data.tag || undefined,
    data: { url: typeof data.url === 'string' && data.url.startsWith('/admin/') ? data.url : '/admin' },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/admin', self.location.origin).href;
  event.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
    const same = open.find((c) => c.url === url);
    return same ? same.focus() : self.clients.openWindow(url);
  }));
});

// The page that registered this worker was loaded before it took control:
// it sends what it loaded, and the catalogue ones among them are kept now.
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'saved-copy?' && event.source) {
    event.source.postMessage({ type: 'saved-copy', copy: servedCopies.delete(event.source.id) });
    return;
  }
  if (data.type !== 'keep-loaded') return;
  const jobs = [];
  const page = new URL(data.page, self.location.origin);
  if (page.origin === self.location.origin && CATALOGUE_PAGE.test(page.pathname) && !page.search) {
    jobs.push(fetch(page.href).then((r) => keep(PAGES, page.href, r)));
  }
  const seen = new Set();
  // An asset and, for scripts, the chunks it imports: islands not yet hydrated can still wake offline.
  const keepAsset = async (href) => {
    const url = new URL(href, self.location.origin);
    if (url.origin !== self.location.origin || !isAsset(url) || seen.has(url.href)) return;
    seen.add(url.href);
    const response = await keep(ASSETS, url.href, await fetch(url.href));
    if (!url.pathname.endsWith('.js') || !response.ok) return;
    const code = await response.clone().text();
    const imports = code.match(/(?:from|import)\\s*["'](?:\\.{1,2}\\/|\\/_astro\\/)[^"']+\\.js["']/g) || [];
    await Promise.allSettled(imports.map((m) => keepAsset(new URL(m.replace(/^[^"']+["']|["']$/g, ''), url).href)));
  };
  for (const raw of data.assets || []) jobs.push(keepAsset(raw));
  event.waitUntil(Promise.allSettled(jobs).then(() => event.source && event.source.postMessage({ type: 'kept', page: data.page })));
});
`;
}
