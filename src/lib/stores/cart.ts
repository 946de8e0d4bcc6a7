import { atom, onMount } from 'nanostores';
import { cartCount } from '../api/cart';
import { browserTransport } from '../shop-config';
import { STORAGE } from '../storage-keys';
import { followOtherTabs } from './other-tabs';
import { $session, isLoggedIn } from './session';

// The header badge's count (sum of quantities). null = not loaded yet (the
// badge stays hidden). Other tabs hear changes through the storage event.
// Like the session, it loads itself when first used in the browser: the
// logged-in shopper's count is fetched, and fetched again when they change.

export const $cartCount = atom<number | null>(null);

function clean(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** Sets the count here and tells other tabs (storage event). */
export function setCartCount(count: number): void {
  const safe = clean(count);
  $cartCount.set(safe);
  try {
    localStorage.setItem(STORAGE.cartCount, String(safe));
  } catch {
    // Storage may be unavailable (private mode); the badge still follows in this tab.
  }
}

/** Follows the count written by other tabs; returns the unsubscribe. */
function followCartCountAcrossTabs(): () => void {
  return followOtherTabs([STORAGE.cartCount], (key, value) => {
    // Storage cleared at once (key null): the session's watch follows that.
    if (key === null) return;
    $cartCount.set(value === null ? null : clean(Number(value)));
  });
}

/** Fetches the count whenever the logged-in shopper changes; returns the unsubscribe. */
function followShopper(): () => void {
  let shopper: number | null = null;
  let request = 0;
  return $session.subscribe((session) => {
    const userId = isLoggedIn(session) ? session.userId : null;
    if (userId === shopper) return;
    shopper = userId;
    const mine = ++request;
    if (userId === null) return;
    cartCount(browserTransport(), userId)
      .then((n) => mine === request && setCartCount(n))
      // A failed count fetch shows 0 (no badge).
      .catch(() => mine === request && setCartCount(0));
  });
}

onMount($cartCount, () => {
  if (typeof window === 'undefined') return;
  const stopTabs = followCartCountAcrossTabs();
  const stopShopper = followShopper();
  return () => {
    stopTabs();
    stopShopper();
  };
});
