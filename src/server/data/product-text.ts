import { SUMMARY_COLUMNS, type ProductRow } from './product-columns';
import { rowsByIds } from './rows-by-ids';

// The product search's trigram index (migrations/0058_product_text_by_shop.sql):
// its rowid is the shop's id x 2^33, plus 2^32 while the product is withdrawn,
// plus the product's id. One shop's products on sale are one rowid range, so
// the index walks them alone, in its rank order, and never hands over another
// shop's match or a withdrawn product (each a row read, then dropped).

/** The index's rows of the shop's products on sale (`?` twice: the shop's id). */
const ON_SALE_IN_SHOP = (alias: string) =>
  `${alias}.rowid BETWEEN CAST(? AS INTEGER) * 8589934592 AND CAST(? AS INTEGER) * 8589934592 + 4294967295`;

/** The product's id of an index row. */
const PRODUCT_ID = (alias: string) => `${alias}.rowid % 4294967296`;

/** A walk of the index: the best-ranked rows of a MATCH, with each one's product id, English name and names in every language. */
export interface RankedWalk {
  sql: string;
  binds: unknown[];
}

/**
 * The shop's products on sale matching `match`, best first as the index ranks
 * them (bm25), at most `cap`: rows `id`, `product_name` (the English name) and
 * `text_names` (the names, the English one first, one a line). In a category,
 * each candidate's product is read for its category; otherwise no product is.
 */
export function rankedWalk(distributorId: number, match: string, cap: number, categoryId?: number): RankedWalk {
  const inCategory = categoryId === undefined ? '' : ` CROSS JOIN products p ON p.id = ${PRODUCT_ID('s')} AND p.category_id = ?`;
  return {
    sql: `SELECT ${PRODUCT_ID('s')} AS id, s.product_name AS product_name, s.name AS text_names FROM product_text s${inCategory}
      WHERE product_text MATCH ? AND ${ON_SALE_IN_SHOP('s')} ORDER BY s.rank LIMIT ?`,
    binds: [...(categoryId === undefined ? [] : [categoryId]), match, distributorId, distributorId, cap],
  };
}

/** Where a phrase is looked for: the names in every language, or those and the descriptions. */
export type SearchFields = 'names' | 'all';

/**
 * For phrases shorter than a trigram, which the index cannot match: the
 * shop's products on sale whose names (`fields` 'all': or descriptions) hold
 * one of `phrases`, read from the index's rows of the shop in product order
 * until `cap` match. Two common letters stop after a few hundred rows; two
 * that no name holds read every row of the shop once. Rows as rankedWalk's.
 */
export function containingWalk(distributorId: number, phrases: string[], fields: SearchFields, cap: number, categoryId?: number): RankedWalk {
  const inCategory = categoryId === undefined ? '' : ` CROSS JOIN products p ON p.id = ${PRODUCT_ID('s')} AND p.category_id = ?`;
  const columns = fields === 'all' ? ['s.name', 's.description'] : ['s.name'];
  const holds = phrases.flatMap(() => columns.map((column) => `instr(lower(${column}), ?) > 0`));
  return {
    sql: `SELECT ${PRODUCT_ID('s')} AS id, s.product_name AS product_name, s.name AS text_names FROM product_text s${inCategory}
      WHERE ${ON_SALE_IN_SHOP('s')} AND (${holds.join(' OR ')}) LIMIT ?`,
    binds: [...(categoryId === undefined ? [] : [categoryId]), distributorId, distributorId, ...phrases.flatMap((phrase) => columns.map(() => phrase)), cap],
  };
}

/** The list columns of these products of the shop, in the order given: one lookup by key each. */
export const productsByIds = (db: D1Database, distributorId: number, ids: number[]) =>
  rowsByIds<ProductRow>(db, ids, (wanted, chunk) =>
    db
      .prepare(`WITH ${wanted} SELECT ${SUMMARY_COLUMNS} FROM wanted CROSS JOIN products p ON p.id = wanted.key WHERE p.distributor_id = ?`)
      .bind(...chunk, distributorId),
  );
