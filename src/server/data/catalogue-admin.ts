import type { CategoryWrite, ProductWrite } from '@/contract/catalogue-admin.input';
import { CATEGORY_TRANSLATIONS } from '@/contract/category-fields';
import { productAssignments, productTranslationWords } from './product-columns';
import { stockSetStatement } from './stock-movements';
import { categoryTranslationStatements, productTranslationStatements } from './translations';

// Operator writes to products and categories. Every statement is scoped to
// the distributor; callers get null / false when a row is not theirs. Writes
// run as batches: the service's db carries the write's shop event into them.

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export async function categoryBelongs(db: D1Database, distributorId: number, categoryId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS ok FROM categories WHERE id = ? AND distributor_id = ?')
    .bind(categoryId, distributorId)
    .first();
  return row !== null;
}

/** The statements writing the product's translations given in `input`, for the write's batch. */
function translationStatements(db: D1Database, distributorId: number, input: ProductWrite, product: { sql: string; binds: unknown[] }) {
  return [...productTranslationWords(input)].flatMap(([tag, words]) => productTranslationStatements(db, distributorId, tag, words, product));
}

/** Inserts a product, with the movement row of its opening stock (by `actorId`) and its translations; answers its id. */
export async function insertProduct(db: D1Database, distributorId: number, input: ProductWrite, actorId: number): Promise<number> {
  const assignments = productAssignments(input);
  const columns = ['distributor_id', ...assignments.map(([c]) => c)];
  // D1 runs one batch at a time, so the shop's newest product is the one this batch inserted.
  const newest = { sql: '(SELECT max(id) FROM products WHERE distributor_id = ?)', binds: [distributorId] };
  const [inserted] = await db.batch([
    db.prepare(`INSERT INTO products (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) RETURNING id`).bind(distributorId, ...assignments.map(([, v]) => v)),
    db
      .prepare(
        `INSERT INTO stock_movements (distributor_id, product_id, actor_id, reason, quantity_change, stock_before, stock_after)
         SELECT distributor_id, id, ?, 'set', total_stock, 0, total_stock FROM products
         WHERE id = (SELECT max(id) FROM products WHERE distributor_id = ?) AND total_stock > 0`,
      )
      .bind(actorId, distributorId),
    ...translationStatements(db, distributorId, input, newest),
  ]);
  return (inserted!.results[0] as { id: number }).id;
}

/**
 * Updates the given fields; false when the product is not this distributor's or was withdrawn.
 * A stock figure is recorded in the stock history (by `actorId`) in the same batch.
 */
export async function updateProduct(db: D1Database, distributorId: number, id: number, input: ProductWrite, actorId: number): Promise<boolean> {
  const assignments = productAssignments(input);
  const set = [...assignments.map(([c]) => `${c} = ?`), `updated_at = ${NOW}`].join(', ');
  const update = db
    .prepare(`UPDATE products SET ${set} WHERE id = ? AND distributor_id = ? AND withdrawn_at IS NULL`)
    .bind(...assignments.map(([, v]) => v), id, distributorId);
  const statements = input.total_stock === undefined ? [update] : [stockSetStatement(db, distributorId, id, actorId, input.total_stock), update];
  // The translations are written only for a product the update found: of the shop and on sale.
  const onSale = { sql: '(SELECT id FROM products WHERE id = ? AND withdrawn_at IS NULL)', binds: [id] };
  const results = await db.batch([...statements, ...translationStatements(db, distributorId, input, onSale)]);
  return (results[statements.length - 1]?.meta.changes ?? 0) > 0;
}

export type DeleteOutcome = 'deleted' | 'missing' | 'in-use';

/**
 * Deletes a row only while nothing depends on it, in one statement (no window
 * for an order or product to slip in between a check and the delete).
 */
async function deleteUnlessUsed(db: D1Database, table: 'categories', id: number, distributorId: number, usedBy: string) {
  // A batch, so a caller's db can carry the write's event (events/request-events.ts).
  const [result] = await db.batch([
    db.prepare(`DELETE FROM ${table} WHERE id = ? AND distributor_id = ? AND NOT EXISTS (${usedBy})`).bind(id, distributorId, id),
  ]);
  if ((result?.meta.changes ?? 0) > 0) return 'deleted';
  const exists = await db.prepare(`SELECT 1 AS ok FROM ${table} WHERE id = ? AND distributor_id = ?`).bind(id, distributorId).first();
  return exists ? 'in-use' : 'missing';
}

export type WithdrawOutcome = 'withdrawn' | 'withdrawn-with-orders' | 'missing';

/**
 * Takes a product off sale: the row stays (past orders, invoices and reviews
 * keep its name and image, and its id is never handed out again), every read
 * for shoppers leaves it out, and the carts holding it lose that line.
 */
export async function withdrawProduct(db: D1Database, distributorId: number, id: number): Promise<WithdrawOutcome> {
  const [withdrawn, , ordered] = await db.batch([
    db
      .prepare(`UPDATE products SET withdrawn_at = ${NOW}, updated_at = ${NOW} WHERE id = ? AND distributor_id = ? AND withdrawn_at IS NULL`)
      .bind(id, distributorId),
    db
      .prepare('DELETE FROM cart_items WHERE product_id = (SELECT id FROM products WHERE id = ? AND distributor_id = ?)')
      .bind(id, distributorId),
    db.prepare('SELECT 1 AS ok FROM order_products WHERE product_id = ? LIMIT 1').bind(id),
  ]);
  if (!withdrawn?.meta.changes) return 'missing';
  return ordered?.results.length ? 'withdrawn-with-orders' : 'withdrawn';
}

/** A category of this distributor with the same name (ignoring case), other than `exceptId`. */
export async function categoryNameTaken(db: D1Database, distributorId: number, name: string, exceptId = 0): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS taken FROM categories WHERE distributor_id = ? AND lower(category) = lower(?) AND id != ?')
    .bind(distributorId, name, exceptId)
    .first();
  return row !== null;
}

/** A category write's names in other languages (category_name_hi) as category_translations statements; an empty one clears it and the English name shows. */
function categoryTranslationWrites(db: D1Database, distributorId: number, input: CategoryWrite, category: { sql: string; binds: unknown[] }, skipEmpty = false) {
  return CATEGORY_TRANSLATIONS.flatMap(({ key, language }) => {
    const name = input[key];
    if (name === undefined || (skipEmpty && !name)) return [];
    return categoryTranslationStatements(db, distributorId, language.tag, name, category);
  });
}

export async function insertCategory(db: D1Database, distributorId: number, input: CategoryWrite & { category: string }): Promise<number> {
  // D1 runs one batch at a time, so the shop's newest category is the one this batch inserted.
  const newest = { sql: '(SELECT max(id) FROM categories WHERE distributor_id = ?)', binds: [distributorId] };
  const [inserted] = await db.batch([
    db
      .prepare('INSERT INTO categories (distributor_id, category, category_image, banner_image) VALUES (?, ?, ?, ?) RETURNING id')
      .bind(distributorId, input.category, input.category_image ?? null, input.banner_image ?? null),
    ...categoryTranslationWrites(db, distributorId, input, newest, true),
  ]);
  return (inserted!.results[0] as { id: number }).id;
}

export async function updateCategory(db: D1Database, distributorId: number, id: number, input: CategoryWrite): Promise<boolean> {
  const assignments = (['category', 'category_image', 'banner_image'] as const).filter((k) => input[k] !== undefined).map((k) => [k, input[k]] as const);
  const translation = categoryTranslationWrites(db, distributorId, input, { sql: '?', binds: [id] });
  if (!assignments.length && !translation.length) return categoryBelongs(db, distributorId, id);
  if (!assignments.length) {
    await db.batch(translation);
    return categoryBelongs(db, distributorId, id);
  }
  const [result] = await db.batch([
    db
      .prepare(`UPDATE categories SET ${assignments.map(([c]) => `${c} = ?`).join(', ')} WHERE id = ? AND distributor_id = ?`)
      .bind(...assignments.map(([, v]) => v), id, distributorId),
    ...translation,
  ]);
  return (result?.meta.changes ?? 0) > 0;
}

/** Deletes an empty category; products are never left without one silently. */
export function deleteCategory(db: D1Database, distributorId: number, id: number): Promise<DeleteOutcome> {
  // Withdrawn products do not hold a category: deleting it leaves their category empty (ON DELETE SET NULL).
  return deleteUnlessUsed(db, 'categories', id, distributorId, 'SELECT 1 FROM products_on_sale WHERE category_id = ?');
}
