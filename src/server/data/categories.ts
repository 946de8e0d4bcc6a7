import { CATEGORY_TRANSLATIONS, type CategoryTranslations } from '@/contract/category-fields';
import type { Category } from '@/contract/catalogue';
import { categoryTranslationSql } from './translations';

// Category reads in the contract's shape; the names in other languages are
// category_translations' (migration 0053), each read under its field's name.

interface CategoryRow extends CategoryTranslations {
  id: number;
  category: string;
  category_image: string | null;
  banner_image: string | null;
  created_at: string;
}

const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  category: row.category,
  category_image: row.category_image,
  // An empty name reads as none: the English one shows.
  ...(Object.fromEntries(CATEGORY_TRANSLATIONS.map((f) => [f.key, row[f.key] || null])) as CategoryTranslations),
  banner_image: row.banner_image,
  createdAt: row.created_at,
});

const COLUMNS = ['c.id', 'c.category', ...CATEGORY_TRANSLATIONS.map((f) => `${categoryTranslationSql(f.language.tag)} AS ${f.key}`), 'c.category_image', 'c.banner_image', 'c.created_at'].join(', ');

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
