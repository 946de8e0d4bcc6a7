import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An expected failure with a message a person can act on. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Please login first!') => new ApiError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') => new ApiError(403, message);
export const notFound = (message = 'Not found.') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/** The one place every error answer is shaped: `{ message }`, no stack trace. */
export function errorResponse(err: unknown, c: Context): Response {
  if (err instanceof ApiError) return c.json({ message: err.message }, err.status, err.headers);
  if (err instanceof HTTPException) {
    return c.json({ message: err.message || 'Bad request.' }, err.status as ContentfulStatusCode);
  }
  if (err instanceof SyntaxError) return c.json({ message: 'Malformed JSON body.' }, 400);
  console.error('Unhandled API error', err instanceof Error ? err.message : String(err));
  return c.json({ message: 'Something went wrong. Please try again later.' }, 500);
}
