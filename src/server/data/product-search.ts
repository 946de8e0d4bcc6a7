import { LIST_LIMIT } from '@/lib/catalogue-query';
import type { ProductSort } from '@/lib/product-sort';
import { compareBinary } from '@/lib/binary-order';
import { queryWords, type VocabularyWord } from '@/lib/search-match';
import { SUMMARY_COLUMNS, toProduct, type ProductRow } from './product-columns';
import { ORDER_BY } from './products';
import { WORD_BREAKS, containingWalk, nameWords, productsByIds, rankedWalk, type SearchFields } from './product-text';
import { ftsPhrase, trigramSearchable } from './trigram-match';

// Product search reads: products whose name (or description) in any language
// contains one of a few phrases, and the shop's vocabulary and synonyms that
// the forgiving search builds those phrases from (docs/search.md).

export interface PhraseSearch {
  distributorId: number;
  categoryId?: number;
  sort: ProductSort;
  limit: number;
  offset: number;
  /** The phrases any of which a product must contain; the first ranks its products first. */
  phrases: string[];
  fields: SearchFields;
  /**
   * Or, besides the phrases: one phrasing of each of these, in any order (the
   * query's words, each with its synonyms). The index finds the words of 3+
   * characters, at least one; a shorter word with no longer synonym must be a
   * whole word of a name of its matches ("1" and "l" of "oil 1 l"). A word
   * of a name starting with the first word ranks as another phrasing does.
   */
  allOf?: string[][];
}

const likePrefix = (phrase: string) => `${phrase.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * Matches a search reads at most, the best first as the full-text index ranks
 * them (bm25): a common word matches thousands of a big shop's products, and
 * sorting and counting them all read every one. A deeper page reads as far as
 * its end. The answer's total counts these candidates.
 */
const CANDIDATES = 60;

/**
 * Matches a search shorter than a trigram reads at most: it has no rank to
 * pick the best by, so it keeps as many as one list call may return. A shop
 * with fewer matches gets every one, ranked and counted; two common letters in
 * a big shop stop here instead of reading every product.
 */
const CONTAINING_CANDIDATES = LIST_LIMIT.max;

/**
 * The words of an `allOf` search the index cannot find (none of their
 * phrasings has 3+ characters): each must be a whole word of a name instead.
 */
export const wordsTooShort = (allOf: string[][]) => allOf.filter((word) => !word.some(trigramSearchable)).map((word) => word[0]!);

/**
 * The candidates to rank from the trigram index: the best-ranked of the typed
 * phrase, then those found only through the other phrases, then those found
 * only through the words in any order (`allOf`), each walked in the index's
 * rank order and stopped at the cap (`cap`: at most that many rows).
 * A phrase shorter than a trigram has no rank: the index's rows of the shop
 * are read in product order up to a larger cap instead. Each carries its product's
 * id, English name and the index's copy of its names in every language
 * (`text_names`), so ranking reads no product and no translation.
 */
function indexCandidates(search: PhraseSearch): { sql: string; binds: unknown[]; cap: number } {
  const short = !search.phrases.every(trigramSearchable);
  const cap = Math.max(short ? CONTAINING_CANDIDATES : CANDIDATES, search.offset + search.limit);
  if (short) return { ...containingWalk(search.distributorId, search.phrases, search.fields, cap, search.categoryId), cap };
  const inFields = (expr: string) => (search.fields === 'names' ? `name: (${expr})` : expr);
  const walk = (match: string, wholeWords: string[] = []) => rankedWalk(search.distributorId, inFields(match), cap, search.categoryId, wholeWords);
  const [typed, ...others] = search.phrases.map(ftsPhrase);
  const walks = [walk(typed!)];
  if (others.length) walks.push(walk(`(${others.join(' OR ')}) NOT ${typed}`));
  if (search.allOf) {
    const every = search.allOf.map((word) => word.filter(trigramSearchable)).filter((found) => found.length);
    const match = every.map((found) => `(${found.map(ftsPhrase).join(' OR ')})`).join(' AND ');
    walks.push(walk(`(${match}) NOT (${[typed, ...others].join(' OR ')})`, wordsTooShort(search.allOf)));
  }
  if (walks.length === 1) return { ...walks[0]!, cap };
  return { sql: `${walks.map((w) => `SELECT * FROM (${w.sql})`).join(' UNION ALL ')} LIMIT ?`, binds: [...walks.flatMap((w) => w.binds), cap], cap };
}

interface RankedCandidate {
  id: number;
  product_name: string;
  /**
   * 0: a name starts with the query as typed (the first phrase); 1: a word of
   * a name does ("Toor Dal" for dal); 2: a word starts with another phrasing
   * (a synonym: "Farm Fresh Eggs" for anda; the first of the words in any
   * order: "Paracetamol 500 mg Tablet" for paracetamol tablet); 3: a name holds the query inside
   * a word ("Sandal" for dal); 4: a name holds another phrasing so, or only
   * the descriptions hold one.
   */
  tier: number;
}

/** A phrase as looked for among a name's words (nameWords): after a space, its own breaks read as spaces. */
const asWordStart = (phrase: string) => ` ${[...phrase].map((ch) => (WORD_BREAKS.includes(ch) ? ' ' : ch)).join('')}`;

/** Relevance: the tier (worked out with SQL's lower()), then the English name, then the id. */
const byRelevance = (a: RankedCandidate, b: RankedCandidate) => a.tier - b.tier || compareBinary(a.product_name, b.product_name) || a.id - b.id;

/**
 * The index's candidates by relevance: each one's tier worked out in SQL
 * from the names it carries, sorted here, and only the page's products read
 * (by key). The candidates are read once, and the total counts them.
 */
async function rankedByRelevance(db: D1Database, search: PhraseSearch) {
  const source = indexCandidates(search);
  const [typed, ...phrasings] = search.phrases as [string, ...string[]];
  const firstWord = search.allOf?.find((word) => word.some(trigramSearchable))?.filter(trigramSearchable) ?? [];
  const others = [...new Set([...phrasings, ...firstWord])].filter((other) => other !== typed);
  const othersStartWord = others.length ? others.map(() => 'instr(words, ?) > 0').join(' OR ') : '0';
  const { results } = await db
    .prepare(
      `SELECT id, product_name,
        CASE WHEN names LIKE ? ESCAPE '\\' OR instr(names, char(10) || ?) > 0 THEN 0
          WHEN instr(words, ?) > 0 THEN 1
          WHEN ${othersStartWord} THEN 2
          WHEN instr(names, ?) > 0 THEN 3 ELSE 4 END AS tier
       FROM (SELECT c.id, c.product_name, lower(c.text_names) AS names, ${nameWords('lower(c.text_names)')} AS words FROM (${source.sql}) c)`,
    )
    .bind(likePrefix(typed), typed, asWordStart(typed), ...others.map(asWordStart), typed, ...source.binds)
    .all<RankedCandidate>();
  const page = results.sort(byRelevance).slice(search.offset, search.offset + search.limit);
  const rows = await productsByIds(db, search.distributorId, page.map((c) => c.id));
  return { products: rows.map(toProduct), total: results.length };
}

/**
 * One page of the shop's products containing any of the phrases, and their
 * count. By relevance (RankedCandidate's tiers, then A-Z): a word of a name
 * starting with the first phrase (the query as typed), then with another
 * phrasing, then names holding the query inside a word; the other sorts as the
 * lists sort. Candidates from the index are at most `cap`, read once:
 * the page is cut from them here, so the total needs no second reading.
 */
export async function findByPhrases(db: D1Database, search: PhraseSearch) {
  if (search.sort === 'relevance') return rankedByRelevance(db, search);
  const source = indexCandidates(search);
  const { results } = await db
    .prepare(`SELECT ${SUMMARY_COLUMNS} FROM (${source.sql}) c CROSS JOIN products p ON p.id = c.id ORDER BY ${ORDER_BY[search.sort]}`)
    .bind(...source.binds)
    .all<ProductRow>();
  return { products: results.slice(search.offset, search.offset + search.limit).map(toProduct), total: results.length };
}

/** Candidates read per word at most: the most used first. */
const CANDIDATES_PER_WORD = 3000;

/** The character after `ch` in code point order: [ch, next) holds every word starting with ch. */
const nextCharacter = (ch: string) => String.fromCodePoint(ch.codePointAt(0)! + 1);

/**
 * For each word, the shop's vocabulary words that could be its correction:
 * those with the same first letter and not much shorter. One round trip.
 */
export async function vocabularyFor(db: D1Database, distributorId: number, words: string[]): Promise<Map<string, VocabularyWord[]>> {
  const out = new Map<string, VocabularyWord[]>();
  if (!words.length) return out;
  const results = await db.batch(
    words.map((word) => {
      const first = [...word][0]!;
      return db
        .prepare('SELECT word, uses FROM search_words WHERE distributor_id = ? AND word >= ? AND word < ? AND length(word) >= ? ORDER BY uses DESC LIMIT ?')
        .bind(distributorId, first, nextCharacter(first), Math.max(1, [...word].length - 2), CANDIDATES_PER_WORD);
    }),
  );
  words.forEach((word, i) => {
    // A stored word may keep punctuation the triggers did not split on: read it as the query's words are read.
    const rows = results[i]!.results as VocabularyWord[];
    out.set(word, rows.flatMap((r) => queryWords(r.word).map((w) => ({ word: w, uses: r.uses }))));
  });
  return out;
}

/** The shop's synonym groups, each in the order it was written (sorted here: in SQL the sort would read every term twice). */
export async function listSynonymGroups(db: D1Database, distributorId: number): Promise<string[][]> {
  const { results } = await db
    .prepare('SELECT term, group_no, position FROM search_synonyms WHERE distributor_id = ?')
    .bind(distributorId)
    .all<{ term: string; group_no: number; position: number }>();
  const groups = new Map<number, string[]>();
  for (const row of results.sort((a, b) => a.group_no - b.group_no || a.position - b.position)) groups.set(row.group_no, [...(groups.get(row.group_no) ?? []), row.term]);
  return [...groups.values()];
}

/** Replaces the shop's synonyms with these groups, in one batch. */
export async function replaceSynonymGroups(db: D1Database, distributorId: number, groups: string[][]): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM search_synonyms WHERE distributor_id = ?').bind(distributorId),
    ...groups.flatMap((terms, groupNo) =>
      terms.map((term, position) =>
        db.prepare('INSERT INTO search_synonyms (distributor_id, term, group_no, position) VALUES (?, ?, ?, ?)').bind(distributorId, term, groupNo, position),
      ),
    ),
  ]);
}
