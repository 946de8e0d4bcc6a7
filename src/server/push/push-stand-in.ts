import { writeOutboxText } from '../mail/outbox';
import { fromBase64Url, toBase64Url } from './base64url';
import { decryptPayload } from './payload-encryption';
import { checkVapid } from './vapid';

// The local stand-in for a browser's push service (PUSH_STAND_IN=on, written
// by the local setup, never in production). It makes a subscription as a
// browser would (its own P-256 key pair and auth secret, an endpoint at its
// own origin) and takes pushes to it as a push service does: it checks the
// VAPID token (signature against k, aud its origin, exp within 24 hours) and
// the aes128gcm body, then decrypts it with the subscription's private key
// and keeps the plaintext for a test to read (and in the shop's outbox). A
// subscription it dropped answers 410 Gone, as a real one that expired.

const PUSH_STAND_IN_ORIGIN = 'http://push-stand-in.localhost';
const PREFIX = 'push-stand-in:';
const DAY = 24 * 60 * 60;

export function pushStandInOn(env: Pick<Env, 'PUSH_STAND_IN' | 'APP_ENV'>): boolean {
  return env.PUSH_STAND_IN === 'on' && env.APP_ENV !== 'production';
}

export function isStandInEndpoint(endpoint: string): boolean {
  return endpoint.startsWith(`${PUSH_STAND_IN_ORIGIN}/push/`);
}

interface StoredSubscription {
  privateJwk: JsonWebKey;
  p256dh: string;
  auth: string;
  received: StandInMessage[];
}

export interface StandInMessage {
  plaintext: string;
  ttl: string | null;
  urgency: string | null;
  subject: string | null;
  at: string;
}

/** A new subscription, as a browser's PushManager.subscribe() answers it. */
export async function createStandInSubscription(kv: KVNamespace): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const p256dh = toBase64Url((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const auth = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
  const id = toBase64Url(crypto.getRandomValues(new Uint8Array(18)));
  const privateJwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  await save(kv, id, { privateJwk, p256dh, auth, received: [] });
  return { endpoint: `${PUSH_STAND_IN_ORIGIN}/push/${id}`, keys: { p256dh, auth } };
}

const save = (kv: KVNamespace, id: string, stored: StoredSubscription) => kv.put(PREFIX + id, JSON.stringify(stored), { expirationTtl: DAY });
const load = (kv: KVNamespace, id: string) => kv.get<StoredSubscription>(PREFIX + id, 'json');

/** What the subscription received, oldest first; null for no such subscription. */
export async function standInMessages(kv: KVNamespace, id: string): Promise<StandInMessage[] | null> {
  return (await load(kv, id))?.received ?? null;
}

/** Ends the subscription (as a browser unsubscribing or the service expiring it): pushes to it get 410. */
export async function dropStandInSubscription(kv: KVNamespace, id: string): Promise<boolean> {
  if (!(await load(kv, id))) return false;
  await kv.delete(PREFIX + id);
  return true;
}

const problem = (status: number, reason: string) => new Response(reason, { status, headers: { 'content-type': 'text/plain' } });

/** The push service's side of a push request (RFC 8030 section 5). */
export function pushStandInFetch(kv: KVNamespace, outbox?: { db: D1Database; shopId: number; to: string }): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const id = /^\/push\/([\w-]+)$/.exec(url.pathname)?.[1];
    if (request.method !== 'POST' || url.origin !== PUSH_STAND_IN_ORIGIN || !id) return problem(404, 'no such endpoint');
    const vapid = await checkVapid(request.headers.get('authorization'), PUSH_STAND_IN_ORIGIN);
    if (!vapid.ok) return problem(401, vapid.reason);
    const ttl = request.headers.get('ttl');
    if (!ttl || !/^\d+$/.test(ttl)) return problem(400, 'TTL header required');
    if (request.headers.get('content-encoding') !== 'aes128gcm') return problem(415, 'content-encoding must be aes128gcm');
    const stored = await load(kv, id);
    if (!stored) return problem(410, 'subscription gone');
    const body = new Uint8Array(await request.arrayBuffer());
    if (body.length > 4096) return problem(413, 'payload too large');
    const privateKey = await crypto.subtle.importKey('jwk', stored.privateJwk, { name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
    const plain = await decryptPayload(body, { privateKey, p256dh: fromBase64Url(stored.p256dh)!, auth: fromBase64Url(stored.auth)! });
    if (!plain) return problem(400, 'payload does not decrypt');
    const plaintext = new TextDecoder().decode(plain);
    stored.received.push({ plaintext, ttl, urgency: request.headers.get('urgency'), subject: vapid.claims.sub ?? null, at: new Date().toISOString() });
    await save(kv, id, stored);
    if (outbox) {
      const message = JSON.parse(plaintext) as { title?: string; body?: string; orderId?: string };
      await writeOutboxText(outbox.db, outbox.shopId, { channel: 'push', to: outbox.to, subject: message.title ?? 'Push', text: message.body ?? plaintext, orderId: message.orderId ?? null });
    }
    return new Response(null, { status: 201, headers: { location: `${PUSH_STAND_IN_ORIGIN}/message/${crypto.randomUUID()}` } });
  }) as typeof fetch;
}
