import { concatBytes, type Bytes } from './base64url';

// Message encryption for Web Push (RFC 8291) in the aes128gcm content coding
// (RFC 8188), with WebCrypto only. The sender makes a fresh P-256 key pair and
// salt per message; the browser's public key and auth secret (from its
// subscription) and the sender's key agree on a content key and nonce that
// only that browser can derive again. One record: the plaintext, the 0x02
// delimiter of a last record, no padding.

const RECORD_SIZE = 4096;
const encoder = new TextEncoder();

async function hmac(key: Bytes, data: Bytes): Promise<Bytes> {
  const k = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', k, data));
}

/** HKDF (RFC 5869) with one block of output, which is all Web Push needs. */
async function hkdf(salt: Bytes, ikm: Bytes, info: Bytes, length: number): Promise<Bytes> {
  const prk = await hmac(salt, ikm);
  return (await hmac(prk, concatBytes(info, new Uint8Array([1])))).slice(0, length);
}

interface Derived {
  key: Bytes;
  nonce: Bytes;
}

/** The content key and nonce both sides derive (RFC 8291 section 3.4). */
async function derive(ecdhSecret: Bytes, authSecret: Bytes, uaPublic: Bytes, asPublic: Bytes, salt: Bytes): Promise<Derived> {
  const keyInfo = concatBytes(encoder.encode('WebPush: info\0'), uaPublic, asPublic);
  const ikm = await hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const key = await hkdf(salt, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode('Content-Encoding: nonce\0'), 12);
  return { key, nonce };
}

async function ecdh(privateKey: CryptoKey, publicRaw: Bytes): Promise<Bytes> {
  const publicKey = await crypto.subtle.importKey('raw', publicRaw, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256));
}

async function aesGcm(mode: 'encrypt' | 'decrypt', { key, nonce }: Derived, data: Bytes): Promise<Bytes> {
  const k = await crypto.subtle.importKey('raw', key, 'AES-GCM', false, [mode]);
  const out = mode === 'encrypt'
    ? await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, k, data)
    : await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, k, data);
  return new Uint8Array(out);
}

/** A sender's own key pair and salt, fixed only to reproduce a known example. */
export interface SenderSecrets {
  keyPair: CryptoKeyPair;
  salt: Bytes;
}

async function newSenderSecrets(): Promise<SenderSecrets> {
  const keyPair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  return { keyPair, salt: crypto.getRandomValues(new Uint8Array(16)) };
}

/** The body of a push message: header (salt, record size, sender's key) and the one encrypted record. */
export async function encryptPayload(
  plaintext: Bytes,
  subscription: { p256dh: Bytes; auth: Bytes },
  secrets?: SenderSecrets,
): Promise<Bytes> {
  const { keyPair, salt } = secrets ?? (await newSenderSecrets());
  if (plaintext.length + 17 > RECORD_SIZE) throw new Error('Push payload too long for one record');
  const asPublic = new Uint8Array((await crypto.subtle.exportKey('raw', keyPair.publicKey)) as ArrayBuffer);
  const secret = await ecdh(keyPair.privateKey, subscription.p256dh);
  const derived = await derive(secret, subscription.auth, subscription.p256dh, asPublic, salt);
  const record = await aesGcm('encrypt', derived, concatBytes(plaintext, new Uint8Array([2])));
  const header = new Uint8Array(21);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = asPublic.length;
  return concatBytes(header, asPublic, record);
}

/** What the browser does on receipt: the plaintext, or null when the body is not for this key or was altered. */
export async function decryptPayload(
  body: Bytes,
  receiver: { privateKey: CryptoKey; p256dh: Bytes; auth: Bytes },
): Promise<Bytes | null> {
  if (body.length < 21) return null;
  const salt = body.slice(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset).getUint32(16);
  const idLength = body[20]!;
  const asPublic = body.slice(21, 21 + idLength);
  const record = body.slice(21 + idLength);
  if (idLength !== 65 || record.length > recordSize || record.length < 17) return null;
  try {
    const secret = await ecdh(receiver.privateKey, asPublic);
    const padded = await aesGcm('decrypt', await derive(secret, receiver.auth, receiver.p256dh, asPublic, salt), record);
    // Strip the padding back to the last record's delimiter.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    return padded[end] === 2 ? padded.slice(0, end) : null;
  } catch {
    return null;
  }
}
