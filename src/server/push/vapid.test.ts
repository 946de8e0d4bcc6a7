import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './base64url';
import { checkVapid, vapidAuthorization, vapidKeys } from './vapid';

async function newKeys() {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = toBase64Url((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const jwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  const pkcs8 = toBase64Url((await crypto.subtle.exportKey('pkcs8', pair.privateKey)) as ArrayBuffer);
  return { publicKey, jwk, pkcs8 };
}

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc123';
const NOW = 1_800_000_000;

describe('VAPID', () => {
  it('reads the private key as a JWK, a bare scalar or PKCS#8, and only with its public key', async () => {
    const k = await newKeys();
    const subject = 'mailto:ops@example.in';
    for (const privateKey of [JSON.stringify(k.jwk), k.jwk.d!, k.pkcs8]) {
      expect(await vapidKeys({ VAPID_PUBLIC_KEY: k.publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject })).not.toBeNull();
    }
    const other = await newKeys();
    expect(await vapidKeys({ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: JSON.stringify(k.jwk), VAPID_SUBJECT: subject })).toBeNull();
    expect(await vapidKeys({ VAPID_PUBLIC_KEY: k.publicKey, VAPID_PRIVATE_KEY: k.jwk.d!, VAPID_SUBJECT: 'ops@example.in' })).toBeNull();
    expect(await vapidKeys({ VAPID_PUBLIC_KEY: k.publicKey, VAPID_PRIVATE_KEY: '', VAPID_SUBJECT: subject })).toBeNull();
  });

  it('signs an ES256 JWT for the endpoint origin that a push service verifies against k', async () => {
    const k = await newKeys();
    const keys = (await vapidKeys({ VAPID_PUBLIC_KEY: k.publicKey, VAPID_PRIVATE_KEY: k.jwk.d!, VAPID_SUBJECT: 'mailto:ops@example.in' }))!;
    const header = await vapidAuthorization(keys, ENDPOINT, NOW);
    expect(header).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${k.publicKey}$`));
    const [h, c, s] = /t=([^,]+)/.exec(header)![1]!.split('.');
    expect(JSON.parse(new TextDecoder().decode(fromBase64Url(h!)!))).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(JSON.parse(new TextDecoder().decode(fromBase64Url(c!)!))).toEqual({ aud: 'https://fcm.googleapis.com', exp: NOW + 12 * 3600, sub: 'mailto:ops@example.in' });
    expect(fromBase64Url(s!)!.length).toBe(64);

    expect(await checkVapid(header, 'https://fcm.googleapis.com', NOW)).toMatchObject({ ok: true });
    expect(await checkVapid(header, 'https://updates.push.services.mozilla.com', NOW)).toEqual({ ok: false, reason: 'aud is not this push service' });
    expect(await checkVapid(header, 'https://fcm.googleapis.com', NOW + 13 * 3600)).toEqual({ ok: false, reason: 'exp must be within 24 hours' });
    // Someone else's key in k: the signature does not hold.
    const other = await newKeys();
    expect(await checkVapid(header.replace(k.publicKey, other.publicKey), 'https://fcm.googleapis.com', NOW)).toEqual({ ok: false, reason: 'bad signature' });
    expect(await checkVapid('Bearer abc', 'https://fcm.googleapis.com', NOW)).toMatchObject({ ok: false });
  });
});
