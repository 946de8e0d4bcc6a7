// Failures the data layer and the checkout report without knowing about HTTP.
// A route (or the one error mapper in http/errors.ts) turns the kind into a
// status code and answers `{ message, code }`; the message is written for the
// person who sees it, the code is for clients to branch on.

/** What went wrong, in the shop's terms; the HTTP status follows from it. */
export type DomainErrorKind =
  /** The request asks for something the rules do not allow (bad input, wrong state). */
  | 'invalid'
  /** The caller may not touch this record. */
  | 'forbidden'
  /** No such record in this shop. */
  | 'not_found'
  /** The data changed or ran out meanwhile (stock, coupon uses, order version). */
  | 'conflict'
  /** The request is well formed but contradicts an earlier one (a reused idempotency key). */
  | 'rejected'
  /** A transient failure worth retrying. */
  | 'unavailable'
  /** The shop's own fault, not the request's (e.g. a written order that cannot be read back). */
  | 'failed';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Stable machine-readable code; without one the mapper uses the status's generic code. */
    readonly code?: string,
    /** Extra fields for the answer body, e.g. the products a stock shortage names. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, code?: string) => new DomainError('invalid', message, code);
export const denied = (message: string, code?: string) => new DomainError('forbidden', message, code);
export const missing = (message: string, code?: string) => new DomainError('not_found', message, code);
export const clash = (message: string, code?: string) => new DomainError('conflict', message, code);
