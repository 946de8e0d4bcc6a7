import { atom } from 'nanostores';
import { isTokenLive } from '../jwt';
import { MESSAGES } from '../messages';
import { STORAGE } from '../storage-keys';

// The browser's view of who is logged in, shared by every island on a page.
// Logged in = a stored user id and an unexpired user_token (decisions.md).

export interface Session {
  userId: number | null;
  name: string;
  token: string | null;
  email: string | null;
}

const GUEST: Session = { userId: null, name: MESSAGES.general.guestName, token: null, email: null };

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
    name: localStorage.getItem(STORAGE.userName) || MESSAGES.general.guestName,
    token,
    email: localStorage.getItem(STORAGE.email),
  };
}

export function loadSession(): Session {
  const session = readStoredSession();
  $session.set(session);
  return session;
}

/** Stores a successful login (spec 4: id, name and token; also the e-mail). */
export function storeLogin(user: { id: number; name: string; email: string }, token: string): void {
  localStorage.setItem(STORAGE.userId, String(user.id));
  localStorage.setItem(STORAGE.userName, user.name);
  localStorage.setItem(STORAGE.userToken, token);
  localStorage.setItem(STORAGE.token, token);
  localStorage.setItem(STORAGE.email, user.email);
  $session.set({ userId: user.id, name: user.name, token, email: user.email });
}

/** Clears local and session storage (keeping the shop's distributor id). */
export function clearSession(): void {
  const distributorId = localStorage.getItem(STORAGE.distributorId);
  const seenPopup = localStorage.getItem(STORAGE.hasSeenPopup);
  localStorage.clear();
  sessionStorage.clear();
  if (distributorId) localStorage.setItem(STORAGE.distributorId, distributorId);
  if (seenPopup) localStorage.setItem(STORAGE.hasSeenPopup, seenPopup);
  $session.set(GUEST);
}
