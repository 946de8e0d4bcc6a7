import { INACTIVITY_MS, LOGIN_PATH, SESSION_STORAGE as KEY } from '../lib/session-rules';
import { STORAGE } from '../lib/storage-keys';
import { LANGUAGES } from '../lib/i18n/languages';

/** Each language's path prefix by its tag, so the guard's login page is in the page's language (its <html lang>: the URL's, or on the console the visitor's choice). */
const LANGUAGE_PREFIXES = JSON.stringify(Object.fromEntries(LANGUAGES.map((l) => [l.tag, l.prefix])));

// The only inline scripts of our pages. Each is one string so astro.config.mjs
// can put its exact SHA-256 into every page's Content-Security-Policy (no
// 'unsafe-inline' scripts, no inline event handlers). The config loads this
// file, so it imports only relative, import-free modules.

// The auth guard of protected pages, inlined in <head> so it runs before
// paint and a logged-out visitor never sees the page. Logged in = a user id,
// an unexpired user_token and activity within the inactivity time-out (none
// for a staff session kept on this device, whose expired token the login page
// renews from the device cookie): the same keys and timings as the session
// store (src/lib/session-rules.ts).
export const SESSION_GUARD_SCRIPT = `(function () {
  var id = localStorage.getItem(${JSON.stringify(KEY.userId)});
  var token = localStorage.getItem(${JSON.stringify(KEY.userToken)});
  var reason = '';
  var ok = false;
  try {
    var part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    var exp = JSON.parse(atob(part)).exp;
    ok = !!id && typeof exp === 'number' && exp * 1000 > Date.now();
    if (!ok && id) reason = '&reason=expired';
    var last = Number(localStorage.getItem(${JSON.stringify(KEY.lastActivity)}));
    var kept = localStorage.getItem(${JSON.stringify(KEY.keptSignedIn)}) === '1';
    if (ok && !kept && last && Date.now() - last >= ${INACTIVITY_MS}) { ok = false; reason = '&reason=inactive'; }
  } catch (e) { ok = false; }
  if (!ok) {
    var prefix = ${LANGUAGE_PREFIXES}[document.documentElement.lang] || '';
    location.replace(prefix + ${JSON.stringify(LOGIN_PATH + '?returnUrl=')} + encodeURIComponent(location.pathname + location.search) + reason);
  }
})();`;

// Broken images: an <img data-fallback="/images/x.svg"> swaps to the fallback
// image, data-fallback="hide" hides it and shows the notice after it. One
// listener in <head> (error events do not bubble, so it captures them) sees
// every failure, even during parsing, without inline onerror handlers.
export const IMAGE_FALLBACK_SCRIPT = `document.addEventListener('error', function (event) {
  var img = event.target;
  if (!img || img.tagName !== 'IMG' || !img.hasAttribute('data-fallback')) return;
  var fallback = img.getAttribute('data-fallback');
  img.removeAttribute('data-fallback');
  if (fallback === 'hide') {
    img.hidden = true;
    if (img.nextElementSibling) img.nextElementSibling.hidden = false;
  } else {
    img.removeAttribute('srcset');
    img.src = fallback;
  }
}, true);`;

// The home page's first-visit popup banner, inlined in <head>: a browser that
// has not seen it gets <html data-first-visit> before the first paint, so the
// banner's CSS shows it at once (it is the largest paint of a first visit)
// instead of after its script has loaded; the script then makes it modal.
// Until the banner is closed (or a while after it has painted) the page behind
// it is not drawn and its pictures wait (PopupBanner.astro), so on a slow link
// the banner's picture comes first.
// The page asks for one picture with its first bytes, the one that will be the
// largest on screen: the banner's on a phone's first visit, else the first slide. Both
// <img>s load lazily, so the browser asks for neither before this script has
// chosen (a returning visitor never downloads the banner).
// The picture's srcset and sizes, when it has them, go with the request, so the
// browser asks for the very copy its <img> will show.
// No storage (private mode): no mark, as the script then does not show it.
export const FIRST_VISIT_SCRIPT = `(function () {
  var first = false;
  try {
    first = localStorage.getItem(${JSON.stringify(STORAGE.hasSeenPopup)}) === null;
  } catch (e) {}
  if (first) document.documentElement.setAttribute('data-first-visit', '');
  var script = document.currentScript;
  // Only a phone's first visit hides the page behind the banner; on a wider
  // screen the first slide is drawn at once and is the largest paint, so it is
  // the one asked for early (the banner's picture then loads with the page).
  var phone = !!script && window.matchMedia(script.getAttribute('data-phone-media') || 'all').matches;
  var name = first && phone ? 'data-popup-picture' : 'data-first-slide';
  var picture = script && script.getAttribute(name);
  if (!picture) return;
  var link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = picture;
  var srcset = script.getAttribute(name + '-srcset');
  if (srcset) {
    link.setAttribute('imagesrcset', srcset);
    link.setAttribute('imagesizes', script.getAttribute(name + '-sizes') || '');
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
})();`;

// The console's alerts row, inlined in <head>: a browser that can still be
// asked to show notifications gets <html data-alerts-ask> before the first
// paint, so the row keeps room for the button that asks (ConsoleAlerts.tsx
// shows it on the same condition) and nothing below moves when it comes.
export const ALERTS_ROOM_SCRIPT = `if (typeof Notification !== 'undefined' && Notification.permission === 'default') document.documentElement.setAttribute('data-alerts-ask', '');`;
