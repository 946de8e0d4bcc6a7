// How the browser's stores hear other tabs: a tab writes local storage, and
// every other tab of the shop gets a storage event for it. One listener per
// store, for the keys it keeps.

/**
 * Calls `follow` when another tab writes or removes one of `keys` in local
 * storage, or clears it (key null). Returns the unsubscribe.
 */
export function followOtherTabs(keys: readonly string[], follow: (key: string | null, value: string | null) => void): () => void {
  const watched = new Set(keys);
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    if (event.key !== null && !watched.has(event.key)) return;
    follow(event.key, event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
