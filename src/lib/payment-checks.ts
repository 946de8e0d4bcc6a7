import { BANKS, type PaymentMethod } from '@/contract/orders';
import { wordKey, type WordKey } from '@/contract/word-key';

// The payment part of placing an order, checked in the order a shopper meets
// the checks: by the payment popup (through checkout-validation.ts, in the
// page's words) and by the API's contract (as catalogue keys, said in the
// request's language). No words here, so the contract may use it.

export const INPUT_LIMITS = { accountNumber: 18, ifsc: 11, cardNumber: 16, cvv: 3, expiry: 5, upiId: 100, cardName: 100 } as const;

const EXPIRY_SHAPE = /^(0[1-9]|1[0-2])\/\d{2}$/;

/** An IFSC code: 4 letters, a 0, then 6 letters or digits. */
export const IFSC_SHAPE = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** Account numbers are 6 to 18 digits. */
const ACCOUNT_SHAPE = /^\d{6,18}$/;

export interface PaymentInput {
  method: PaymentMethod | '' | null | undefined;
  upiId?: string | null;
  card?: { name?: string | null; number?: string | null; expiry?: string | null; cvv?: string | null } | null;
  bank?: string | null;
  /** Optional for net banking; when given, checked for shape. */
  ifsc?: string | null;
  accountNumber?: string | null;
}

const blank = (v: string | null | undefined) => !v || !v.trim();
const checkout = (key: string) => wordKey(`checkout.${key}`);

/** The first failing check of the payment part (checks 2 to 8) as its message's key, or null. */
export function paymentCheck(input: PaymentInput, now: Date = new Date()): WordKey | null {
  if (!input.method) return checkout('methodRequired');
  if (input.method === 'UPI' && blank(input.upiId)) return checkout('upiRequired');
  if (input.method === 'Credit/Debit Card') {
    const card = input.card ?? {};
    if (blank(card.name) || blank(card.number) || blank(card.expiry) || blank(card.cvv)) return checkout('cardRequired');
    if (!/^\d{16}$/.test(card.number!.trim())) return checkout('cardNumber');
    if (!EXPIRY_SHAPE.test(card.expiry!.trim())) return checkout('expiryFormat');
    if (!/^\d{3}$/.test(card.cvv!.trim())) return checkout('cvv');
    // After the card's own checks (a shopper meets them in that order), but a
    // card past its month cannot pay.
    if (isExpiryPast(card.expiry!.trim(), now)) return checkout('expiryPast');
  }
  if (input.method === 'Net Banking') {
    if (blank(input.bank)) return checkout('bankRequired');
    if (!(BANKS as readonly string[]).includes(input.bank!.trim())) return checkout('bankUnknown');
    if (!blank(input.accountNumber) && !ACCOUNT_SHAPE.test(input.accountNumber!.trim())) return checkout('accountNumber');
    if (!blank(input.ifsc) && !IFSC_SHAPE.test(input.ifsc!.trim().toUpperCase())) return checkout('ifscFormat');
  }
  return null;
}

/** The expiry field as the shopper types: digits only, a slash after 2 digits, 5 characters at most. */
export function formatExpiryInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A card expiry in the MM/YY shape. */
export function isExpiryShape(value: string): boolean {
  return EXPIRY_SHAPE.test(value);
}

/** A card expiring in a month before the current one (MM/YY, 20YY). */
export function isExpiryPast(value: string, now: Date = new Date()): boolean {
  const match = EXPIRY_SHAPE.exec(value);
  if (!match) return false;
  const month = Number(value.slice(0, 2));
  const year = 2000 + Number(value.slice(3, 5));
  const nowYear = now.getFullYear();
  return year < nowYear || (year === nowYear && month < now.getMonth() + 1);
}

/** Keeps only digits, up to max (card number, CVV, account number). */
export function digitsOnly(raw: string, max: number): string {
  return raw.replace(/\D/g, '').slice(0, max);
}
