import { accountApi } from '../api/account';
import { browserTransport } from '../shop-config';
import { $session } from './session';

// Logout ends the token on the server too, so a copy of it (another device's
// storage, a leaked log) stops working. The shopper is never kept waiting:
// a network failure or a slow answer still logs out locally.

const WAIT_MS = 3000;

export async function endServerSession(): Promise<void> {
  if (!$session.get().token) return;
  const call = accountApi(browserTransport())
    .logout()
    .then(() => undefined)
    .catch(() => undefined);
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, WAIT_MS));
  await Promise.race([call, timeout]);
}
