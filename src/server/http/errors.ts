import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { codeForStatus, type ErrorCode } from '@/contract/error-codes';
import { DomainError, type DomainErrorKind } from '../data/domain-error';

/** The code for a status when the thrower named none. */
export function defaultCode(status: number): ErrorCode {
  return codeForStatus(status) ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

/** An expected failure with a message a person can act on. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(message);
    this.code = code ?? defaultCode(status);
  }
}

export const badRequest = (message: string, code?: ErrorCode) => new ApiError(400, message, undefined, code);
export const unauthorized = (message = 'Please login first!') => new ApiError(401, message);
export const forbidden = (message = 'You are not allowed to do that.', code?: ErrorCode) => new ApiError(403, message, undefined, code);
export const notFound = (message = 'Not found.') => new ApiError(404, message);
export const conflict = (message: string, code?: ErrorCode) => new ApiError(409, message, undefined, code);

/** The status each kind of domain failure answers with. */
const STATUS_OF_KIND: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rejected: 422,
  unavailable: 503,
  failed: 500,
};

/** The answer a domain failure gets: its status, and `{ message, code }` plus any details. */
export function domainAnswer(err: DomainError): { status: ContentfulStatusCode; body: { message: string; code: ErrorCode } & Record<string, unknown> } {
  const status = STATUS_OF_KIND[err.kind];
  return { status, body: { message: err.message, code: err.code ?? defaultCode(status), ...err.details } };
}

/** The one place every error answer is shaped: `{ message, code }`, no stack trace. */
export function errorResponse(err: unknown, c: Context): Response {
  if (err instanceof ApiError) return c.json({ message: err.message, code: err.code }, err.status, err.headers);
  if (err instanceof DomainError) {
    const { status, body } = domainAnswer(err);
    return c.json(body, status);
  }
  if (err instanceof HTTPException) {
    return c.json({ message: err.message || 'Bad request.', code: defaultCode(err.status) }, err.status as ContentfulStatusCode);
  }
  if (err instanceof SyntaxError) return c.json({ message: 'Malformed JSON body.', code: 'BAD_REQUEST' }, 400);
  console.error('Unhandled API error', err instanceof Error ? err.message : String(err));
  return c.json({ message: 'Something went wrong. Please try again later.', code: 'INTERNAL' }, 500);
}
