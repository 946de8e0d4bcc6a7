import type { PushSubscriptionInput } from '@/contract/push-subscriptions.input';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { deleteSubscription, saveSubscription, subscriptionCount } from '../data/push-subscriptions';
import { badRequest, conflict, notFound } from '../domain-error';
import type { RequestEvents } from '../events/request-events';
import { fromBase64Url } from '../push/base64url';
import { isStandInEndpoint, pushStandInOn } from '../push/push-stand-in';
import { vapidConfigured } from '../push/vapid';
import { WORDS } from '@/lib/words';

// An admin's devices that hear of new work while the console is closed
// (docs/notifications.md, "Web Push to the console"). A subscription is kept
// per admin and browser; an admin may have a few devices, not many.

const MAX_DEVICES = 10;
const P = CONSOLE_DAY.push;

type PushEnv = Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUSH_STAND_IN' | 'APP_ENV'>;
type Admin = { distributorId: number; id: number };

/** The log keeps that the admin's devices changed, never an endpoint or a key. */
const deviceEvent = (type: 'staff.push_subscribe' | 'staff.push_unsubscribe') => ({ type, target: { kind: 'customer', ref: null } }) as const;

/** What the console needs to offer push: whether it is on, the key to subscribe with, and how many devices hear. */
export async function pushSettings(env: PushEnv, db: D1Database, admin: Admin) {
  const enabled = vapidConfigured(env);
  const devices = await subscriptionCount(db, admin.distributorId, admin.id);
  return { enabled, public_key: enabled ? env.VAPID_PUBLIC_KEY!.trim() : null, devices, max_devices: MAX_DEVICES };
}

/** Whether the browser's key is a point on P-256 (a message could not be encrypted for anything else). */
async function isP256Point(p256dh: string): Promise<boolean> {
  const raw = fromBase64Url(p256dh);
  if (!raw) return false;
  try {
    await crypto.subtle.importKey('raw', raw, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
    return true;
  } catch {
    return false;
  }
}

/** A push service's address: https, or the local stand-in's while it is on. */
function acceptableEndpoint(env: PushEnv, endpoint: string): boolean {
  if (pushStandInOn(env) && isStandInEndpoint(endpoint)) return true;
  const url = new URL(endpoint);
  return url.protocol === 'https:' && !url.username && !url.password;
}

export async function subscribeDevice(env: PushEnv, db: D1Database, events: RequestEvents, admin: Admin, input: PushSubscriptionInput): Promise<string> {
  if (!vapidConfigured(env)) throw conflict(WORDS.consoleDay.push.pushOff);
  if (!acceptableEndpoint(env, input.endpoint)) throw badRequest(WORDS.consoleDay.push.endpointHttps);
  if (!(await isP256Point(input.keys.p256dh))) throw badRequest(WORDS.consoleDay.push.badKey);
  const saved = await saveSubscription(events.database(db, deviceEvent('staff.push_subscribe')), admin.distributorId, admin.id, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth }, MAX_DEVICES);
  if (!saved) throw conflict(WORDS.consoleDay.push.tooMany(MAX_DEVICES));
  return P.saved;
}

export async function unsubscribeDevice(db: D1Database, events: RequestEvents, admin: Admin, endpoint: string): Promise<string> {
  if (!(await deleteSubscription(events.database(db, deviceEvent('staff.push_unsubscribe')), admin.distributorId, admin.id, endpoint))) throw notFound(WORDS.consoleDay.push.notSubscribed);
  return P.removed;
}
