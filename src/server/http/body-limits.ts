import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DomainError } from '../domain-error';
import { MAX_JSON_BYTES, MAX_MULTIPART_BYTES } from './input-limits';
import type { AppEnv } from '../types';
import { WORDS } from '@/lib/words';

// What kind of body a request may bring, decided before a byte of it is read.
// The API speaks JSON: any body that is not labelled application/json is
// refused (415), so a body labelled multipart (to earn the larger allowance)
// or text/plain (which any web page can send without a preflight) never
// reaches a JSON parser. Only the upload routes take multipart, with the
// multipart allowance. Sizes are then capped from Content-Length, or as a
// streamed body's running count passes the limit.

/** Routes that accept image files (multipart/form-data); `json`: the fields may come as JSON instead. */
const UPLOAD_ROUTES: Array<{ method: string; path: RegExp; json?: true }> = [
  // Category create and update (src/server/routes/catalogue-admin.ts).
  { method: 'POST', path: /^\/api\/ecomProdcat\/ecomcategory\/?$/, json: true },
  { method: 'PUT', path: /^\/api\/ecomProdcat\/ecomcategory\/[^/]+\/?$/, json: true },
  // The console's product photo (src/server/routes/console-products.ts).
  { method: 'POST', path: /^\/api\/admin\/product-photos\/?$/ },
  // The console's products CSV import (src/server/routes/stock.ts).
  { method: 'POST', path: /^\/api\/admin\/products\/csv\/?$/ },
  { method: 'POST', path: /^\/api\/admin\/sliders\/?$/ },
  { method: 'PUT', path: /^\/api\/admin\/banner-images\/[a-z_]+\/?$/ },
  // A shopper's prescription photo or PDF (src/server/routes/prescriptions.ts).
  { method: 'POST', path: /^\/api\/prescriptions\/[^/]+\/?$/ },
  // The same, uploaded in the cart before the order exists (src/server/routes/cart-prescription.ts).
  { method: 'POST', path: /^\/api\/cart-prescription\/?$/ },
];


const tooLarge = (limit: number) =>
  new DomainError('PAYLOAD_TOO_LARGE', WORDS.apiAnswers.request.bodyTooLarge(Math.round(limit / 1024)));

const jsonLimit = bodyLimit({
  maxSize: MAX_JSON_BYTES,
  onError: () => {
    throw tooLarge(MAX_JSON_BYTES);
  },
});
const multipartLimit = bodyLimit({
  maxSize: MAX_MULTIPART_BYTES,
  onError: () => {
    throw tooLarge(MAX_MULTIPART_BYTES);
  },
});

/** The media type alone, without parameters (charset, boundary), lower case. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

function hasBody(request: Request): boolean {
  if (request.body === null) return false;
  return request.headers.get('content-length') !== '0';
}

export const limitBody: MiddlewareHandler<AppEnv> = (c, next) => {
  if (!hasBody(c.req.raw)) return next();
  const type = mediaType(c.req.header('content-type'));
  if (type === 'application/json') return jsonLimit(c, next);
  const upload = UPLOAD_ROUTES.find((r) => r.method === c.req.method && r.path.test(c.req.path));
  if (type === 'multipart/form-data' && upload) return multipartLimit(c, next);
  throw new DomainError('UNSUPPORTED_MEDIA_TYPE', !upload ? WORDS.apiAnswers.request.jsonOnly : upload.json ? WORDS.apiAnswers.request.uploadOrJson : WORDS.apiAnswers.request.uploadOnly);
};
