import { $session } from './session-state';

// Logout ends the token on the server too, so a copy of it (another device's
// storage, a leaked log) stops working. The shopper is never kept waiting:
// a network failure or a slow answer still logs out locally. A plain fetch
// (no schema to check, no transport): every page loads this, so it stays tiny.
// keepalive lets the request finish when the page navigates away at once.

const WAIT_MS = 3000;

export async function endServerSession(): Promise<void> {
  const token = $session.get().token;
  if (!token) return;
  const root = (document.documentElement.dataset.apiRoot || '/api').replace(/\/+$/, '');
  const call = fetch(`${root}/EcomLogin/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    keepalive: true,
  }).then(
    () => undefined,
    () => undefined,
  );
  await Promise.race([call, new Promise<void>((resolve) => setTimeout(resolve, WAIT_MS))]);
}
