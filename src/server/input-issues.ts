import type { z } from 'zod';
import type { WordKey } from '@/contract/word-key';
import { WORDS } from '@/lib/words';

// An input read against a contract schema, and why it was refused in words.
// An issue no schema worded would carry zod's English ("Too small: expected
// number to be >0"). Reading with these marks such an issue instead, so it
// can be said in the reader's language, naming the field.

const MISSING = '\u0000missing';
const UNWORDED = '\u0000unworded';
const markUnworded = { error: (issue: { input?: unknown }) => (issue.input === undefined ? MISSING : UNWORDED) };

export type InputRead<T> = { ok: true; data: T } | { ok: false; words: WordKey };

/** `value` read against `schema`, or the first thing wrong with it as catalogue words. */
export function readInput<S extends z.ZodType>(schema: S, value: unknown): InputRead<z.infer<S>> {
  const parsed = schema.safeParse(value, markUnworded);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, words: firstIssue(parsed.error) };
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
  if (issue.message === UNWORDED) {
    // The body itself of the wrong type: not an object of fields.
    if (!field && issue.code === 'invalid_type') return WORDS.apiAnswers.request.jsonObject;
    return unwordedIssue(issue, field || WORDS.apiAnswers.request.thisField);
  }
  // The contract's messages are keys (contract/word-key.ts).
  return issue.message as WordKey;
}
