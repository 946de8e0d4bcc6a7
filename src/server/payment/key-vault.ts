// Gateway keys at rest: AES-GCM under the Worker secret PAYMENT_KEYS_SECRET
// (a random IV per value). Each value is bound to its shop and field as
// additional data, so a ciphertext copied to another row or shop does not
// decrypt. Runs under Node's type stripping too (the local setup seals the
// demo shop's stand-in keys with it): no imports. Stored as "v1.<iv>.<ciphertext>", both base64.

const enc = new TextEncoder();

/** What a sealed gateway key is bound to: its shop and its field. */
export const keyContext = (distributorId: number, field: 'key_id' | 'key_secret' | 'webhook_secret') => `shop:${distributorId}:razorpay:${field}`;

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function vaultKey(secret: string | undefined): Promise<CryptoKey> {
  // Without the secret nothing can be stored or read: never a default key.
  if (!secret || secret.length < 32) throw new Error('PAYMENT_KEYS_SECRET is not set (32 characters or more)');
  const digest = await crypto.subtle.digest('SHA-256', enc.encode(secret));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

export async function sealKey(secret: string | undefined, context: string, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: enc.encode(context) }, await vaultKey(secret), enc.encode(plain));
  return `v1.${b64(iv)}.${b64(new Uint8Array(sealed))}`;
}

export async function openKey(secret: string | undefined, context: string, sealed: string): Promise<string> {
  const [version, iv, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !data) throw new Error('Unreadable sealed key');
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: unb64(iv), additionalData: enc.encode(context) }, await vaultKey(secret), unb64(data));
  return new TextDecoder().decode(plain);
}
