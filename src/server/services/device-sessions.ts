import { deleteDeviceSession, endOtherSessions, insertDeviceSession, useDeviceSession, type DeviceAccount } from '../data/device-sessions';
import type { RequestEvents } from '../events/request-events';
import { randomHex, sha256Hex } from '../secret-tokens';

// "Keep me signed in on this device" for staff. The login hands the browser a
// random token (kept in an HttpOnly cookie); the shop stores only its hash.
// While the row lives (30 days from its last use) the browser trades the token
// for a fresh session token instead of logging in again, so an admin's or
// rider's session outlives the browser's 30-minute idle logout. It ends on
// that device's logout, and for every device at once when the account's token
// version moves on (password reset, e-mail change, role change, access removed).

const STAFF = new Set(['admin', 'delivery']);

export function mayKeepSignedIn(role: string): boolean {
  return STAFF.has(role);
}

/**
 * Starts a device session for a staff account; answers the token for the
 * cookie. The browser's earlier device session, whoever's it was, ends first.
 */
export async function startDeviceSession(db: D1Database, distributorId: number, customerId: number, previous: string | null): Promise<string> {
  if (previous) await deleteDeviceSession(db, distributorId, await sha256Hex(previous));
  const token = randomHex(32);
  await insertDeviceSession(db, distributorId, customerId, await sha256Hex(token));
  return token;
}

/** The account a presented device token keeps signed in (its 30 days slid forward), or null. */
export async function resumeDeviceSession(db: D1Database, distributorId: number, token: string | null): Promise<DeviceAccount | null> {
  if (!token) return null;
  return useDeviceSession(db, distributorId, await sha256Hex(token));
}

export async function endDeviceSession(db: D1Database, distributorId: number, token: string | null): Promise<void> {
  if (token) await deleteDeviceSession(db, distributorId, await sha256Hex(token));
}

/** Ends the account's every other session and device session; answers its new token version. */
export async function signOutOtherDevices(
  db: D1Database,
  events: RequestEvents,
  distributorId: number,
  customerId: number,
  keep: string | null,
): Promise<number | null> {
  // The log names the caller as who did it; the target is the caller too, so it names none.
  const event = { type: 'staff.sign_out_others', target: { kind: 'customer', ref: null } } as const;
  return endOtherSessions(events.database(db, event), distributorId, customerId, keep ? await sha256Hex(keep) : null);
}
