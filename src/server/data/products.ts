import type { ProductSort } from '@/lib/product-sort';
import { DETAIL_COLUMNS, SUMMARY_COLUMNS, toProduct, type ProductRow } from './product-columns';

// Product reads. Rows keep paise; `toProduct` (product-columns.ts) shapes them
// in the contract's field names. Every read goes through the products_on_sale
// view, which leaves withdrawn products out.

export const ORDER_BY: Record<ProductSort, string> = {
  relevance: 'p.id ASC',
  price_asc: 'p.price_paise * (100 - p.discount) ASC, p.id ASC',
  price_desc: 'p.price_paise * (100 - p.discount) DESC, p.id ASC',
  discount_desc: 'p.discount DESC, p.id ASC',
  newest: 'p.created_at DESC, p.id DESC',
};

export interface ProductFilter {
  distributorId: number;
  categoryId?: number;
  sort: ProductSort;
  limit: number;
  offset: number;
}

/**
 * Products of one distributor, optionally one category (a search is
 * product-search.ts's). The total is a separate COUNT in the same batch: a
 * window count would make SQLite build the whole list before the LIMIT (tens
 * of ms at 10,000 products).
 */
export async function listProducts(db: D1Database, filter: ProductFilter) {
  const where = ['p.distributor_id = ?'];
  const binds: unknown[] = [filter.distributorId];
  const from = 'products_on_sale p';
  const orderBy = ORDER_BY[filter.sort];
  if (filter.categoryId !== undefined) {
    where.push('p.category_id = ?');
    binds.push(filter.categoryId);
  }
  const whereSql = where.join(' AND ');
  const [list, count] = await db.batch([
    db
      .prepare(`SELECT ${SUMMARY_COLUMNS} FROM ${from} WHERE ${whereSql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
      .bind(...binds, filter.limit, filter.offset),
    db.prepare(`SELECT COUNT(*) AS total_count FROM ${from} WHERE ${whereSql}`).bind(...binds),
  ]);
  const rows = list!.results as ProductRow[];
  const total = (count!.results[0] as { total_count: number } | undefined)?.total_count ?? 0;
  return { products: rows.map(toProduct), total };
}

/**
 * The first products of every category of a distributor (the home page's
 * sections), with each category's total: one batch instead of a call per
 * category. Categories come in menu order.
 */
export async function listCategorySections(db: D1Database, distributorId: number, perCategory: number) {
  const { results: categories } = await db
    .prepare('SELECT id FROM categories WHERE distributor_id = ? ORDER BY created_at ASC, id ASC')
    .bind(distributorId)
    .all<{ id: number }>();
  if (!categories.length) return [];
  const statements = categories.flatMap(({ id }) => [
    db
      .prepare(`SELECT ${SUMMARY_COLUMNS} FROM products_on_sale p WHERE p.distributor_id = ? AND p.category_id = ? ORDER BY ${ORDER_BY.relevance} LIMIT ?`)
      .bind(distributorId, id, perCategory),
    db.prepare('SELECT COUNT(*) AS total FROM products_on_sale WHERE distributor_id = ? AND category_id = ?').bind(distributorId, id),
  ]);
  const results = await db.batch(statements);
  return categories.map(({ id }, i) => ({
    category_id: id,
    total: (results[2 * i + 1]!.results[0] as { total: number }).total,
    products: (results[2 * i]!.results as ProductRow[]).map(toProduct),
  }));
}

export async function getProduct(db: D1Database, distributorId: number, id: number) {
  const row = await db
    .prepare(`SELECT ${DETAIL_COLUMNS} FROM products_on_sale p WHERE p.id = ? AND p.distributor_id = ?`)
    .bind(id, distributorId)
    .first<ProductRow>();
  return row ? toProduct(row) : null;
}

export async function getStock(db: D1Database, distributorId: number, id: number) {
  return db
    .prepare('SELECT id, total_stock FROM products_on_sale WHERE id = ? AND distributor_id = ?')
    .bind(id, distributorId)
    .first<{ id: number; total_stock: number }>();
}
