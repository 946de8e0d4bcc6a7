// Offline wording shared by the banner, the offline page and actions that need the network.

export const OFFLINE_BANNER_TEXT = 'You are offline. You are seeing pages saved on this phone.';
export const OFFLINE_ACTION_TEXT = 'You are offline. Check your internet connection and try again.';

/** True when the browser knows it has no connection (a failed request may still be offline). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
