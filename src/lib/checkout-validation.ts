import { MESSAGES } from './messages';
import { addressIssue } from './address-check';
import { isExpiryPast, isExpiryShape, paymentCheck, type PaymentInput } from './payment-checks';
import { renderWords } from './words';

export { addressIssue };

// The checks of placing an order, in the order a shopper meets them, in the
// page's words: the payment popup's alerts and the expiry field. The payment
// part's checks themselves are payment-checks.ts, which the API's contract
// runs too.

const M = MESSAGES.checkout;

export interface CheckoutInput extends PaymentInput {
  address: string | null | undefined;
}

/** The first failing check of the payment part (checks 2 to 8), or null. */
export function paymentIssue(input: PaymentInput, now: Date = new Date()): string | null {
  const key = paymentCheck(input, now);
  return key && renderWords(key);
}

/** The first failing check of all eight (address first), or null. */
export function checkoutIssue(input: CheckoutInput, now: Date = new Date()): string | null {
  return addressIssue(input.address) ?? paymentIssue(input, now);
}

/** The expiry field's check on blur; an empty field says nothing yet. */
export function expiryBlurIssue(value: string, now: Date = new Date()): string | null {
  if (!value) return null;
  if (!isExpiryShape(value)) return M.expiryFormat;
  if (isExpiryPast(value, now)) return M.expiryPast;
  return null;
}
