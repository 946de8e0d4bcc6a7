import { sha256Hex } from '../secret-tokens';
import type { PaymentDetails } from './payment-details';

// The fingerprint of a placing request, kept with the order under its
// idempotency key. A retry of the same attempt has the same fingerprint and
// gets the first order back; the same key with other lines, another address,
// method or payment details is a different request and is refused.
// Card number and CVV never enter it: only the masked forms (last 4 digits).

export interface RequestShape {
  /** The lines the client says it orders (merged per product), or null when it sent none. */
  lines: Array<{ product_id: number; quantity: number }> | null;
  address: string;
  couponCode: string | null;
  payment: PaymentDetails;
}

const last4 = (value: string | null | undefined) => (value ? value.slice(-4) : null);

/** Lines merged per product and sorted by product id: [productId, quantity] pairs. */
export function mergedLines(lines: ReadonlyArray<{ product_id: number; quantity: number }>): Array<[number, number]> {
  const merged = new Map<number, number>();
  for (const l of lines) merged.set(l.product_id, (merged.get(l.product_id) ?? 0) + l.quantity);
  return [...merged].sort((a, b) => a[0] - b[0]);
}

/** The request as the canonical text that is hashed (exported for tests). */
export function canonicalRequest(r: RequestShape): string {
  const p = r.payment;
  const card = p.method === 'Credit/Debit Card' && p.card ? { name: p.card.name.trim(), last4: last4(p.card.number), expiry: p.card.expiry } : null;
  const bank =
    p.method === 'Net Banking' && p.netBanking
      ? { bank: p.netBanking.bank, account: last4(p.netBanking.accountNumber), ifsc: p.netBanking.ifsc?.toUpperCase() ?? null }
      : null;
  return JSON.stringify({
    lines: r.lines ? mergedLines(r.lines) : null,
    address: r.address.trim().replace(/\s+/g, ' '),
    coupon: r.couponCode?.trim().toUpperCase() || null,
    method: p.method,
    upi: p.method === 'UPI' ? (p.upiId?.trim().toLowerCase() ?? null) : null,
    card,
    bank,
  });
}

/** SHA-256 of the canonical request, hex. */
export async function requestHash(r: RequestShape): Promise<string> {
  return sha256Hex(canonicalRequest(r));
}
