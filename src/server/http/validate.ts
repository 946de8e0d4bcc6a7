import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors';
import { assertPlainText } from './input-limits';

/** The first zod issue as one readable sentence. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input.';
  return issue.message;
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
    throw badRequest('Malformed JSON body.');
  }
  assertPlainText(body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(firstIssue(parsed.error));
  return parsed.data;
}

const MAX_ID = 2 ** 31 - 1;

/** A path id: a positive whole number, else 400. */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,10}$/.test(raw)) throw badRequest(`Invalid ${name}: expected a positive whole number.`);
  const id = Number(raw);
  if (id < 1 || id > MAX_ID) throw badRequest(`Invalid ${name}: expected a positive whole number.`);
  return id;
}

/** An optional positive integer query parameter with bounds. */
export function intQuery(c: Context, name: string, fallback: number, min: number, max: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(raw)) throw badRequest(`Invalid ${name}: expected a whole number.`);
  const value = Number(raw);
  if (value < min || value > max) throw badRequest(`Invalid ${name}: expected ${min} to ${max}.`);
  return value;
}
