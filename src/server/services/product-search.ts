import type { ListQuery } from '@/lib/catalogue-query';
import { MIN_CORRECTED_LENGTH, correctQuery, normaliseSearchText, otherJoinings, queryWords, synonymAlternatives, wordsInAnyOrder } from '@/lib/search-match';
import { findByPhrases, listSynonymGroups, vocabularyFor } from '../data/product-search';
import type { SearchFields } from '../data/product-text';
import { trigramSearchable } from '../data/trigram-match';

// The shop's product search, forgiving in steps (docs/search.md): the query
// and its synonyms in the English and Hindi names; failing that, in the
// descriptions too; failing that, its words in any order in the names;
// failing that, the query with its misspelt words corrected against the shop's
// own words. Exact matches never mix with fuzzy ones, and each step reads an
// index or the small vocabulary, never every product.

export interface SearchAnswer {
  products: Awaited<ReturnType<typeof findByPhrases>>['products'];
  total: number;
  /** The query as corrected when the products are the corrected query's; null when they are the query's own. */
  corrected: string | null;
}

/** Phrases this short are only looked for in names: in descriptions they would match nearly anything. */
const SHORT = 3;

export async function searchProducts(
  db: D1Database,
  distributorId: number,
  query: Required<Pick<ListQuery, 'q'>> & Omit<ListQuery, 'q'>,
  categoryId?: number,
): Promise<SearchAnswer> {
  const q = normaliseSearchText(query.q);
  const groups = await listSynonymGroups(db, distributorId);
  const page = (phrases: string[], fields: SearchFields, allOf?: string[][]) =>
    findByPhrases(db, { distributorId, categoryId, sort: query.sort, limit: query.limit, offset: query.offset, phrases, fields, allOf });
  // The query first: relevance ranks what holds it as typed before what another phrasing finds.
  const phrasings = (text: string) => [...new Set([text, ...otherJoinings(text), ...synonymAlternatives(text, groups)])];
  const asTyped = phrasings(q);

  const inNames = await page(asTyped, 'names');
  if (inNames.total > 0 || [...q].length < SHORT) return { ...inNames, corrected: null };
  const anywhere = await page(asTyped, 'all');
  if (anywhere.total > 0) return { ...anywhere, corrected: null };
  // "rice basmati" for Basmati Rice, "sarson ka tel" for Mustard Oil: every word of the query
  // (or a synonym of it) in a name, in any order. The first word the index can find ranks as
  // the query, its other long phrasings after it.
  const inAnyOrder = async (text: string) => {
    const words = wordsInAnyOrder(text, groups);
    const first = words?.flat().find(trigramSearchable);
    if (!words || !first) return null;
    const found = await page([...new Set([first, ...words.flat().filter(trigramSearchable)])], 'names', words);
    return found.total > 0 ? found : null;
  };
  const reordered = await inAnyOrder(q);
  if (reordered) return { ...reordered, corrected: null };

  // Nothing as typed: correct the words that are long enough to carry a slip.
  const words = [...new Set(queryWords(q).filter((w) => [...w].length >= MIN_CORRECTED_LENGTH))];
  const vocabulary = await vocabularyFor(db, distributorId, words);
  const synonymWords = groups.flat().flatMap(queryWords).map((word) => ({ word, uses: 1 }));
  const corrected = correctQuery(q, (word) => [...(vocabulary.get(word) ?? []), ...synonymWords]);
  if (!corrected) return { ...anywhere, corrected: null };
  const fuzzy = await page(phrasings(corrected), 'all');
  const found = fuzzy.total > 0 ? fuzzy : ((await inAnyOrder(corrected)) ?? fuzzy);
  return { ...found, corrected: found.total > 0 ? corrected : null };
}
