// The browser's half of Web Push for the console: whether this browser can
// take pushes, and its subscription through the shop's service worker (the
// one /sw.js registers for offline pages; it also shows the notifications).

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && typeof Notification !== 'undefined';
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** Whether this browser lets the shop push: granted, still to be asked ('prompt'), or denied. */
export async function pushPermission(publicKey: string): Promise<PermissionState> {
  return (await registration()).pushManager.permissionState({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

/** This browser's current subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await registration()).pushManager.getSubscription();
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * Asks for permission (from the admin's click) and subscribes with the shop's
 * key. 'blocked' when the browser refuses notifications to this site. A
 * subscription made with another key (the shop changed its keys) is replaced.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription | 'blocked'> {
  const reg = await registration();
  const key = keyBytes(publicKey);
  const state = await reg.pushManager.permissionState({ userVisibleOnly: true, applicationServerKey: key });
  const permission = state === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return 'blocked';
  const existing = await reg.pushManager.getSubscription();
  if (existing) {
    const existingKey = existing.options.applicationServerKey;
    const same = existingKey && new Uint8Array(existingKey).every((b, i) => b === key[i]) && existingKey.byteLength === key.length;
    if (same) return existing;
    await existing.unsubscribe();
  }
  return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}
