import type { ProductSort } from '@/lib/product-sort';
import { queryWords, type VocabularyWord } from '@/lib/search-match';
import { SUMMARY_COLUMNS, toProduct, type ProductRow } from './product-columns';
import { ORDER_BY } from './products';
import { translatedNameHolds, translatedNameStarts } from './translations';
import { ftsPhrase, trigramSearchable } from './trigram-match';

// Product search reads: products whose name (or description) in any language
// contains one of a few phrases, and the shop's vocabulary and synonyms that
// the forgiving search builds those phrases from (docs/search.md).

/** Where a phrase is looked for: the names in every language, or those and the descriptions. */
export type SearchFields = 'names' | 'all';

export interface PhraseSearch {
  distributorId: number;
  categoryId?: number;
  sort: ProductSort;
  limit: number;
  offset: number;
  /** The phrases any of which a product must contain; the first ranks its products first. */
  phrases: string[];
  fields: SearchFields;
}

const likePrefix = (phrase: string) => `${phrase.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * Matches a search reads at most, the best first as the full-text index ranks
 * them (bm25): a common word matches thousands of a big shop's products, and
 * sorting and counting them all read every one. A deeper page reads as far as
 * its end. The answer's total counts these candidates.
 */
const CANDIDATES = 60;

/** The shop's products on sale (in the category, when given): the FROM part and its binds. */
function shopFilter(search: PhraseSearch): { where: string; binds: unknown[] } {
  if (search.categoryId === undefined) return { where: 'p.distributor_id = ?', binds: [search.distributorId] };
  return { where: 'p.distributor_id = ? AND p.category_id = ?', binds: [search.distributorId, search.categoryId] };
}

/**
 * The products to rank, as a FROM part with its binds. Through the trigram
 * index: the best-ranked candidates of the typed phrase, then those found only
 * through the other phrases, each walked in the index's rank order and
 * stopped at the cap (`capped`: the FROM part holds at most `cap` rows); each
 * candidate carries the index's copy of its names in every language
 * (`text_names`), so ranking reads no translation. Phrases under 3
 * characters: the shop's names read row by row (an index range on the shop).
 */
function candidates(search: PhraseSearch): { from: string; binds: unknown[]; cap?: number } {
  const { phrases, fields } = search;
  const shop = shopFilter(search);
  if (phrases.every(trigramSearchable)) {
    const cap = Math.max(CANDIDATES, search.offset + search.limit);
    const inFields = (expr: string) => (fields === 'names' ? `name: (${expr})` : expr);
    const ranked = `SELECT p.*, s.name AS text_names FROM product_text s CROSS JOIN products_on_sale p ON p.id = s.rowid
      WHERE product_text MATCH ? AND ${shop.where} ORDER BY s.rank LIMIT ?`;
    const [typed, ...others] = phrases.map(ftsPhrase);
    if (!others.length) return { from: `(${ranked}) p`, binds: [inFields(typed!), ...shop.binds, cap], cap };
    return {
      from: `(SELECT * FROM (${ranked}) UNION ALL SELECT * FROM (${ranked}) LIMIT ?) p`,
      binds: [inFields(typed!), ...shop.binds, cap, inFields(`(${others.join(' OR ')}) NOT ${typed}`), ...shop.binds, cap, cap],
      cap,
    };
  }
  // Too short for the index: the shop's names (and descriptions) are read, the translations by their key.
  const columns = ['lower(p.product_name)'];
  if (fields === 'all') columns.push('lower(p.description)');
  const translated = fields === 'all' ? 'instr(t.name, ?) > 0 OR instr(t.description, ?) > 0' : 'instr(t.name, ?) > 0';
  const inTranslation = `EXISTS (SELECT 1 FROM product_translations t WHERE t.product_id = p.id AND t.distributor_id = p.distributor_id AND (${translated}))`;
  const perPhrase = columns.length + (fields === 'all' ? 2 : 1);
  const one = `(${[...columns.map((c) => `instr(${c}, ?) > 0`), inTranslation].join(' OR ')})`;
  return {
    from: `(SELECT * FROM products_on_sale p WHERE ${shop.where} AND (${phrases.map(() => one).join(' OR ')})) p`,
    binds: [...shop.binds, ...phrases.flatMap((p) => Array.from({ length: perPhrase }, () => p))],
  };
}

/**
 * Relevance: names containing the first phrase, then names starting with it,
 * then A-Z. Candidates from the index carry their names (`text_names`: the
 * English one first, then one a line); the others look their translations up.
 */
function relevance(first: string, fromIndex: boolean): { orderBy: string; binds: unknown[] } {
  const rest = 'p.product_name ASC, p.id ASC';
  if (fromIndex) {
    return {
      orderBy: `CASE WHEN instr(lower(p.text_names), ?) > 0 THEN 0 ELSE 1 END,
        CASE WHEN lower(p.text_names) LIKE ? ESCAPE '\\' OR instr(lower(p.text_names), char(10) || ?) > 0 THEN 0 ELSE 1 END, ${rest}`,
      binds: [first, likePrefix(first), first],
    };
  }
  return {
    orderBy: `CASE WHEN instr(lower(p.product_name), ?) > 0 OR ${translatedNameHolds()} THEN 0 ELSE 1 END,
      CASE WHEN lower(p.product_name) LIKE ? ESCAPE '\\' OR ${translatedNameStarts()} THEN 0 ELSE 1 END, ${rest}`,
    binds: [first, first, likePrefix(first), likePrefix(first)],
  };
}

/**
 * One page of the shop's products containing any of the phrases, and their
 * count. By relevance (see relevance()); the other sorts as the lists sort.
 * Candidates from the index are at most `cap`: all of them are read sorted in
 * one statement and the page cut here, so the total needs no second reading.
 */
export async function findByPhrases(db: D1Database, search: PhraseSearch) {
  const source = candidates(search);
  const { orderBy, binds: orderBinds } =
    search.sort === 'relevance' ? relevance(search.phrases[0]!, source.cap !== undefined) : { orderBy: ORDER_BY[search.sort], binds: [] };
  const sorted = `SELECT ${SUMMARY_COLUMNS} FROM ${source.from} ORDER BY ${orderBy}`;
  if (source.cap !== undefined) {
    const { results } = await db.prepare(sorted).bind(...source.binds, ...orderBinds).all<ProductRow>();
    return { products: results.slice(search.offset, search.offset + search.limit).map(toProduct), total: results.length };
  }
  const [list, count] = await db.batch([
    db.prepare(`${sorted} LIMIT ? OFFSET ?`).bind(...source.binds, ...orderBinds, search.limit, search.offset),
    db.prepare(`SELECT COUNT(*) AS total_count FROM ${source.from}`).bind(...source.binds),
  ]);
  const total = (count!.results[0] as { total_count: number } | undefined)?.total_count ?? 0;
  return { products: (list!.results as ProductRow[]).map(toProduct), total };
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

/** The shop's synonym groups, each in the order it was written. */
export async function listSynonymGroups(db: D1Database, distributorId: number): Promise<string[][]> {
  const { results } = await db
    .prepare('SELECT term, group_no FROM search_synonyms WHERE distributor_id = ? ORDER BY group_no, position')
    .bind(distributorId)
    .all<{ term: string; group_no: number }>();
  const groups = new Map<number, string[]>();
  for (const row of results) groups.set(row.group_no, [...(groups.get(row.group_no) ?? []), row.term]);
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
