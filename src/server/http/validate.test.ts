import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wordKey } from '@/contract/word-key';
import '@/lib/api-answer-messages';
import { registerCatalogue, setLanguageSource } from '@/lib/i18n/catalogue';
import { HI_IN } from '@/lib/i18n/hi-IN';
import { HI_API_ANSWERS } from '@/lib/i18n/hi-IN/api-answers';
import { EN_MESSAGES } from '@/lib/messages';
import { renderWords } from '@/lib/words';
import { DomainError } from '../domain-error';
import { readInput } from '../input-issues';
import { parseInput } from './validate';

// A refused input is answered in words: the contract's own where a schema
// has them, else what zod found, naming the field, in the request's language
// (never zod's English, such as "Too small: expected number to be >0").

let language = 'en-IN';
setLanguageSource(() => language);
registerCatalogue('hi-IN', { ...HI_IN, apiAnswers: HI_API_ANSWERS });
afterEach(() => {
  language = 'en-IN';
});

const schema = z.object({
  n: z.number().positive(),
  upTo: z.number().lt(10).optional(),
  s: z.string().min(3).optional(),
  list: z.array(z.number()).max(2).optional(),
  kind: z.enum(['flat', 'percent']).optional(),
  mail: z.email().optional(),
  worded: z.number().min(1, wordKey('cart.empty')).optional(),
});

/** What the API would answer for `value`, in the current language. */
function refusal(value: unknown): string {
  try {
    parseInput(schema, value);
  } catch (err) {
    if (err instanceof DomainError) return renderWords(err.words);
    throw err;
  }
  throw new Error('accepted');
}

describe('a refused input, in words', () => {
  it('names the field and what is wrong where the schema has no words of its own', () => {
    expect(refusal({})).toBe('n is required.');
    expect(refusal({ n: 'x' })).toBe('n must be a number.');
    expect(refusal({ n: 0 })).toBe('n must be more than 0.');
    expect(refusal({ n: 1, upTo: 10 })).toBe('upTo must be less than 10.');
    expect(refusal({ n: 1, s: 'ab' })).toBe('s must be at least 3 characters.');
    expect(refusal({ n: 1, list: [1, 2, 3] })).toBe('list must have at most 2 items.');
    expect(refusal({ n: 1, kind: 'half' })).toBe('kind must be one of flat, percent.');
    expect(refusal({ n: 1, mail: 'not-mail' })).toBe('mail is not valid.');
    expect(refusal(null)).toBe('Send the fields as a JSON object.');
  });

  it('calls a value with no field name (a CSV cell) this field', () => {
    const read = readInput(z.number().min(0), -1);
    expect(read.ok ? 'accepted' : renderWords(read.words)).toBe('This field must be at least 0.');
  });

  it('keeps the schema’s own words', () => {
    expect(refusal({ n: 1, worded: 0 })).toBe(EN_MESSAGES.cart.empty);
  });

  it('says the same in Hindi for a Hindi request', () => {
    language = 'hi-IN';
    expect(refusal({ n: 0 })).toBe(HI_API_ANSWERS.request.moreThan('n', 0));
    expect(refusal({ n: 1, mail: 'not-mail' })).toBe(HI_API_ANSWERS.request.fieldInvalid('mail'));
    expect(refusal({})).toBe(HI_API_ANSWERS.request.fieldRequired('n'));
    expect(refusal({ n: 1, worded: 0 })).toBe(HI_IN.cart.empty);
  });
});
