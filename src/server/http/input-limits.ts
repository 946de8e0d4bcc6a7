import type { MiddlewareHandler } from 'hono';
import { DomainError, badRequest } from '../domain-error';
import { hasControlInPath } from './api-path';
import { MAX_UPLOAD_BYTES } from '../media/upload-size';
import type { AppEnv } from '../types';
import { WORDS } from '@/lib/words';

// Limits every request meets before a route sees it: body sizes (enforced by
// body-limits.ts); control characters in the path and the query string are
// refused. Text inside JSON bodies is
// checked where bodies are parsed (readJson).

/** JSON (and any other non-upload) bodies. */
export const MAX_JSON_BYTES = 64 * 1024;
/** A multipart body: at most two image fields plus the form's text and framing. */
export const MAX_MULTIPART_BYTES = 2 * MAX_UPLOAD_BYTES + 64 * 1024;

/**
 * NUL, C1 and the C0 controls other than tab, line feed and carriage return
 * (those three only in multi-line fields): never typed by a person, and a way
 * to smuggle text past checks downstream.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A query parameter is one line: no control character at all. */
// eslint-disable-next-line no-control-regex
const CONTROL_IN_QUERY = /[\u0000-\u001F\u007F-\u009F]/;
/** Half of a UTF-16 surrogate pair on its own is not text either. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;


/** Fields typed into a multi-line box: the only ones that may hold tabs and line breaks. */
const MULTILINE_FIELDS = new Set([
  'address', 'delivery_address', 'full_address', 'description', 'drug_content', 'direction_to_use', 'do_donts',
  'features_benefits', 'faqs', 'review', 'reason', 'content', 'admin_notes', 'webDescription', 'web_description',
]);
const LINE_BREAK = /[\t\n\r]/;

/**
 * Throws a 400 when any string (or key) in a parsed JSON value holds a control
 * character, or a number overflowed to Infinity (JSON.parse reads 1e999 so).
 */
export function assertPlainText(value: unknown, depth = 0, key = ''): void {
  if (depth > 32) throw badRequest(WORDS.apiAnswers.request.nestedTooDeeply);
  if (typeof value === 'number' && !Number.isFinite(value)) throw badRequest(WORDS.apiAnswers.request.numbersFinite);
  if (typeof value === 'string') {
    if (CONTROL_IN_TEXT.test(value) || LONE_SURROGATE.test(value)) throw new DomainError('CONTROL_CHARACTERS', WORDS.apiAnswers.request.controlCharacters);
    // Names, e-mails and codes are one line: a line break there only serves to forge text downstream.
    if (!MULTILINE_FIELDS.has(key) && LINE_BREAK.test(value)) {
      throw new DomainError('CONTROL_CHARACTERS', WORDS.apiAnswers.request.oneLine(key || WORDS.apiAnswers.request.thisField));
    }
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) assertPlainText(item, depth + 1, key);
    return;
  }
  if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      assertPlainText(name, depth + 1);
      assertPlainText(item, depth + 1, name);
    }
  }
}

/** One query component as the routes will read it (undecodable text stays as sent, as the router keeps it). */
function decodeComponent(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

export const checkQuery: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url;
  if (hasControlInPath(new URL(url).pathname)) throw new DomainError('CONTROL_CHARACTERS', WORDS.apiAnswers.request.pathControl);
  const at = url.indexOf('?');
  if (at >= 0) {
    const search = url.slice(at + 1).split('#')[0] ?? '';
    if (search.length > 2048) throw badRequest(WORDS.apiAnswers.request.queryTooLong);
    for (const part of search.split('&')) {
      const text = decodeComponent(part);
      if (CONTROL_IN_QUERY.test(text) || LONE_SURROGATE.test(text)) {
        throw new DomainError('CONTROL_CHARACTERS', WORDS.apiAnswers.request.queryControl);
      }
    }
  }
  await next();
};
