import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from '../domain-error';
import type { OrderRef } from '../data/orders';
import { readWholeNumber } from '@/lib/pagination';
import { queryRefusalWords } from '../query-refusals';
import { assertPlainText } from './input-limits';
import { WORDS } from '@/lib/words';
import type { WordKey } from '@/contract/word-key';

// An issue no schema worded would carry zod's English ("Too small: expected
// number to be >0"). Parsing with these marks such an issue instead, so
// firstIssue can say it in the request's language, naming the field.
const MISSING = '\u0000missing';
const UNWORDED = '\u0000unworded';
const markUnworded = { error: (issue: { input?: unknown }) => (issue.input === undefined ? MISSING : UNWORDED) };

/** `schema` read from `value`; a refusal is a 400 with the first issue in words. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value, markUnworded);
  if (!parsed.success) throw badRequest(firstIssue(parsed.error));
  return parsed.data;
}

/** An issue zod raised with no words of the contract's: what it found wrong, about the field it names. */
function unwordedIssue(issue: z.core.$ZodIssue, field: string): WordKey {
  const R = WORDS.apiAnswers.request;
  const origin = 'origin' in issue ? issue.origin : undefined;
  const countable = origin === 'number' || origin === 'bigint';
  switch (issue.code) {
    case 'invalid_type':
      return R.fieldType(field, issue.expected);
    case 'too_small':
      if (countable) return issue.inclusive === false ? R.moreThan(field, Number(issue.minimum)) : R.atLeast(field, Number(issue.minimum));
      if (origin === 'string') return R.textAtLeast(field, Number(issue.minimum));
      return R.listAtLeast(field, Number(issue.minimum));
    case 'too_big':
      if (countable) return issue.inclusive === false ? R.lessThan(field, Number(issue.maximum)) : R.atMost(field, Number(issue.maximum));
      if (origin === 'string') return WORDS.general.tooLong(field, Number(issue.maximum));
      return R.listAtMost(field, Number(issue.maximum));
    case 'invalid_value':
      return R.oneOf(field, issue.values.map(String).join(', '));
    default:
      return R.fieldInvalid(field);
  }
}

/** The first zod issue as one readable sentence: the contract's key, or what zod found, naming the field. */
function firstIssue(error: z.ZodError): WordKey {
  const issue = error.issues[0];
  if (!issue) return WORDS.apiAnswers.request.invalidInput;
  const field = issue.path.map(String).join('.');
  if (issue.message === MISSING) return field ? WORDS.apiAnswers.request.fieldRequired(field) : WORDS.apiAnswers.request.jsonObject;
  if (issue.message === UNWORDED) return field || issue.code !== 'invalid_type' ? unwordedIssue(issue, field || WORDS.apiAnswers.request.thisField) : WORDS.apiAnswers.request.jsonObject;
  // The contract's messages are keys (contract/word-key.ts).
  return issue.message as WordKey;
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
