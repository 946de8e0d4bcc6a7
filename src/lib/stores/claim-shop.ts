import { STORAGE } from '../storage-keys';

/**
 * Keeps the shop's distributor id in this browser; a session from another shop
 * in the same browser profile is dropped. Run by the session store when it
 * loads, and by every page once it is idle (a guest's page may never load the
 * store).
 */
export function claimShop(): void {
  const distributorId = Number(document.documentElement.dataset.distributorId) || 0;
  if (!distributorId) return;
  const stored = localStorage.getItem(STORAGE.distributorId);
  if (stored && stored !== String(distributorId)) {
    for (const key of [STORAGE.userId, STORAGE.userName, STORAGE.userToken, STORAGE.token, STORAGE.cartCount]) {
      localStorage.removeItem(key);
    }
  }
  localStorage.setItem(STORAGE.distributorId, String(distributorId));
}
