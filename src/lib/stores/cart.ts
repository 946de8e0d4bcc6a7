import { atom } from 'nanostores';
import { STORAGE } from '../storage-keys';

// The header badge's count. null = not loaded yet (the badge stays hidden).
export const $cartCount = atom<number | null>(null);

/** Sets the count here and tells other tabs (storage event). */
export function setCartCount(count: number): void {
  const safe = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  $cartCount.set(safe);
  try {
    localStorage.setItem(STORAGE.cartCount, String(safe));
  } catch {
    // Storage may be unavailable (private mode); the badge still follows in this tab.
  }
}
