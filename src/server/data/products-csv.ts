// The queries behind the products' CSV: the export a page at a time (by id,
// so a large catalogue is never held whole), what an import checks its rows
// against, and the import's one batch.

import { columnOf, csvFields } from '@/contract/product-fields';
import { productTranslationSql, type ProductTranslationColumn } from './translations';

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * The fields in the CSV (product-fields.ts marks them), in the file's column
 * order. `column` names the value in a row and a change: the products column,
 * or a translation's field name (its words are a product_translations row).
 */
export const CSV_FIELDS = csvFields().map(([key, f]) => ({
  key,
  kind: f.kind,
  column: f.kind === 'translation' ? key : columnOf(key),
  csv: f.csv.column,
  language: f.language,
  translated: columnOf(key) as ProductTranslationColumn,
}));
const TRANSLATED = CSV_FIELDS.filter((f) => f.kind === 'translation');
const COLUMNS = CSV_FIELDS.filter((f) => f.kind !== 'translation');

/** A product's columns for the CSV; its category as its name (`category_name`). */
export interface ExportRow {
  id: number;
  category_name: string | null;
  [column: string]: unknown;
}

const EXPORT_COLUMNS = CSV_FIELDS.filter((f) => f.kind !== 'category')
  .map((f) => (f.kind === 'translation' ? `${productTranslationSql(f.translated, f.language!)} AS ${f.column}` : `p.${f.column}`))
  .join(', ');

/** Up to `limit` products on sale with an id above `afterId`, by id. */
export async function exportPage(db: D1Database, distributorId: number, afterId: number, limit: number): Promise<ExportRow[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, ${EXPORT_COLUMNS}, c.category AS category_name
       FROM products p LEFT JOIN categories c ON c.id = p.category_id AND c.distributor_id = p.distributor_id
       WHERE p.distributor_id = ? AND p.withdrawn_at IS NULL AND p.id > ? ORDER BY p.id LIMIT ?`,
    )
    .bind(distributorId, afterId, limit)
    .all<ExportRow>();
  return results;
}

/** Of `ids`, those naming a product of the shop on sale. */
export async function productIdsOnSale(db: D1Database, distributorId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const { results } = await db
    .prepare('SELECT id FROM products WHERE distributor_id = ? AND withdrawn_at IS NULL AND id IN (SELECT value FROM json_each(?))')
    .bind(distributorId, JSON.stringify(ids))
    .all<{ id: number }>();
  return new Set(results.map((r) => r.id));
}

/** The shop's categories by lower-case name. */
export async function categoryIdsByName(db: D1Database, distributorId: number): Promise<Map<string, number>> {
  const { results } = await db.prepare('SELECT id, category FROM categories WHERE distributor_id = ?').bind(distributorId).all<{ id: number; category: string }>();
  return new Map(results.map((r) => [r.category.trim().toLowerCase(), r.id]));
}

/** One product's new values by column (paise, basis points, the category's id); a column left out keeps the product's own. */
export interface ImportChange {
  id: number;
  [column: string]: unknown;
}

const field = (name: string) => `json_extract(j.value, '$.${name}')`;
const keep = (column: string) => `COALESCE(${field(column)}, products.${column})`;

/** Each products column's assignment: a category must be the shop's own. */
function assignment(f: (typeof CSV_FIELDS)[number]): string {
  const c = f.column;
  if (f.kind === 'category') return `${c} = COALESCE((SELECT id FROM categories WHERE id = ${field(c)} AND distributor_id = products.distributor_id), products.${c})`;
  return `${c} = ${keep(c)}`;
}
const ASSIGNMENTS = COLUMNS.map(assignment).join(',\n           ');

/**
 * The translations the changes carry, language by language: each product's
 * words given in a column are written (sent empty, they are cleared), the
 * others kept; a row left with no words goes.
 */
function translationStatements(db: D1Database, distributorId: number, json: string): D1PreparedStatement[] {
  const languages = [...new Set(TRANSLATED.map((f) => f.language!))];
  return languages.flatMap((tag) => {
    const fields = TRANSLATED.filter((f) => f.language === tag);
    const given = fields.map((f) => `json_type(j.value, '$.${f.column}') IS NOT NULL`).join(' OR ');
    const value = (f: (typeof fields)[number]) => `NULLIF(${field(f.column)}, '')`;
    return [
      ...fields.map((f) =>
        db
          .prepare(
            `INSERT INTO product_translations (product_id, language, distributor_id, ${f.translated})
             SELECT p.id, '${tag}', p.distributor_id, ${value(f)}
             FROM json_each(?) AS j JOIN products p ON p.id = ${field('id')}
             WHERE p.distributor_id = ? AND p.withdrawn_at IS NULL AND json_type(j.value, '$.${f.column}') IS NOT NULL
             ON CONFLICT (product_id, language) DO UPDATE SET ${f.translated} = excluded.${f.translated}`,
          )
          .bind(json, distributorId),
      ),
      db
        .prepare(
          `DELETE FROM product_translations WHERE distributor_id = ? AND language = '${tag}' AND name IS NULL AND description IS NULL
             AND product_id IN (SELECT ${field('id')} FROM json_each(?) AS j WHERE ${given})`,
        )
        .bind(distributorId, json),
    ];
  });
}

/**
 * Writes every change in one batch of a few statements, whatever the number
 * of rows: the stock history of each stock that changes (read before the
 * update), the update, then the translations.
 */
export async function applyImport(db: D1Database, distributorId: number, actorId: number, changes: ImportChange[]): Promise<void> {
  const json = JSON.stringify(changes);
  const stock = field('total_stock');
  await db.batch([
    db
      .prepare(
        `INSERT INTO stock_movements (distributor_id, product_id, actor_id, reason, quantity_change, stock_before, stock_after)
         SELECT p.distributor_id, p.id, ?, 'import', ${stock} - p.total_stock, p.total_stock, ${stock}
         FROM json_each(?) AS j JOIN products p ON p.id = ${field('id')}
         WHERE p.distributor_id = ? AND p.withdrawn_at IS NULL AND ${stock} IS NOT NULL AND ${stock} <> p.total_stock`,
      )
      .bind(actorId, json, distributorId),
    db
      .prepare(
        `UPDATE products SET
           ${ASSIGNMENTS},
           updated_at = ${NOW}
         FROM json_each(?) AS j
         WHERE products.id = ${field('id')} AND products.distributor_id = ? AND products.withdrawn_at IS NULL`,
      )
      .bind(json, distributorId),
    ...translationStatements(db, distributorId, json),
  ]);
}
