import { record, str, UnexpectedAnswer } from './read';

// The search routes' answers: a shop's synonyms (GET and PUT
// admin/search-synonyms) and the receipt of a shopper's request.

/** Groups of words the shop's search treats as the same; PUT also brings its message. */
export function readSynonyms(raw: unknown): { groups: string[][]; message: string } {
  const o = record(raw);
  if (!Array.isArray(o.groups)) throw new UnexpectedAnswer('Expected a list of synonym groups.');
  const groups = o.groups.map((g) => {
    if (!Array.isArray(g)) throw new UnexpectedAnswer('Expected a group of words.');
    return g.map(str);
  });
  return { groups, message: typeof o.message === 'string' ? o.message : '' };
}

/** POST search/requests: the shop's receipt. */
export function readRequestReceipt(raw: unknown): { message: string } {
  return { message: str(record(raw).message) };
}
