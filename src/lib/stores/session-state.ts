import { atom } from 'nanostores';
import { isTokenLive } from '../jwt';
import { STORAGE } from '../storage-keys';

// The browser's view of who is logged in and how it is kept in storage.
// Logged in = a stored user id and an unexpired user_token. Import the store
// from ./session, which loads it on first use.

export interface Session {
  userId: number | null;
  /** Empty for a guest or an unnamed shopper: readers show the catalogue's guest name (this module loads no catalogue, it runs on every page). */
  name: string;
  token: string | null;
  email: string | null;
}

const GUEST: Session = { userId: null, name: '', token: null, email: null };

export const $session = atom<Session>(GUEST);

export function isLoggedIn(session: Session = $session.get(), now = Date.now()): boolean {
  return session.userId !== null && isTokenLive(session.token, now);
}

/** Reads the session from local storage (call once per page, in the browser). */
export function readStoredSession(): Session {
  if (typeof localStorage === 'undefined') return GUEST;
  const rawId = localStorage.getItem(STORAGE.userId);
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : null;
  const token = localStorage.getItem(STORAGE.userToken);
  if (id === null || !isTokenLive(token)) return GUEST;
  return {
    userId: id,
    name: localStorage.getItem(STORAGE.userName) ?? '',
    token,
    email: localStorage.getItem(STORAGE.email),
  };
}

export function loadSession(): Session {
  const session = readStoredSession();
  $session.set(session);
  return session;
}

/** Records activity (ms) for the inactivity time-out, shared by every tab. */
export function markActivity(now = Date.now()): void {
  try {
    localStorage.setItem(STORAGE.lastActivity, String(now));
  } catch {
    // Storage unavailable: the time-out then follows this tab's page loads only.
  }
}

export function lastActivity(): number | null {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE.lastActivity);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Stores a successful login: id, name, token and e-mail. */
export function storeLogin(user: { id: number; name: string; email: string }, token: string): void {
  markActivity();
  localStorage.setItem(STORAGE.userId, String(user.id));
  localStorage.setItem(STORAGE.userName, user.name);
  localStorage.setItem(STORAGE.userToken, token);
  // The contract's storage names the token twice (user_token and token); this
  // is the one place that writes both, and the session reads user_token only.
  localStorage.setItem(STORAGE.token, token);
  localStorage.setItem(STORAGE.email, user.email);
  $session.set({ userId: user.id, name: user.name, token, email: user.email });
}

/**
 * Signup success: stores token, user id and e-mail, then the shopper
 * logs in. Not a session: the name and user_token come with the login.
 */
export function storeSignup(user: { id: number; email: string }, token: string): void {
  localStorage.setItem(STORAGE.token, token);
  localStorage.setItem(STORAGE.userId, String(user.id));
  localStorage.setItem(STORAGE.email, user.email);
}

/** After a profile edit: the header and every tab show the new name and e-mail. */
export function updateSessionUser(change: { name?: string; email?: string }): void {
  const current = $session.get();
  if (current.userId === null) return;
  if (change.name) localStorage.setItem(STORAGE.userName, change.name);
  if (change.email) localStorage.setItem(STORAGE.email, change.email);
  $session.set({ ...current, name: change.name || current.name, email: change.email || current.email });
}

/** Whether a staff member chose to keep this device signed in (no idle logout). */
export function isKeptSignedIn(): boolean {
  try {
    return localStorage.getItem(STORAGE.keptSignedIn) === '1';
  } catch {
    return false;
  }
}

/** Marks (or unmarks) this device as kept signed in, as the login's answer said. */
export function markKeptSignedIn(kept: boolean): void {
  if (kept) localStorage.setItem(STORAGE.keptSignedIn, '1');
  else localStorage.removeItem(STORAGE.keptSignedIn);
}

/** A fresh token for this session (after an e-mail change ended the older ones). */
export function replaceToken(token: string): void {
  const current = $session.get();
  if (current.userId === null) return;
  localStorage.setItem(STORAGE.userToken, token);
  $session.set({ ...current, token });
}

export type LogoutReason = 'logout' | 'expired' | 'inactive';

/**
 * Clears local and session storage (keeping the shop's distributor id, the
 * popup flag and the login device token, which lets this browser's next login
 * past strangers' failed attempts; on an expiry also the "kept signed in" mark). The logout signal is written first, so other tabs learn the
 * reason before they see the keys go.
 */
export function clearSession(reason: LogoutReason = 'logout'): void {
  const keep = new Set<string>([STORAGE.distributorId, STORAGE.hasSeenPopup, STORAGE.logoutSignal, STORAGE.loginDevice, STORAGE.consoleSound]);
  // An expired token of a session kept on this device: the login page renews it from the device cookie.
  if (reason === 'expired') keep.add(STORAGE.keptSignedIn);
  localStorage.setItem(STORAGE.logoutSignal, JSON.stringify({ at: Date.now(), reason }));
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) keys.push(localStorage.key(i) ?? '');
  for (const key of keys) if (!keep.has(key)) localStorage.removeItem(key);
  sessionStorage.clear();
  $session.set(GUEST);
}

/** The reason carried by a logout signal (see clearSession). */
export function logoutReason(signal: string | null): LogoutReason | null {
  try {
    const reason = (JSON.parse(signal ?? '') as { reason?: unknown }).reason;
    return reason === 'logout' || reason === 'expired' || reason === 'inactive' ? reason : null;
  } catch {
    return null;
  }
}

/** This tab only: the session ended elsewhere and storage is already cleared. */
export function forgetSession(): void {
  sessionStorage.clear();
  $session.set(GUEST);
}
