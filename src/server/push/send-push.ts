import { fromBase64Url, type Bytes } from './base64url';
import { encryptPayload } from './payload-encryption';
import { vapidAuthorization, type VapidKeys } from './vapid';

// One Web Push message (RFC 8030) to one subscription: the payload encrypted
// for that browser alone, the VAPID header, how long the service may hold it
// (TTL) and that it is urgent (a new order should wake the phone).

const TTL_SECONDS = 24 * 60 * 60;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'sent'; 'gone' when the push service says the subscription no longer exists (404/410). Throws otherwise. */
export async function sendPush(target: PushTarget, payload: unknown, keys: VapidKeys, fetcher: typeof fetch = fetch): Promise<'sent' | 'gone'> {
  const p256dh = fromBase64Url(target.p256dh);
  const auth = fromBase64Url(target.auth);
  if (!p256dh || !auth) return 'gone';
  let body: Bytes;
  try {
    body = await encryptPayload(new TextEncoder().encode(JSON.stringify(payload)), { p256dh, auth });
  } catch {
    // Not a key a browser would give: no message can ever reach it.
    return 'gone';
  }
  const response = await fetcher(target.endpoint, {
    method: 'POST',
    headers: {
      authorization: await vapidAuthorization(keys, target.endpoint),
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(TTL_SECONDS),
      urgency: 'high',
    },
    body,
  });
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) {
    // The push service's own words, never the subscription's keys.
    const reason = (await response.text().catch(() => '')).slice(0, 200);
    throw new Error(`Push service answered ${response.status}${reason ? `: ${reason}` : ''}`);
  }
  return 'sent';
}
