import { atom } from 'nanostores';
import { STORAGE } from '../storage-keys';

// The header badge's count (sum of quantities). null = not loaded yet (the
// badge stays hidden). Other tabs hear changes through the storage event.

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
export function followCartCountAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE.cartCount) return;
    $cartCount.set(event.newValue === null ? null : clean(Number(event.newValue)));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
