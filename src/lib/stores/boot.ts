import { STORAGE } from '../storage-keys';
import { shopConfig } from '../shop-config';
import { loadSession } from './session';
import { startSessionWatch } from './session-watch';

let booted = false;

/**
 * Runs once per page in the browser, from whichever island hydrates first:
 * keeps the shop's distributor id in local storage, loads the
 * session into the store and starts watching it (expiry, inactivity, tabs).
 */
export function bootBrowser(): void {
  if (booted || typeof window === 'undefined') return;
  booted = true;
  const { distributorId } = shopConfig();
  if (distributorId) {
    const stored = localStorage.getItem(STORAGE.distributorId);
    // A different shop in this browser profile: its session is not valid here.
    if (stored && stored !== String(distributorId)) {
      for (const key of [STORAGE.userId, STORAGE.userName, STORAGE.userToken, STORAGE.token, STORAGE.cartCount]) {
        localStorage.removeItem(key);
      }
    }
    localStorage.setItem(STORAGE.distributorId, String(distributorId));
  }
  loadSession();
  startSessionWatch();
}
