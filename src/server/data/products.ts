import type { Product } from '@/contract/catalogue';
import { toRupees } from '@/lib/pricing';
import type { ProductSort } from '@/lib/product-sort';

// Product reads. Rows keep paise; `toProduct` shapes them in the contract's
// field names (rupees, createdAt, categoryId and category_id). Every read goes
// through the products_on_sale view, which leaves withdrawn products out.

export interface ProductRow {
  id: number;
  category_id: number | null;
  product_name: string;
  price_paise: number;
  discount: number;
  image: string | null;
  total_stock: number;
  stock_minimum_level: number;
  stock_maximum_level: number;
  created_at: string;
  description?: string;
  drug_content?: string;
  direction_to_use?: string;
  do_donts?: string;
  features_benefits?: string;
  faqs?: string;
  hsn_code: string | null;
  gst_rate_bp: number | null;
  uqc: string | null;
  prescription_required: number;
  product_name_hi: string | null;
  description_hi?: string | null;
  brand: string | null;
  pack_size: string | null;
}

export const SUMMARY_COLUMNS = `p.id, p.category_id, p.product_name, p.price_paise, p.discount, p.image, p.total_stock,
  p.stock_minimum_level, p.stock_maximum_level, p.created_at, p.hsn_code, p.gst_rate_bp, p.uqc, p.prescription_required, p.product_name_hi, p.brand, p.pack_size`;
const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, p.description, p.drug_content, p.direction_to_use, p.do_donts,
  p.features_benefits, p.faqs, p.description_hi`;

export function toProduct(row: ProductRow) {
  return {
    id: row.id,
    product_name: row.product_name,
    product_price: toRupees(row.price_paise),
    discount: row.discount,
    image: row.image,
    total_stock: row.total_stock,
    stock_minimum_level: row.stock_minimum_level,
    stock_maximum_level: row.stock_maximum_level,
    categoryId: row.category_id,
    category_id: row.category_id,
    createdAt: row.created_at,
    description: row.description ?? '',
    drug_content: row.drug_content ?? '',
    direction_to_use: row.direction_to_use ?? '',
    do_donts: row.do_donts ?? '',
    features_benefits: row.features_benefits ?? '',
    faqs: row.faqs ?? '',
    hsn_code: row.hsn_code,
    gst_rate: row.gst_rate_bp === null ? null : row.gst_rate_bp / 100,
    uqc: row.uqc,
    prescription_required: row.prescription_required === 1,
    product_name_hi: row.product_name_hi || null,
    description_hi: row.description_hi || null,
    brand: row.brand ?? '',
    pack_size: row.pack_size ?? '',
  } satisfies Product;
}

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
