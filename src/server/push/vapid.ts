import { fromBase64Url, toBase64Url } from './base64url';

// VAPID (RFC 8292): the shop proves to a push service that it is the sender a
// subscription was made for. Each request carries `Authorization: vapid t=<JWT>,
// k=<public key>`: an ES256 JWT naming the push service's origin (aud), an
// expiry within 24 hours (exp) and a contact (sub, a mailto: address), signed
// with the key pair whose public half the browser subscribed with. The key
// pair is a deploy-time secret; without it the shop sends no push.

export interface VapidKeys {
  /** The uncompressed P-256 point, base64url: what the browser subscribes with. */
  publicKey: string;
  privateKey: CryptoKey;
  subject: string;
}

const encoder = new TextEncoder();
const EXPIRY_SECONDS = 12 * 60 * 60;

function pointOf(publicKey: string): { x: string; y: string } | null {
  const raw = fromBase64Url(publicKey);
  if (!raw || raw.length !== 65 || raw[0] !== 4) return null;
  return { x: toBase64Url(raw.slice(1, 33)), y: toBase64Url(raw.slice(33)) };
}

/**
 * The private key as configured: a JWK (JSON), the 32-byte scalar as
 * base64url (what most VAPID key generators print), or PKCS#8 as base64url.
 */
async function importPrivate(privateKey: string, publicKey: string): Promise<CryptoKey | null> {
  const algorithm = { name: 'ECDSA', namedCurve: 'P-256' };
  const point = pointOf(publicKey);
  if (!point) return null;
  try {
    const text = privateKey.trim();
    if (text.startsWith('{')) {
      const jwk = JSON.parse(text) as JsonWebKey;
      if (jwk.x !== point.x || jwk.y !== point.y) return null;
      return await crypto.subtle.importKey('jwk', { ...jwk, key_ops: ['sign'] }, algorithm, false, ['sign']);
    }
    const bytes = fromBase64Url(text);
    if (!bytes) return null;
    if (bytes.length === 32) {
      const jwk: JsonWebKey = { kty: 'EC', crv: 'P-256', d: toBase64Url(bytes), ...point, ext: true };
      return await crypto.subtle.importKey('jwk', jwk, algorithm, false, ['sign']);
    }
    return await crypto.subtle.importKey('pkcs8', bytes, algorithm, false, ['sign']);
  } catch {
    return null;
  }
}

/** The shop's VAPID keys, or null when push is not configured (or configured wrongly). */
export async function vapidKeys(env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>): Promise<VapidKeys | null> {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const subject = env.VAPID_SUBJECT?.trim();
  if (!publicKey || !env.VAPID_PRIVATE_KEY || !subject || !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) return null;
  const privateKey = await importPrivate(env.VAPID_PRIVATE_KEY, publicKey);
  return privateKey ? { publicKey, privateKey, subject } : null;
}

/** Whether push is configured, without importing the key (what the console is told). */
export function vapidConfigured(env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>): boolean {
  return Boolean(env.VAPID_PUBLIC_KEY?.trim() && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT?.trim() && pointOf(env.VAPID_PUBLIC_KEY.trim()));
}

const part = (value: unknown) => toBase64Url(encoder.encode(JSON.stringify(value)));

/** The Authorization header for one request to a push service endpoint. */
export async function vapidAuthorization(keys: VapidKeys, endpoint: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part({ aud: new URL(endpoint).origin, exp: nowSeconds + EXPIRY_SECONDS, sub: keys.subject })}`;
  // WebCrypto's ECDSA signature is r || s, 64 bytes: the JWS form ES256 wants.
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, encoder.encode(unsigned));
  return `vapid t=${unsigned}.${toBase64Url(signature)}, k=${keys.publicKey}`;
}

export type VapidCheck = { ok: true; claims: { aud: string; exp: number; sub?: string }; publicKey: string } | { ok: false; reason: string };

/** A push service's check of the header: the signature against k, aud its own origin, exp within 24 hours. */
export async function checkVapid(header: string | null, origin: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<VapidCheck> {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match) return { ok: false, reason: 'missing vapid authorization' };
  const params = Object.fromEntries(match[1]!.split(',').map((p) => p.trim().split(/=(.*)/s).slice(0, 2) as [string, string]));
  const [h, c, s] = (params.t ?? '').split('.');
  const point = pointOf(params.k ?? '');
  const signature = fromBase64Url(s ?? '');
  if (!h || !c || !point || !signature) return { ok: false, reason: 'malformed vapid authorization' };
  const key = await crypto.subtle.importKey('jwk', { kty: 'EC', crv: 'P-256', ...point, ext: true }, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const valid = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, signature, encoder.encode(`${h}.${c}`));
  if (!valid) return { ok: false, reason: 'bad signature' };
  let jose: { alg?: string }, claims: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    jose = JSON.parse(new TextDecoder().decode(fromBase64Url(h) ?? new Uint8Array())) as { alg?: string };
    claims = JSON.parse(new TextDecoder().decode(fromBase64Url(c) ?? new Uint8Array())) as typeof claims;
  } catch {
    return { ok: false, reason: 'malformed token' };
  }
  if (jose.alg !== 'ES256') return { ok: false, reason: 'alg must be ES256' };
  if (claims.aud !== origin) return { ok: false, reason: 'aud is not this push service' };
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds || claims.exp > nowSeconds + 24 * 60 * 60) return { ok: false, reason: 'exp must be within 24 hours' };
  return { ok: true, claims: { aud: claims.aud, exp: claims.exp, ...(typeof claims.sub === 'string' ? { sub: claims.sub } : {}) }, publicKey: params.k! };
}
