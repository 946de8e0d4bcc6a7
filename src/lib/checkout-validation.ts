import { MESSAGES } from './messages';
import { BANKS, type PaymentMethod } from '@/contract/orders';
import { addressIssue } from './address-check';

export { addressIssue };

// The checks of placing an order, in the order a shopper meets them, shared by
// the payment popup (alerts) and the server (400 answers), plus the expiry field.

const M = MESSAGES.checkout;

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

export interface CheckoutInput extends PaymentInput {
  address: string | null | undefined;
}

const blank = (v: string | null | undefined) => !v || !v.trim();

/** The first failing check of the payment part (checks 2 to 8), or null. */
export function paymentIssue(input: PaymentInput, now: Date = new Date()): string | null {
  if (!input.method) return M.methodRequired;
  if (input.method === 'UPI' && blank(input.upiId)) return M.upiRequired;
  if (input.method === 'Credit/Debit Card') {
    const card = input.card ?? {};
    if (blank(card.name) || blank(card.number) || blank(card.expiry) || blank(card.cvv)) return M.cardRequired;
    if (!/^\d{16}$/.test(card.number!.trim())) return M.cardNumber;
    if (!EXPIRY_SHAPE.test(card.expiry!.trim())) return M.expiryFormat;
    if (!/^\d{3}$/.test(card.cvv!.trim())) return M.cvv;
    // After the card's own checks (a shopper meets them in that order), but a
    // card past its month cannot pay.
    if (isExpiryPast(card.expiry!.trim(), now)) return M.expiryPast;
  }
  if (input.method === 'Net Banking') {
    if (blank(input.bank)) return M.bankRequired;
    if (!(BANKS as readonly string[]).includes(input.bank!.trim())) return M.bankUnknown;
    if (!blank(input.accountNumber) && !ACCOUNT_SHAPE.test(input.accountNumber!.trim())) return M.accountNumber;
    if (!blank(input.ifsc) && !IFSC_SHAPE.test(input.ifsc!.trim().toUpperCase())) return M.ifscFormat;
  }
  return null;
}

/** The first failing check of all eight (address first), or null. */
export function checkoutIssue(input: CheckoutInput, now: Date = new Date()): string | null {
  return addressIssue(input.address) ?? paymentIssue(input, now);
}

/** The expiry field as the shopper types: digits only, a slash after 2 digits, 5 characters at most. */
export function formatExpiryInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
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

/** The expiry field's check on blur; an empty field says nothing yet. */
export function expiryBlurIssue(value: string, now: Date = new Date()): string | null {
  if (!value) return null;
  if (!EXPIRY_SHAPE.test(value)) return M.expiryFormat;
  if (isExpiryPast(value, now)) return M.expiryPast;
  return null;
}

/** Keeps only digits, up to max (card number, CVV, account number). */
export function digitsOnly(raw: string, max: number): string {
  return raw.replace(/\D/g, '').slice(0, max);
}
