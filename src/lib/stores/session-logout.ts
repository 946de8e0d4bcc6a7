import { revokeToken } from '../api/logout';
import { browserTransport } from '../shop-config';
import { $session } from './session-state';

// Logout ends the token on the server too, so a copy of it (another device's
// storage, a leaked log) stops working. The shopper is never kept waiting:
// a network failure, a refusal or a slow answer still logs out locally.

const WAIT_MS = 3000;

export async function endServerSession(): Promise<void> {
  const token = $session.get().token;
  if (!token) return;
  const call = revokeToken(browserTransport(), token).catch(() => undefined);
  await Promise.race([call, new Promise<void>((resolve) => setTimeout(resolve, WAIT_MS))]);
}
