import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { DEVICE_SESSION_DAYS } from '../data/device-sessions';
import type { AppEnv } from '../types';
import { strictCookieRules } from './rider-page-cookie';

// The device session's token as a cookie: HttpOnly (no script, so no injected
// script, can read it), SameSite=Strict, this host only, Secure except on a
// developer's machine, and sent only to the login API's own paths, where the
// routes that start, resume and end a device session read it. No other route
// reads a cookie: the API stays bearer-token.

const COOKIE = 'device_session';
const PATH = '/api/EcomLogin';
const MAX_AGE = DEVICE_SESSION_DAYS * 24 * 60 * 60;

/** The token the browser presented, when it looks like one of ours. */
export function presentedDeviceToken(c: Context<AppEnv>): string | null {
  const value = getCookie(c, COOKIE);
  return value && /^[0-9a-f]{64}$/.test(value) ? value : null;
}

export function setDeviceSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, COOKIE, token, strictCookieRules(c, PATH, MAX_AGE));
}

export function clearDeviceSessionCookie(c: Context<AppEnv>): void {
  setCookie(c, COOKIE, '', strictCookieRules(c, PATH, 0));
}
