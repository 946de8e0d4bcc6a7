import type { ListQuery } from '@/lib/catalogue-query';
import { MIN_CORRECTED_LENGTH, correctQuery, normaliseSearchText, otherJoinings, queryWords, synonymAlternatives, wordsInAnyOrder } from '@/lib/search-match';
import { findByPhrases, listSynonymGroups, vocabularyFor, wordsTooShort } from '../data/product-search';
import type { SearchFields } from '../data/product-text';

// The shop's product search, forgiving in steps (docs/search.md): the query,
// its synonyms and its words in any order, in the English and Hindi names;
// failing that, in the descriptions too; failing that, the query with its
// misspelt words corrected against the shop's own words. Exact matches never
// mix with fuzzy ones, and each step reads an index or the small vocabulary,
// never every product.

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
  /**
   * The text's phrasings in `fields`, or its words (each with its synonyms) in any order:
   * "paracetamol tablet" finds every paracetamol tablet, not only the name holding those
   * words side by side; "sarson ka tel" finds Mustard Oil. Words too short for the index
   * count only once nothing else is found: "ole w" typed into the header lists the names
   * holding "ole w", not every name holding "ole" and a "w".
   */
  const lookFor = async (text: string, fields: SearchFields) => {
    const words = wordsInAnyOrder(text, groups);
    const tooShort = words ? wordsTooShort(words).length : 0;
    const findable = words && tooShort < words.length ? words : undefined;
    const asPhrases = phrasings(text);
    const found = await page(asPhrases, fields, findable && !tooShort ? findable : undefined);
    return found.total > 0 || !findable || !tooShort ? found : page(asPhrases, fields, findable);
  };

  const inNames = await lookFor(q, 'names');
  if (inNames.total > 0 || [...q].length < SHORT) return { ...inNames, corrected: null };
  const anywhere = await lookFor(q, 'all');
  if (anywhere.total > 0) return { ...anywhere, corrected: null };

  // Nothing as typed: correct the words that are long enough to carry a slip.
  const words = [...new Set(queryWords(q).filter((w) => [...w].length >= MIN_CORRECTED_LENGTH))];
  const vocabulary = await vocabularyFor(db, distributorId, words);
  const synonymWords = groups.flat().flatMap(queryWords).map((word) => ({ word, uses: 1 }));
  const corrected = correctQuery(q, (word) => [...(vocabulary.get(word) ?? []), ...synonymWords]);
  if (!corrected) return { ...anywhere, corrected: null };
  const fuzzy = await lookFor(corrected, 'all');
  return { ...fuzzy, corrected: fuzzy.total > 0 ? corrected : null };
}
