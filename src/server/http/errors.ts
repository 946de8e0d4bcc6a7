import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { codeForStatus, type ErrorCode } from '@/contract/error-codes';
import { DomainError, type DomainCode } from '../domain-error';
import { WORDS, renderWords } from '@/lib/words';
import '../i18n/all-words';

/** The one status each code answers with. */
const STATUS_OF_CODE: Record<DomainCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  CONTROL_CHARACTERS: 400,
  UNSUPPORTED_IMAGE: 400,
  UNSAFE_SVG: 400,
  IMAGE_TYPE_MISMATCH: 400,
  IMAGE_NOT_IN_SHOP: 400,
  COUPON_INVALID: 400,
  COUPON_NOT_YET_VALID: 400,
  COUPON_EXPIRED: 400,
  COUPON_MIN_ORDER: 400,
  COUPON_LIMIT: 400,
  CART_EMPTY: 400,
  ORDER_QUANTITY_LIMIT: 400,
  COD_LIMIT: 400,
  OPEN_ORDERS_LIMIT: 400,
  OPEN_VALUE_LIMIT: 400,
  ORDER_NOT_PENDING: 400,
  ORDER_PENDING: 400,
  ORDER_CANCELLED: 400,
  NOT_DELIVERED: 400,
  DELIVERY_CODE_REQUIRED: 400,
  DELIVERY_CODE_WRONG: 400,
  // Waiting does not help: only an admin's override delivers the order now.
  DELIVERY_CODE_LOCKED: 409,
  ALL_RETURNED: 400,
  RETURN_EXPIRED: 400,
  ALREADY_RETURNED: 400,
  RETURN_QUANTITY: 400,
  NOTHING_TO_RECEIVE: 409,
  ALREADY_REFUNDED: 400,
  NOT_REFUNDABLE: 400,
  NOTHING_TO_REFUND: 400,
  QUANTITY_ABOVE_STOCK: 400,
  GST_RATE_NOT_IN_FORCE: 400,
  NO_CREDIT_NOTE: 404,
  PINCODE_INVALID: 400,
  ADDRESS_MISMATCH: 400,
  PINCODE_REQUIRED: 400,
  COD_NOT_OFFERED: 400,
  PRESCRIPTION_FILE: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  EMAIL_OWNER_ONLY: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  CART_CHANGED: 409,
  ORDER_CHANGED: 409,
  ORDER_DISPATCHED: 409,
  ORDER_PAID: 409,
  BAD_TRANSITION: 409,
  DUPLICATE_COUPON: 409,
  PAYMENT_NOT_PENDING: 409,
  PAYMENT_PENDING: 409,
  UTR_USED: 409,
  NOTHING_RECEIVED: 409,
  REFUND_ABOVE_RECEIVED: 409,
  GATEWAY_NOT_SET_UP: 400,
  SIGNATURE_INVALID: 400,
  PRESCRIPTION_PENDING: 409,
  PRESCRIPTION_STATE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  NOT_DELIVERABLE: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/**
 * The code a client reads. The contract's clients know a cart line above the
 * stock by OUT_OF_STOCK with a 400, and a placing the stock cannot cover by
 * OUT_OF_STOCK with a 409: the one code sent with two statuses.
 */
const ANSWERED_AS: Partial<Record<DomainCode, ErrorCode>> = { QUANTITY_ABOVE_STOCK: 'OUT_OF_STOCK' };

/** The answer a domain failure gets: its status, and `{ message, code }` (the message's key in the request's language) plus any details. */
export function domainAnswer(err: DomainError): { status: ContentfulStatusCode; body: { message: string; code: ErrorCode } & Record<string, unknown> } {
  return { status: STATUS_OF_CODE[err.code], body: { message: renderWords(err.words), code: ANSWERED_AS[err.code] ?? err.code, ...err.details } };
}

/** The one place every error answer is shaped: `{ message, code }`, no stack trace. */
export function errorResponse(err: unknown, c: Context): Response {
  if (err instanceof DomainError) {
    const { status, body } = domainAnswer(err);
    const headers = err.retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(err.retryAfterSeconds) };
    return c.json(body, status, headers);
  }
  if (err instanceof HTTPException) {
    const code = codeForStatus(err.status) ?? (err.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
    return c.json({ message: renderWords(err.message || WORDS.apiAnswers.request.badRequest), code }, err.status as ContentfulStatusCode);
  }
  if (err instanceof SyntaxError) return c.json({ message: renderWords(WORDS.apiAnswers.request.malformedJson), code: 'BAD_REQUEST' }, 400);
  console.error('Unhandled API error', err instanceof Error ? err.message : String(err));
  return c.json({ message: renderWords(WORDS.apiAnswers.request.internal), code: 'INTERNAL' }, 500);
}
