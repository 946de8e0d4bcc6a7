import { INPUT_LIMITS, digitsOnly, formatExpiryInput } from './payment-checks';

// What the payment fields keep of what a shopper types or pastes. Spaces and
// dashes (as printed on cards and cheques) go first, THEN the length limit
// applies: "4111 1111 1111 1111" keeps all 16 digits, "sbin 0001234" becomes
// the 11-character "SBIN0001234".

const SEPARATORS = /[\s-]+/g;

/** Card number: digits only, 16 at most. */
export function cleanCardNumber(raw: string): string {
  return digitsOnly(raw, INPUT_LIMITS.cardNumber);
}

/** CVV: digits only, 3 at most. */
export function cleanCvv(raw: string): string {
  return digitsOnly(raw, INPUT_LIMITS.cvv);
}

/** Expiry as MM/YY: digits only (4 at most), a slash after the month. "12 / 29" -> "12/29". */
export function cleanExpiry(raw: string): string {
  return formatExpiryInput(raw);
}

/** IFSC: letters and digits, upper-cased, 11 at most. "sbin 0001234" -> "SBIN0001234". */
export function cleanIfsc(raw: string): string {
  return raw.replace(SEPARATORS, '').toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, INPUT_LIMITS.ifsc);
}

/** Account number: digits only, 18 at most. */
export function cleanAccountNumber(raw: string): string {
  return digitsOnly(raw, INPUT_LIMITS.accountNumber);
}

/** For values that arrive from an API client: spaces and dashes removed, nothing else changed. */
export function withoutSeparators(raw: string): string {
  return raw.replace(SEPARATORS, '');
}
