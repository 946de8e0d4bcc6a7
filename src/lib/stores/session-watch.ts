import { ApiError } from '../api/transport';
import { jwtExpiryMs } from '../jwt';
import { loginUrl } from '../return-url';
import { ACTIVITY_WRITE_MS, EXPIRY_CHECK_MS, INACTIVITY_MS, LOGIN_PATH } from '../session-rules';
import { STORAGE } from '../storage-keys';
import {
  $session,
  clearSession,
  forgetSession,
  isKeptSignedIn,
  isLoggedIn,
  lastActivity,
  loadSession,
  logoutReason,
  markActivity,
  readStoredSession,
  type LogoutReason,
} from './session-state';
import { followOtherTabs } from './other-tabs';
import { endServerSession } from './session-logout';
import { renewKeptToken } from './kept-session';

// Ends the browser session when it should: at the
// token's exp, after 30 minutes without activity in any tab (not for a staff
// session kept on this device, whose token is renewed instead), and at once in
// every tab when one tab logs out. Started once per page, when the session
// store is first used (./session).

const MAX_TIMEOUT_MS = 2 ** 31 - 1;
const SESSION_KEYS = [STORAGE.userId, STORAGE.userToken, STORAGE.userName, STORAGE.email];

export type EndReason = Exclude<LogoutReason, 'logout'>;

/** Why a logged-in session must end now, or null (a session kept on this device never ends for idleness). Pure, for the checks and tests. */
export function sessionVerdict(token: string | null, lastActive: number | null, now: number, kept = false): EndReason | null {
  const expiry = jwtExpiryMs(token);
  if (expiry === null || expiry <= now) return 'expired';
  if (!kept && lastActive !== null && now - lastActive >= INACTIVITY_MS) return 'inactive';
  return null;
}

let started = false;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
let lastWrite = 0;

function goToLogin(reason?: EndReason): void {
  if (location.pathname === LOGIN_PATH) return;
  location.assign(loginUrl(location.pathname + location.search, reason ? { reason } : {}));
}

/** Logs this tab (and through storage every tab) out, then shows the login page. */
function logOutToLogin(reason: EndReason): void {
  // An idle session's token is still valid: end it on the server too.
  if (reason === 'inactive') void endServerSession();
  clearSession(reason);
  goToLogin(reason);
}

/** Runs the checks; true when the session was ended. */
function check(now = Date.now()): boolean {
  const session = $session.get();
  if (session.userId === null) return false;
  const verdict = sessionVerdict(session.token, lastActivity(), now, isKeptSignedIn());
  if (!verdict) {
    renewKeptToken(now);
    return false;
  }
  logOutToLogin(verdict);
  return true;
}

function armExpiryTimer(): void {
  clearTimeout(expiryTimer);
  const expiry = jwtExpiryMs($session.get().token);
  if ($session.get().userId === null || expiry === null) return;
  expiryTimer = setTimeout(() => check(), Math.min(Math.max(expiry - Date.now(), 0), MAX_TIMEOUT_MS));
}

function onActivity(): void {
  const now = Date.now();
  // A tab back from a long sleep checks before it counts as active again.
  if (check(now) || $session.get().userId === null) return;
  if (now - lastWrite < ACTIVITY_WRITE_MS) return;
  lastWrite = now;
  markActivity(now);
}

/** Another tab logged out: follow it, telling the shopper when it was a logout there. */
async function followLogout(reason: LogoutReason | null): Promise<void> {
  if (!isLoggedIn($session.get())) return;
  forgetSession();
  if (reason === 'expired' || reason === 'inactive') return goToLogin(reason);
  // The catalogue loads with the dialog: the session's watch runs on every page.
  const [{ showAlert }, { MESSAGES }] = await Promise.all([import('../dialogs'), import('../messages')]);
  await showAlert(MESSAGES.session.otherTab, undefined, 'info');
  goToLogin();
}

/** Another tab wrote the session's keys or the logout signal. */
function onOtherTab(key: string | null, value: string | null): void {
  if (key === STORAGE.logoutSignal) {
    void followLogout(logoutReason(value));
    return;
  }
  const stored = readStoredSession();
  // Storage cleared by other means than clearSession: still a logout.
  if (isLoggedIn($session.get()) && !isLoggedIn(stored)) void followLogout(null);
  // A login or a profile change in another tab: follow it here.
  else loadSession();
}

/** Starts the watch once per page (idempotent). */
export function startSessionWatch(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // Found on load, an ended session is logged out quietly (the logged-in check
  // is false); protected pages were already sent to login by the guard. An
  // idle session's token is still valid: it is ended on the server too.
  const session = $session.get();
  const verdict = session.userId === null ? null : sessionVerdict(session.token, lastActivity(), Date.now(), isKeptSignedIn());
  if (verdict === 'inactive') void endServerSession();
  if (verdict) clearSession(verdict);
  else if (localStorage.getItem(STORAGE.userToken) && session.userId === null) clearSession('expired');
  else onActivity();
  $session.listen(armExpiryTimer);
  armExpiryTimer();
  setInterval(() => check(), EXPIRY_CHECK_MS);
  for (const type of ['pointerdown', 'keydown', 'scroll'] as const) {
    window.addEventListener(type, onActivity, { passive: true, capture: true });
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') onActivity();
  });
  followOtherTabs([...SESSION_KEYS, STORAGE.logoutSignal], onOtherTab);
}

/**
 * For islands after an authenticated call: a 401 means the server no longer
 * accepts the token (expired, reset, deleted), so the browser logs out too.
 */
export function handleUnauthorized(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401 || $session.get().userId === null) return false;
  logOutToLogin('expired');
  return true;
}
