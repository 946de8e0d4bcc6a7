import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './base64url';
import { decryptPayload, encryptPayload } from './payload-encryption';

// RFC 8291, Appendix A: the worked example's keys, salt and resulting body.
const EXAMPLE = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

const bytes = (b64: string) => fromBase64Url(b64)!;

async function keyPairFrom(privateB64: string, publicB64: string): Promise<CryptoKeyPair> {
  const raw = bytes(publicB64);
  const jwk = { kty: 'EC', crv: 'P-256', x: toBase64Url(raw.slice(1, 33)), y: toBase64Url(raw.slice(33)), ext: true };
  const algorithm = { name: 'ECDH', namedCurve: 'P-256' };
  return {
    privateKey: await crypto.subtle.importKey('jwk', { ...jwk, d: privateB64 }, algorithm, true, ['deriveBits']),
    publicKey: await crypto.subtle.importKey('jwk', jwk, algorithm, true, []),
  };
}

describe('Web Push payload encryption (aes128gcm)', () => {
  it("reproduces RFC 8291's worked example byte for byte", async () => {
    const keyPair = await keyPairFrom(EXAMPLE.asPrivate, EXAMPLE.asPublic);
    const body = await encryptPayload(new TextEncoder().encode(EXAMPLE.plaintext), { p256dh: bytes(EXAMPLE.uaPublic), auth: bytes(EXAMPLE.auth) }, { keyPair, salt: bytes(EXAMPLE.salt) });
    expect(toBase64Url(body)).toBe(EXAMPLE.body);
  });

  it("decrypts the example's body with the receiver's key", async () => {
    const receiver = await keyPairFrom(EXAMPLE.uaPrivate, EXAMPLE.uaPublic);
    const plain = await decryptPayload(bytes(EXAMPLE.body), { privateKey: receiver.privateKey, p256dh: bytes(EXAMPLE.uaPublic), auth: bytes(EXAMPLE.auth) });
    expect(new TextDecoder().decode(plain!)).toBe(EXAMPLE.plaintext);
  });

  it('a fresh message decrypts only for its receiver, and every message differs', async () => {
    const receiver = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
    const p256dh = new Uint8Array((await crypto.subtle.exportKey('raw', receiver.publicKey)) as ArrayBuffer);
    const auth = crypto.getRandomValues(new Uint8Array(16));
    const text = JSON.stringify({ title: 'New order', body: 'ORD-1-20261128 · ₹1,250.00' });
    const one = await encryptPayload(new TextEncoder().encode(text), { p256dh, auth });
    const two = await encryptPayload(new TextEncoder().encode(text), { p256dh, auth });
    expect(toBase64Url(one)).not.toBe(toBase64Url(two));
    expect(new TextDecoder().decode((await decryptPayload(one, { privateKey: receiver.privateKey, p256dh, auth }))!)).toBe(text);
    // Another auth secret, or a flipped byte: nothing comes out.
    expect(await decryptPayload(one, { privateKey: receiver.privateKey, p256dh, auth: new Uint8Array(16) })).toBeNull();
    const altered = one.slice();
    altered[altered.length - 1]! ^= 1;
    expect(await decryptPayload(altered, { privateKey: receiver.privateKey, p256dh, auth })).toBeNull();
  });
});
