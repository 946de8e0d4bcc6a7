// Products on sale running low: the admins' daily summary.

/** At or below this many units a product counts as low. */
const LOW_STOCK_UNITS = 5;
/** The summary names at most this many (the lowest first). */
const LIMIT = 50;

export async function lowStockProducts(db: D1Database, distributorId: number): Promise<Array<{ name: string; stock: number }>> {
  const { results } = await db
    .prepare(
      `SELECT product_name AS name, total_stock AS stock FROM products_on_sale
       WHERE distributor_id = ? AND total_stock <= ? ORDER BY total_stock, product_name LIMIT ?`,
    )
    .bind(distributorId, LOW_STOCK_UNITS, LIMIT)
    .all<{ name: string; stock: number }>();
  return results;
}

export async function distributorsIn(db: D1Database): Promise<Array<{ id: number; slug: string }>> {
  const { results } = await db.prepare('SELECT id, slug FROM distributors ORDER BY id').all<{ id: number; slug: string }>();
  return results;
}
