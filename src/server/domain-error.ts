import type { ErrorCode } from '@/contract/error-codes';
import type { WordKey } from '@/contract/word-key';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { renderWords, WORDS } from '@/lib/words';
import './i18n/all-words';

// Failures the services, the data layer and the request checks report. Each
// carries a stable code for clients to branch on and the key of its message in
// the catalogue (with the message's parameters), never words: the answer is
// written in the request's language when it is sent (http/errors.ts). The code
// alone decides the HTTP status, in one table there, so one code always answers
// with one status.

/** Every code the shop's own API answers with. */
export type DomainCode = Extract<
  ErrorCode,
  'BAD_REQUEST' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'UNPROCESSABLE' | 'RATE_LIMITED' | 'UNAVAILABLE' | 'INTERNAL'
> |
  // The request asks for something the rules do not allow.
  'CONTROL_CHARACTERS'
  | 'UNSUPPORTED_IMAGE'
  | 'UNSAFE_SVG'
  | 'IMAGE_TYPE_MISMATCH'
  /** An image field names a file that is not in this shop's media. */
  | 'IMAGE_NOT_IN_SHOP'
  | 'COUPON_INVALID'
  | 'COUPON_NOT_YET_VALID'
  | 'COUPON_EXPIRED'
  | 'COUPON_MIN_ORDER'
  | 'COUPON_LIMIT'
  | 'CART_EMPTY'
  // Limits on what one order or one new account may hold unpaid (checkout/order-limits.ts).
  | 'ORDER_QUANTITY_LIMIT'
  | 'COD_LIMIT'
  | 'OPEN_ORDERS_LIMIT'
  | 'OPEN_VALUE_LIMIT'
  | 'ORDER_NOT_PENDING'
  | 'ORDER_PENDING'
  | 'ORDER_CANCELLED'
  | 'NOT_DELIVERED'
  | 'ALL_RETURNED'
  | 'RETURN_EXPIRED'
  | 'ALREADY_RETURNED'
  /** More units asked back than the line still has with the shopper; returned goods received twice. */
  | 'RETURN_QUANTITY'
  | 'NOTHING_TO_RECEIVE'
  | 'ALREADY_REFUNDED'
  | 'NOT_REFUNDABLE'
  | 'NOTHING_TO_REFUND'
  /** A refund of an order that received no money, or of more than it still holds (the ledger, docs/money.md). */
  | 'NOTHING_RECEIVED'
  | 'REFUND_ABOVE_RECEIVED'
  /** A cart line asked for more than the stock left (answered as OUT_OF_STOCK; see http/errors.ts). */
  | 'QUANTITY_ABOVE_STOCK'
  /** A product's GST rate is not one of the rates in force (the gst_rates table). */
  | 'GST_RATE_NOT_IN_FORCE'
  /** A credit note was asked for an order with no refund against its tax invoice. */
  | 'NO_CREDIT_NOTE'
  /** Not a 6-digit pincode. */
  | 'PINCODE_INVALID'
  /** The address's parts contradict each other (a pincode or state sent beside it, a pincode outside its state). */
  | 'ADDRESS_MISMATCH'
  // Checkout by pincode: none given where the shop delivers by pincode, outside its areas, cash on delivery not offered there.
  | 'PINCODE_REQUIRED'
  | 'NOT_DELIVERABLE'
  | 'COD_NOT_OFFERED'
  // Prescriptions: a file that is not a JPEG, PNG, WebP or PDF; approval before the prescription is accepted; a review step out of turn.
  | 'PRESCRIPTION_FILE'
  | 'PRESCRIPTION_PENDING'
  | 'PRESCRIPTION_STATE'
  /** Proof of delivery: Delivered without the shopper's code, with a wrong one, or after too many wrong ones. */
  | 'DELIVERY_CODE_REQUIRED'
  | 'DELIVERY_CODE_WRONG'
  | 'DELIVERY_CODE_LOCKED'
  // The caller may not do this.
  | 'EMAIL_OWNER_ONLY'
  // The data changed or ran out meanwhile.
  | 'OUT_OF_STOCK'
  | 'CART_CHANGED'
  | 'ORDER_CHANGED'
  | 'ORDER_DISPATCHED'
  /** Deleting an order with money in its ledger, or a UPI or gateway payment on its way: it stays on record (cancel it instead). */
  | 'ORDER_PAID'
  | 'BAD_TRANSITION'
  | 'DUPLICATE_COUPON'
  /** A payment move from a state that does not allow it (payment/payment-states.ts). */
  | 'PAYMENT_NOT_PENDING'
  /** Approval of a UPI or gateway order whose payment has not been received yet. */
  | 'PAYMENT_PENDING'
  /** A bank reference (UTR) already verified another order of the shop. */
  | 'UTR_USED'
  /** The shop has no gateway keys: cards and net banking are not offered. */
  | 'GATEWAY_NOT_SET_UP'
  /** A gateway's answer or webhook whose signature does not check out. */
  | 'SIGNATURE_INVALID'
  // Well formed, but contradicts an earlier request.
  | 'IDEMPOTENCY_KEY_REUSED';

export class DomainError extends Error {
  /** The message's key and parameters (WORDS in lib/words.ts, or a contract's zod message). */
  readonly words: WordKey;
  readonly details?: Record<string, unknown>;
  /** For RATE_LIMITED: when the caller may try again. */
  readonly retryAfterSeconds?: number;
  constructor(
    readonly code: DomainCode,
    words: WordKey,
    /** Extra fields for the answer body (e.g. the products a stock shortage names), and a retry delay. */
    extra: { details?: Record<string, unknown>; retryAfterSeconds?: number } = {},
  ) {
    // The English words, for logs; the answer renders the key in its own language.
    super(renderWords(words, DEFAULT_LANGUAGE));
    this.words = words as WordKey;
    this.name = 'DomainError';
    this.details = extra.details;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

// The generic refusals, named after their codes.
export const badRequest = (words: WordKey) => new DomainError('BAD_REQUEST', words);
export const unauthorized = (words: WordKey = WORDS.apiAnswers.auth.loginFirst) => new DomainError('UNAUTHENTICATED', words);
export const forbidden = (words: WordKey = WORDS.apiAnswers.auth.notAllowed) => new DomainError('FORBIDDEN', words);
export const notFound = (words: WordKey = WORDS.apiAnswers.notFound.anything) => new DomainError('NOT_FOUND', words);
export const conflict = (words: WordKey) => new DomainError('CONFLICT', words);
