// The queries behind the products' CSV: the export a page at a time (by id,
// so a large catalogue is never held whole), what an import checks its rows
// against, and the import's one batch.

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export interface ExportRow {
  id: number;
  product_name: string;
  product_name_hi: string | null;
  brand: string;
  price_paise: number;
  discount: number;
  total_stock: number;
  stock_minimum_level: number;
  gst_rate_bp: number | null;
  hsn_code: string | null;
  category: string | null;
}

/** Up to `limit` products on sale with an id above `afterId`, by id. */
export async function exportPage(db: D1Database, distributorId: number, afterId: number, limit: number): Promise<ExportRow[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.product_name, p.product_name_hi, p.brand, p.price_paise, p.discount, p.total_stock, p.stock_minimum_level,
              p.gst_rate_bp, p.hsn_code, c.category
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

/** One product's new values; a field left out keeps the product's own. */
export interface ImportChange {
  id: number;
  product_name?: string;
  product_name_hi?: string;
  brand?: string;
  price_paise?: number;
  discount?: number;
  total_stock?: number;
  stock_minimum_level?: number;
  gst_rate_bp?: number;
  hsn_code?: string;
  category_id?: number;
}

const field = (name: string) => `json_extract(j.value, '$.${name}')`;
const keep = (column: string) => `COALESCE(${field(column)}, products.${column})`;

/**
 * Writes every change in one batch of two statements, whatever the number of
 * rows: the stock history of each stock that changes (read before the
 * update), then the update.
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
           product_name = ${keep('product_name')},
           product_name_hi = CASE WHEN json_type(j.value, '$.product_name_hi') IS NULL THEN products.product_name_hi
                                  ELSE NULLIF(${field('product_name_hi')}, '') END,
           brand = ${keep('brand')},
           price_paise = ${keep('price_paise')},
           discount = ${keep('discount')},
           total_stock = ${keep('total_stock')},
           stock_minimum_level = ${keep('stock_minimum_level')},
           gst_rate_bp = ${keep('gst_rate_bp')},
           hsn_code = ${keep('hsn_code')},
           category_id = COALESCE((SELECT id FROM categories WHERE id = ${field('category_id')} AND distributor_id = products.distributor_id), products.category_id),
           updated_at = ${NOW}
         FROM json_each(?) AS j
         WHERE products.id = ${field('id')} AND products.distributor_id = ? AND products.withdrawn_at IS NULL`,
      )
      .bind(json, distributorId),
  ]);
}
