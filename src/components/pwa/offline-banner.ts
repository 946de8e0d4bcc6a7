// "You are offline" at the top of the page while the browser says the
// connection is gone. Every page has it: personal pages alone
// (PersonalIdleScripts.astro), catalogue pages with the service worker
// (offline-support.ts).
import { OFFLINE_BANNER_TEXT } from '@/lib/pwa/offline';

export function showOfflineBanner(offline: boolean) {
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
