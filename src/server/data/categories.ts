import { categoryTranslationSql } from './translations';

// Category reads in the contract's shape; the Hindi name is category_translations' (migration 0053).

interface CategoryRow {
  id: number;
  category: string;
  category_image: string | null;
  category_name_hi: string | null;
  banner_image: string | null;
  created_at: string;
}

const toCategory = (row: CategoryRow) => ({
  id: row.id,
  category: row.category,
  category_image: row.category_image,
  category_name_hi: row.category_name_hi || null,
  banner_image: row.banner_image,
  createdAt: row.created_at,
});

const COLUMNS = `c.id, c.category, ${categoryTranslationSql('hi-IN')} AS category_name_hi, c.category_image, c.banner_image, c.created_at`;

/** Categories in menu order (oldest first, as the shop set them up). */
export async function listCategories(db: D1Database, distributorId: number) {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM categories c WHERE c.distributor_id = ? ORDER BY c.created_at ASC, c.id ASC`)
    .bind(distributorId)
    .all<CategoryRow>();
  return results.map(toCategory);
}

export async function getCategory(db: D1Database, distributorId: number, id: number) {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM categories c WHERE c.id = ? AND c.distributor_id = ?`)
    .bind(id, distributorId)
    .first<CategoryRow>();
  return row ? toCategory(row) : null;
}
