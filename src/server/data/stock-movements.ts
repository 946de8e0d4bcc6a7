import type { AdjustmentReason, StockMovement } from '@/contract/stock';

// A product's stock and its history move together: every statement here that
// changes total_stock runs in one D1 batch with the stock_movements row that
// records it (who, why, by how much, before and after). The movement row is
// written first, under the same condition as the change, so both see the
// stock as it was and neither lands without the other.

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
const ON_SALE = 'id = ? AND distributor_id = ? AND withdrawn_at IS NULL';

export type AdjustOutcome = { kind: 'done'; movement: StockMovement } | { kind: 'missing' } | { kind: 'short'; stock: number };

/**
 * Adds `change` (negative takes) to a product's stock, never below 0, with its
 * movement row: one guarded batch, so two adjustments at once both count and
 * neither can take the stock under 0.
 */
export async function adjustStock(
  db: D1Database,
  distributorId: number,
  productId: number,
  by: { actorId: number; reason: AdjustmentReason; change: number; note: string | null },
): Promise<AdjustOutcome> {
  const guard = `${ON_SALE} AND total_stock + ? >= 0`;
  const [movement, update] = await db.batch([
    db
      .prepare(
        `INSERT INTO stock_movements (distributor_id, product_id, actor_id, reason, quantity_change, stock_before, stock_after, note)
         SELECT distributor_id, id, ?, ?, ?, total_stock, total_stock + ?, ? FROM products WHERE ${guard}
         RETURNING id`,
      )
      .bind(by.actorId, by.reason, by.change, by.change, by.note, productId, distributorId, by.change),
    db.prepare(`UPDATE products SET total_stock = total_stock + ?, updated_at = ${NOW} WHERE ${guard}`).bind(by.change, productId, distributorId, by.change),
  ]);
  const id = (movement?.results[0] as { id?: number } | undefined)?.id;
  if (update?.meta.changes && id !== undefined) {
    const row = await movementById(db, distributorId, id);
    if (row) return { kind: 'done', movement: row };
  }
  const now = await db.prepare(`SELECT total_stock FROM products WHERE ${ON_SALE}`).bind(productId, distributorId).first<{ total_stock: number }>();
  return now ? { kind: 'short', stock: now.total_stock } : { kind: 'missing' };
}

/**
 * The movement row of the product form's absolute stock figure: to run in
 * the same batch as, and before, the update that writes `stock`. Nothing is
 * recorded when the figure is unchanged.
 */
export function stockSetStatement(db: D1Database, distributorId: number, productId: number, actorId: number, stock: number, reason: 'set' | 'import' = 'set'): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO stock_movements (distributor_id, product_id, actor_id, reason, quantity_change, stock_before, stock_after)
       SELECT distributor_id, id, ?, ?, ? - total_stock, total_stock, ? FROM products WHERE ${ON_SALE} AND total_stock <> ?`,
    )
    .bind(actorId, reason, stock, stock, productId, distributorId, stock);
}

/**
 * The movement row of an order's line leaving the shelf: to run right after
 * the statement that takes the quantity off, so it reads the stock after.
 */
export function soldStatement(db: D1Database, distributorId: number, productId: number, quantity: number, orderRef: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO stock_movements (distributor_id, product_id, reason, quantity_change, stock_before, stock_after, order_ref)
       SELECT distributor_id, id, 'sold', ?, total_stock + ?, total_stock, ? FROM products WHERE id = ? AND distributor_id = ?`,
    )
    .bind(-quantity, quantity, orderRef, productId, distributorId);
}

/** The movement row of an order's line put back on the shelf, right after the restock itself and under its guard (`condition`). */
export function restockedStatement(
  db: D1Database,
  distributorId: number,
  line: { product_id: number; quantity: number },
  orderRef: string,
  condition: { sql: string; binds: unknown[] },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO stock_movements (distributor_id, product_id, reason, quantity_change, stock_before, stock_after, order_ref)
       SELECT distributor_id, id, 'restocked', ?, total_stock - ?, total_stock, ? FROM products WHERE id = ? AND distributor_id = ? AND ${condition.sql}`,
    )
    .bind(line.quantity, line.quantity, orderRef, line.product_id, distributorId, ...condition.binds);
}

const MOVEMENT_COLUMNS = `m.id, m.reason, m.quantity_change, m.stock_before, m.stock_after, m.note, m.order_ref, m.created_at,
  (SELECT name FROM customers WHERE id = m.actor_id AND distributor_id = m.distributor_id) AS actor_name`;

async function movementById(db: D1Database, distributorId: number, id: number): Promise<StockMovement | null> {
  return db.prepare(`SELECT ${MOVEMENT_COLUMNS} FROM stock_movements m WHERE m.id = ? AND m.distributor_id = ?`).bind(id, distributorId).first<StockMovement>();
}

/** A product's movements, newest first, a page at a time; null when the product is not this shop's. */
export async function stockHistoryPage(
  db: D1Database,
  distributorId: number,
  productId: number,
  page: { limit: number; offset: number },
): Promise<{ movements: StockMovement[]; total: number } | null> {
  const [product, list, count] = await db.batch([
    db.prepare('SELECT 1 AS ok FROM products WHERE id = ? AND distributor_id = ?').bind(productId, distributorId),
    db
      .prepare(`SELECT ${MOVEMENT_COLUMNS} FROM stock_movements m WHERE m.distributor_id = ? AND m.product_id = ? ORDER BY m.id DESC LIMIT ? OFFSET ?`)
      .bind(distributorId, productId, page.limit, page.offset),
    db.prepare('SELECT COUNT(*) AS n FROM stock_movements WHERE distributor_id = ? AND product_id = ?').bind(distributorId, productId),
  ]);
  if (!product?.results.length) return null;
  return {
    movements: (list?.results ?? []) as unknown as StockMovement[],
    total: Number((count?.results[0] as { n?: number } | undefined)?.n ?? 0),
  };
}
