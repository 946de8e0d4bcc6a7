import type { GivenNames } from '@/contract/translation-fields';
import { productNamesSql } from './translations';

// The cart's rows: one line per customer and product, always read through
// products of the customer's distributor. The writes are guarded in SQL (the
// stock left and the most one order may hold), so changes sent at once cannot
// pass the service's checks together; each answers the cart's new count in the
// same batch.

export type CartLine = CartRow & { [K in keyof GivenNames]?: string | null };

interface CartRow {
  id: number;
  product_id: number;
  quantity: number;
  product_name: string;
  price_paise: number;
  discount: number;
  image: string | null;
  total_stock: number;
  prescription_required: number;
}

const LINE_SQL = `SELECT ci.id, ci.product_id, ci.quantity, p.product_name, p.price_paise, p.discount, p.image, p.total_stock, p.prescription_required,
  ${productNamesSql()} FROM cart_items ci JOIN products p ON p.id = ci.product_id AND p.distributor_id = ?`;

const COUNT_SQL = `SELECT COALESCE(SUM(ci.quantity), 0) AS count FROM cart_items ci
  JOIN products p ON p.id = ci.product_id AND p.distributor_id = ? WHERE ci.customer_id = ?`;

/** The customer's lines as the database holds them (prices in paise), for pricing and placing. */
export async function listCart(db: D1Database, distributorId: number, customerId: number): Promise<CartLine[]> {
  const { results } = await db
    .prepare(`${LINE_SQL} WHERE ci.customer_id = ? ORDER BY ci.id`)
    .bind(distributorId, customerId)
    .all<CartLine>();
  return results;
}

const countStatement = (db: D1Database, distributorId: number, customerId: number) =>
  db.prepare(COUNT_SQL).bind(distributorId, customerId);

function countOf(result: D1Result | undefined): number {
  return Number((result?.results[0] as { count?: number } | undefined)?.count ?? 0);
}

/** The sum of the customer's quantities (what the badge shows). */
export async function cartCount(db: D1Database, distributorId: number, customerId: number): Promise<number> {
  const row = await countStatement(db, distributorId, customerId).first<{ count: number }>();
  return Number(row?.count ?? 0);
}

export type ProductForCart = Omit<CartLine, 'id' | 'quantity'> & { in_cart: number };

/** A product on sale in the shop, with how many the customer already has in the cart. */
export function productForCart(db: D1Database, distributorId: number, customerId: number, productId: number): Promise<ProductForCart | null> {
  return db
    .prepare(
      `SELECT p.id AS product_id, p.product_name, p.price_paise, p.discount, p.image, p.total_stock,
       COALESCE((SELECT quantity FROM cart_items WHERE customer_id = ? AND product_id = p.id), 0) AS in_cart
       FROM products_on_sale p WHERE p.id = ? AND p.distributor_id = ?`,
    )
    .bind(customerId, productId, distributorId)
    .first<ProductForCart>();
}

/**
 * Adds `quantity` to the customer's line for the product (merging) only while
 * the stock covers it and it stays within `cap`; the line is null when refused.
 */
export async function addLineGuarded(
  db: D1Database,
  a: { distributorId: number; customerId: number; productId: number; quantity: number },
  cap: number,
): Promise<{ line: { id: number; quantity: number } | null; count: number }> {
  const [upsert, count] = await db.batch([
    db
      .prepare(
        `INSERT INTO cart_items (customer_id, product_id, quantity)
         SELECT ?1, p.id, ?2 FROM products_on_sale p WHERE p.id = ?3 AND p.total_stock >= ?2 AND ?2 <= ?4
         ON CONFLICT (customer_id, product_id) DO UPDATE SET quantity = cart_items.quantity + excluded.quantity
         WHERE cart_items.quantity + excluded.quantity <= (SELECT total_stock FROM products WHERE id = excluded.product_id)
           AND cart_items.quantity + excluded.quantity <= ?4
         RETURNING id, quantity`,
      )
      .bind(a.customerId, a.quantity, a.productId, cap),
    countStatement(db, a.distributorId, a.customerId),
  ]);
  const line = (upsert?.results[0] as { id: number; quantity: number } | undefined) ?? null;
  return { line, count: countOf(count) };
}

/** How many of the product the customer's line holds (0 when none). */
export async function lineQuantity(db: D1Database, customerId: number, productId: number): Promise<number> {
  const line = await db
    .prepare('SELECT quantity FROM cart_items WHERE customer_id = ? AND product_id = ?')
    .bind(customerId, productId)
    .first<{ quantity: number }>();
  return line?.quantity ?? 0;
}

/** A line of the shop's carts with whose cart it is in; null when no such line in this shop. */
export function lineWithOwner(db: D1Database, distributorId: number, lineId: number): Promise<(CartLine & { customer_id: number }) | null> {
  return db
    .prepare(`${LINE_SQL.replace('SELECT ', 'SELECT ci.customer_id, ')} WHERE ci.id = ?`)
    .bind(distributorId, lineId)
    .first<CartLine & { customer_id: number }>();
}

/**
 * Sets a line's quantity; a raise must stay within the stock and `cap`, a
 * lowering always passes. `changed` is false when the guard refused it.
 */
export async function setLineQuantityGuarded(
  db: D1Database,
  a: { distributorId: number; customerId: number; lineId: number; quantity: number },
  cap: number,
): Promise<{ changed: boolean; count: number }> {
  const [updated, count] = await db.batch([
    db
      .prepare(
        `UPDATE cart_items SET quantity = ?1 WHERE id = ?2 AND customer_id = ?3
         AND (?1 <= (SELECT total_stock FROM products WHERE id = cart_items.product_id) OR ?1 < cart_items.quantity)
         AND (?1 <= ?4 OR ?1 <= cart_items.quantity)
         RETURNING quantity`,
      )
      .bind(a.quantity, a.lineId, a.customerId, cap),
    countStatement(db, a.distributorId, a.customerId),
  ]);
  return { changed: Boolean(updated?.results.length), count: countOf(count) };
}

/** Deletes the customer's line; answers the cart's new count. */
export async function deleteLine(db: D1Database, a: { distributorId: number; customerId: number; lineId: number }): Promise<number> {
  const [, count] = await db.batch([
    db.prepare('DELETE FROM cart_items WHERE id = ? AND customer_id = ?').bind(a.lineId, a.customerId),
    countStatement(db, a.distributorId, a.customerId),
  ]);
  return countOf(count);
}
