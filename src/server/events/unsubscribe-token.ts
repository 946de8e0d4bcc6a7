import { base64Url } from '../secret-tokens';

// The unsubscribe link's token: the customer's id and an HMAC of
// "unsubscribe|shop|customer" under the server's secret. Nothing is stored, so
// there is no token table to leak; it only ever unsubscribes that one shopper
// of that one shop from non-essential e-mail, and cannot be made up or moved
// to another account. Rotating the secret ends the links already mailed.

async function mac(secret: string, distributorId: number, customerId: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const data = new TextEncoder().encode(`unsubscribe|${distributorId}|${customerId}`);
  return base64Url(new Uint8Array(await crypto.subtle.sign('HMAC', key, data)));
}

export async function unsubscribeToken(secret: string, distributorId: number, customerId: number): Promise<string> {
  return `${customerId}.${await mac(secret, distributorId, customerId)}`;
}

/** The customer the token was made for in this shop, or null for anything else. */
export async function customerOfUnsubscribeToken(secret: string, distributorId: number, token: string): Promise<number | null> {
  const match = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const customerId = Number(match[1]);
  const expected = await mac(secret, distributorId, customerId);
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ match[2]!.charCodeAt(i);
  return diff === 0 ? customerId : null;
}

export const unsubscribePath = (token: string) => `/ecommerce/unsubscribe/${token}`;
