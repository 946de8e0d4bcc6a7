import type { z } from 'zod';
import { renderWords } from '../words';

// A form field checked by the API's own schema, so both sides agree: the
// schema's message is a catalogue key, shown in the page's language.

/** The first message a schema gives for a value, or undefined when valid. */
export function fieldError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  const message = result.success ? undefined : result.error.issues[0]?.message;
  return message === undefined ? undefined : renderWords(message);
}
