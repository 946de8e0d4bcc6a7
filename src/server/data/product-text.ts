import { SUMMARY_COLUMNS, type ProductRow } from './product-columns';
import { rowsByIds } from './rows-by-ids';

// The product search's trigram index (migrations/0058_product_text_by_shop.sql):
// its rowid is the shop's id x 2^33, plus 2^32 while the product is withdrawn,
// plus the product's id. One shop's products on sale are one rowid range, so
// the index walks them alone, in its rank order, and never hands over another
// shop's match or a withdrawn product (each a row read, then dropped).

/** The index's rows of the shop's products (`?` twice: the shop's id): those on sale, or withdrawn ones too. */
const IN_SHOP = (alias: string, { withdrawn }: { withdrawn: boolean }) =>
  `${alias}.rowid BETWEEN CAST(? AS INTEGER) * 8589934592 AND CAST(? AS INTEGER) * 8589934592 + ${withdrawn ? 8589934591 : 4294967295}`;

/** The product's id of an index row. */
const PRODUCT_ID = (alias: string) => `${alias}.rowid % 4294967296`;

/**
 * The console's name search: the shop's products, withdrawn ones too, whose
 * names in any language match `match` (an FTS5 query), joined to `products p`
 * as FROM and WHERE with their binds.
 */
export const namesInShop = (distributorId: number, match: string) => ({
  from: `product_text s JOIN products p ON p.id = ${PRODUCT_ID('s')}`,
  where: `product_text MATCH ? AND ${IN_SHOP('s', { withdrawn: true })}`,
  binds: [`name: (${match})`, distributorId, distributorId],
});

/** SQL and its binds: a walk of the index (each row's product id, English name and names in every language), or a condition of one. */
interface Walk {
  sql: string;
  binds: unknown[];
}

/**
 * The index's rows of the shop's products on sale (in the category, when
 * given) that pass `filter`, in `order`, at most `cap`: rows `id`,
 * `product_name` (the English name) and `text_names` (the names, the English
 * one first, one a line). In a category, each candidate's product is read for
 * its category; otherwise no product is.
 */
function shopWalk(distributorId: number, filter: Walk, order: string, cap: number, categoryId?: number): Walk {
  const inCategory = categoryId === undefined ? '' : ` CROSS JOIN products p ON p.id = ${PRODUCT_ID('s')} AND p.category_id = ?`;
  return {
    sql: `SELECT ${PRODUCT_ID('s')} AS id, s.product_name AS product_name, s.name AS text_names FROM product_text s${inCategory}
      WHERE ${filter.sql} AND ${IN_SHOP('s', { withdrawn: false })}${order} LIMIT ?`,
    binds: [...(categoryId === undefined ? [] : [categoryId]), ...filter.binds, distributorId, distributorId, cap],
  };
}

/** What may stand between the words of a name besides a space: read as a space when looking for words. */
export const WORD_BREAKS = ['(', ')', '-', '+', '/'];

/**
 * SQL: lower-cased names (`names`, one a line) as words with a space before
 * and after each, the lines and WORD_BREAKS read as spaces: ' word' finds a
 * word's start, ' word ' a whole word.
 */
export const nameWords = (names: string) =>
  WORD_BREAKS.reduce((sql, mark) => `replace(${sql}, '${mark}', ' ')`, `' ' || replace(${names}, char(10), ' ') || ' '`);

/**
 * The shop's products on sale matching `match`, best first as the index ranks
 * them (bm25), at most `cap`; with `wholeWords`, only those whose names also
 * hold each of these as a whole word (words too short for the index: "1" and
 * "l" of "oil 1 l", not the "1" of "Pack of 10"), checked on the index's
 * matches alone.
 */
export const rankedWalk = (distributorId: number, match: string, cap: number, categoryId?: number, wholeWords: string[] = []): Walk =>
  shopWalk(
    distributorId,
    { sql: ['product_text MATCH ?', ...wholeWords.map(() => `instr(${nameWords('lower(s.name)')}, ' ' || ? || ' ') > 0`)].join(' AND '), binds: [match, ...wholeWords] },
    ' ORDER BY s.rank',
    cap,
    categoryId,
  );

/** Where a phrase is looked for: the names in every language, or those and the descriptions. */
export type SearchFields = 'names' | 'all';

/**
 * For phrases shorter than a trigram, which the index cannot match: the
 * shop's products on sale whose names (`fields` 'all': or descriptions) hold
 * one of `phrases`, read from the index's rows of the shop in product order
 * until `cap` match. Two common letters stop after a few hundred rows; two
 * that no name holds read every row of the shop once.
 */
export function containingWalk(distributorId: number, phrases: string[], fields: SearchFields, cap: number, categoryId?: number): Walk {
  const columns = fields === 'all' ? ['s.name', 's.description'] : ['s.name'];
  const holds = phrases.flatMap((phrase) => columns.map((column) => ({ sql: `instr(lower(${column}), ?) > 0`, bind: phrase })));
  const filter = { sql: `(${holds.map((h) => h.sql).join(' OR ')})`, binds: holds.map((h) => h.bind) };
  return shopWalk(distributorId, filter, '', cap, categoryId);
}

/** The list columns of these products of the shop, in the order given: one lookup by key each. */
export const productsByIds = (db: D1Database, distributorId: number, ids: number[]) =>
  rowsByIds<ProductRow>(db, ids, (wanted, chunk) =>
    db
      .prepare(`WITH ${wanted} SELECT ${SUMMARY_COLUMNS} FROM wanted CROSS JOIN products p ON p.id = wanted.key WHERE p.distributor_id = ?`)
      .bind(...chunk, distributorId),
  );
