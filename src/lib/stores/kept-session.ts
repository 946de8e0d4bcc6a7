import type { AuthResponse } from '@/contract/account';
import { jwtExpiryMs } from '../jwt';
import { RENEW_BEFORE_MS } from '../session-rules';
import { $session, isKeptSignedIn, markKeptSignedIn, replaceToken } from './session-state';

// A staff session kept on this device (docs/sessions.md, "Kept signed in"):
// the server's HttpOnly device cookie buys a fresh token, so the session never
// ends for idleness and outlives its token. The API client loads only when a
// device is kept, so shop pages never carry it.

let pending: Promise<AuthResponse | null> | null = null;

/** Trades the device cookie for a fresh login answer, or null when the device session has ended (the mark goes too). */
export function resumeKeptSession(): Promise<AuthResponse | null> {
  pending ??= (async () => {
    const [{ accountApi }, { browserTransport }] = await Promise.all([import('../api/account'), import('../shop-config')]);
    try {
      const answer = await accountApi(browserTransport()).resumeDeviceSession();
      if (answer.token && answer.user) return answer;
      markKeptSignedIn(false);
      return null;
    } catch (error) {
      // Only the server's refusal ends the mark: a lost connection tries again later.
      if ((error as { status?: number }).status === 401) markKeptSignedIn(false);
      return null;
    } finally {
      pending = null;
    }
  })();
  return pending;
}

/** While a kept session's page is open: a fresh token before the current one runs out. */
export function renewKeptToken(now = Date.now()): void {
  const session = $session.get();
  if (session.userId === null || !isKeptSignedIn()) return;
  const expiry = jwtExpiryMs(session.token);
  if (expiry !== null && expiry - now > RENEW_BEFORE_MS) return;
  void resumeKeptSession().then((answer) => {
    if (answer?.token && answer.user?.id === $session.get().userId) replaceToken(answer.token);
  });
}
