import { z } from 'zod';
import { SEARCH_PAGE_MESSAGES } from '@/lib/search-page-messages';
import { normaliseSearchText } from '@/lib/search-match';
import { normaliseMobile } from './account.input';
import '@/lib/zod-config';

// What the search routes accept: a shopper's "Ask the shop for it" request
// (POST /api/search/requests) and a shop's synonyms as the console saves them
// (PUT /api/admin/search-synonyms), whole.

const R = SEARCH_PAGE_MESSAGES.request;
const S = SEARCH_PAGE_MESSAGES.synonyms;

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
    what: z.string({ error: R.whatRequired }).trim().min(1, R.whatRequired).max(REQUEST_LIMITS.what, R.whatTooLong(REQUEST_LIMITS.what)),
    name: optionalText(REQUEST_LIMITS.name, R.nameTooLong(REQUEST_LIMITS.name)),
    phone: z
      .string({ error: R.phoneInvalid })
      .trim()
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined;
        const mobile = normaliseMobile(v);
        if (!mobile) {
          ctx.addIssue({ code: 'custom', message: R.phoneInvalid });
          return z.NEVER;
        }
        return mobile;
      }),
  },
  { error: 'Send the fields as a JSON object.' },
);

export type ProductRequestInput = z.infer<typeof productRequestPayload>;

/** Each group's words as matched (lower-cased, spaces collapsed), duplicates within a group dropped. */
export const synonymsPayload = z
  .object(
    {
      groups: z
        .array(z.array(z.string({ error: S.invalid }), { error: S.invalid }), { error: S.invalid })
        .max(SYNONYM_LIMITS.groups, S.tooManyGroups(SYNONYM_LIMITS.groups)),
    },
    { error: S.invalid },
  )
  .transform(({ groups }, ctx) => {
    const seen = new Set<string>();
    const out: string[][] = [];
    for (const [i, raw] of groups.entries()) {
      const terms = [...new Set(raw.map(normaliseSearchText))];
      if (terms.some((t) => t.length < 1 || t.length > SYNONYM_LIMITS.term)) {
        ctx.addIssue({ code: 'custom', message: S.termLength(i + 1, SYNONYM_LIMITS.term) });
        return z.NEVER;
      }
      if (terms.length < 2 || terms.length > SYNONYM_LIMITS.terms) {
        ctx.addIssue({ code: 'custom', message: S.groupSize(i + 1, SYNONYM_LIMITS.terms) });
        return z.NEVER;
      }
      const twice = terms.find((t) => seen.has(t));
      if (twice) {
        ctx.addIssue({ code: 'custom', message: S.inTwoGroups(twice) });
        return z.NEVER;
      }
      terms.forEach((t) => seen.add(t));
      out.push(terms);
    }
    return { groups: out };
  });
