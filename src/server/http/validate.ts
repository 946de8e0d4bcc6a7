import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from '../domain-error';
import type { OrderRef } from '../data/orders';
import { readWholeNumber } from '@/lib/pagination';
import { queryRefusalWords } from '../query-refusals';
import { assertPlainText } from './input-limits';
import { readInput } from '../input-issues';
import { WORDS } from '@/lib/words';
import type { WordKey } from '@/contract/word-key';
import { mobileSearchText } from '@/contract/account.input';

/** `schema` read from `value`; a refusal is a 400 with the first thing wrong, in words. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const read = readInput(schema, value);
  if (!read.ok) throw badRequest(read.words);
  return read.data;
}

/**
 * Parses a JSON body against a schema; any failure is a 400 with a message.
 * The size was capped before the body was read (limitBody); every string in
 * it is checked for control characters before the schema sees it.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.length ? JSON.parse(text) : {};
  } catch {
    throw badRequest(WORDS.apiAnswers.request.malformedJson);
  }
  assertPlainText(body);
  return parseInput(schema, body);
}

const MAX_ID = 2 ** 31 - 1;

/** A path id: a positive whole number, else 400. */
export function idParam(c: Context, name = 'id'): number {
  return idParamValue(name, c.req.param(name) ?? '');
}

/** A positive whole number given as text (a path or query value), else 400. */
export function idParamValue(name: string, raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw badRequest(WORDS.apiAnswers.request.invalidWholeNumber(name));
  const id = Number(raw);
  if (id < 1 || id > MAX_ID) throw badRequest(WORDS.apiAnswers.request.invalidWholeNumber(name));
  return id;
}

/** An optional whole-number query parameter (page, limit, offset...) with bounds; else 400. */
export function intQuery(c: Context, name: string, fallback: number, min: number, max: number): number {
  const read = readWholeNumber(name, c.req.query(name), { fallback, min, max });
  if (!read.ok) throw badRequest(queryRefusalWords(read.refusal));
  return read.value;
}

/** An order named in a path: its numeric id, or its order_id text (e.g. ORD-5-1700000000000); else 400. */
export function orderRefParam(c: Context, name: string): OrderRef {
  return orderRefOf(c.req.param(name) ?? '');
}

/** An order named by text (a path or query value): its numeric id or its order_id; else 400. */
export function orderRefOf(raw: string): OrderRef {
  if (/^\d{1,10}$/.test(raw)) {
    const pk = Number(raw);
    if (pk >= 1 && pk <= MAX_ID) return { pk };
  } else if (/^[A-Za-z][A-Za-z0-9_-]{0,79}$/.test(raw)) {
    return { orderId: raw };
  }
  throw badRequest(WORDS.apiAnswers.request.invalidOrderId);
}

/** The console's lists refuse longer search text rather than cut it. */
const CONSOLE_SEARCH_MAX = 100;

/**
 * A console list's search text (`q`): trimmed, none when empty, a mobile as
 * stored however it was pasted (mobileSearchText). Longer text is a 400 in
 * `tooLong`'s words, before anything is read.
 */
export function consoleSearchQuery(c: Context, tooLong: (max: number) => WordKey): string | undefined {
  const text = c.req.query('q')?.trim() || undefined;
  if (text === undefined) return undefined;
  if (text.length > CONSOLE_SEARCH_MAX) throw badRequest(tooLong(CONSOLE_SEARCH_MAX));
  return mobileSearchText(text);
}
