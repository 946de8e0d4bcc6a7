import { z } from 'zod';
import { wordKey } from './word-key';
import { normaliseSearchText } from '@/lib/search-match';
import { normaliseMobile } from './account.input';
import '@/lib/zod-config';

// What the search routes accept: a shopper's "Ask the shop for it" request
// (POST /api/search/requests) and a shop's synonyms as the console saves them
// (PUT /api/admin/search-synonyms), whole.

const REQUEST_LIMITS = { what: 200, name: 80 } as const;
const SYNONYM_LIMITS = { groups: 200, terms: 12, term: 40 } as const;

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || undefined);

export const productRequestPayload = z.object(
  {
    what: z.string({ error: wordKey('searchPage.request.whatRequired') }).trim().min(1, wordKey('searchPage.request.whatRequired')).max(REQUEST_LIMITS.what, wordKey('searchPage.request.whatTooLong', REQUEST_LIMITS.what)),
    name: optionalText(REQUEST_LIMITS.name, wordKey('searchPage.request.nameTooLong', REQUEST_LIMITS.name)),
    phone: z
      .string({ error: wordKey('searchPage.request.phoneInvalid') })
      .trim()
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined;
        const mobile = normaliseMobile(v);
        if (!mobile) {
          ctx.addIssue({ code: 'custom', message: wordKey('searchPage.request.phoneInvalid') });
          return z.NEVER;
        }
        return mobile;
      }),
  },
  { error: wordKey('apiAnswers.request.jsonObject') },
);

export type ProductRequestInput = z.infer<typeof productRequestPayload>;

/** Each group's words as matched (lower-cased, spaces collapsed), duplicates within a group dropped. */
export const synonymsPayload = z
  .object(
    {
      groups: z
        .array(z.array(z.string({ error: wordKey('searchPage.synonyms.invalid') }), { error: wordKey('searchPage.synonyms.invalid') }), { error: wordKey('searchPage.synonyms.invalid') })
        .max(SYNONYM_LIMITS.groups, wordKey('searchPage.synonyms.tooManyGroups', SYNONYM_LIMITS.groups)),
    },
    { error: wordKey('searchPage.synonyms.invalid') },
  )
  .transform(({ groups }, ctx) => {
    const seen = new Set<string>();
    const out: string[][] = [];
    for (const [i, raw] of groups.entries()) {
      const terms = [...new Set(raw.map(normaliseSearchText))];
      if (terms.some((t) => t.length < 1 || t.length > SYNONYM_LIMITS.term)) {
        ctx.addIssue({ code: 'custom', message: wordKey('searchPage.synonyms.termLength', i + 1, SYNONYM_LIMITS.term) });
        return z.NEVER;
      }
      if (terms.length < 2 || terms.length > SYNONYM_LIMITS.terms) {
        ctx.addIssue({ code: 'custom', message: wordKey('searchPage.synonyms.groupSize', i + 1, SYNONYM_LIMITS.terms) });
        return z.NEVER;
      }
      const twice = terms.find((t) => seen.has(t));
      if (twice) {
        ctx.addIssue({ code: 'custom', message: wordKey('searchPage.synonyms.inTwoGroups', twice) });
        return z.NEVER;
      }
      terms.forEach((t) => seen.add(t));
      out.push(terms);
    }
    return { groups: out };
  });
