import { onMount } from 'nanostores';
import { STORAGE } from '../storage-keys';
import { $session, loadSession } from './session-state';
import { startSessionWatch } from './session-watch';

// The session store every island and page script uses. It loads itself the
// first time anything reads or subscribes to it in the browser: nobody has to
// remember to start it, and a page with no island hydrated (a card's Add, the
// header's plain script) still sees who is logged in.

export * from './session-state';

/** Keeps the shop's distributor id; a session from another shop in this browser profile is dropped. */
function claimShop(): void {
  const distributorId = Number(document.documentElement.dataset.distributorId) || 0;
  if (!distributorId) return;
  const stored = localStorage.getItem(STORAGE.distributorId);
  if (stored && stored !== String(distributorId)) {
    for (const key of [STORAGE.userId, STORAGE.userName, STORAGE.userToken, STORAGE.token, STORAGE.cartCount, STORAGE.keptSignedIn]) {
      localStorage.removeItem(key);
    }
  }
  localStorage.setItem(STORAGE.distributorId, String(distributorId));
}

onMount($session, () => {
  if (typeof window === 'undefined') return;
  claimShop();
  loadSession();
  // The watch keeps listening, so the store stays loaded for the page's life.
  startSessionWatch();
});
