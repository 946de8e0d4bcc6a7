import { MESSAGES } from './messages';

// The delivery address's check on its own, so the cart page checks the field
// without downloading the payment checks and the order contract they need
// (checkout-validation.ts, loaded with the payment popup).

/** Delivery addresses are at most this long; longer text gets a message, never a cut. */
const ADDRESS_MAX = 500;

/** The delivery address check: at least 2 characters after trimming, at most ADDRESS_MAX. */
export function addressIssue(address: string | null | undefined): string | null {
  const text = (address ?? '').trim();
  if (text.length < 2) return MESSAGES.checkout.addressRequired;
  if (text.length > ADDRESS_MAX) return MESSAGES.general.tooLong(MESSAGES.shop.deliveryAddress, ADDRESS_MAX);
  return null;
}
