import { PRODUCT_NAME_TRANSLATIONS } from '@/contract/translation-fields';

// Products' and categories' words in other languages: rows of
// product_translations and category_translations (migration 0053), one per
// product or category and language. The reads take a translation as a column
// of the row they read (a lookup by the table's key, matched on the shop too);
// the writes set the given words of one language and leave the others.

/** A product_translations column: the words of a translatable product field. */
export type ProductTranslationColumn = 'name' | 'description';

/** A language tag as SQL text: tags are ours (LANGUAGES), never a caller's. */
const tagSql = (tag: string) => {
  if (!/^[a-z]{2,3}-[A-Z]{2}$/.test(tag)) throw new Error(`Not a language tag: ${tag}`);
  return `'${tag}'`;
};

/** The product `alias`'s words of `column` in `tag` (NULL where none), as a SELECT-list expression. */
export const productTranslationSql = (column: ProductTranslationColumn, tag: string, alias = 'p') =>
  `(SELECT t.${column} FROM product_translations t WHERE t.product_id = ${alias}.id AND t.language = ${tagSql(tag)} AND t.distributor_id = ${alias}.distributor_id)`;

/** The product `alias`'s name in each other language, as SELECT-list items named by their field (product_name_hi). */
export const productNamesSql = (alias = 'p') =>
  PRODUCT_NAME_TRANSLATIONS.map(({ key, language }) => `${productTranslationSql('name', language.tag, alias)} AS ${key}`).join(', ');

/** The category `alias`'s name in `tag` (NULL where none), as a SELECT-list expression. */
export const categoryTranslationSql = (tag: string, alias = 'c') =>
  `(SELECT t.name FROM category_translations t WHERE t.category_id = ${alias}.id AND t.language = ${tagSql(tag)} AND t.distributor_id = ${alias}.distributor_id)`;

/** One language's words to write; a column left out keeps its words, null (or '') clears them. */
export type TranslationWords = Partial<Record<ProductTranslationColumn, string | null>>;

const cleared = (v: string | null | undefined) => (v?.trim() ? v : null);

/**
 * Writes one language's words of a product given by `productSql` (an
 * expression naming one product id of the shop, with its `binds`). A row
 * left with no words is removed. Answers the statements, for the caller's batch.
 */
export function productTranslationStatements(
  db: D1Database,
  distributorId: number,
  tag: string,
  words: TranslationWords,
  product: { sql: string; binds: unknown[] },
): D1PreparedStatement[] {
  const columns = (Object.keys(words) as ProductTranslationColumn[]).filter((c) => words[c] !== undefined);
  if (!columns.length) return [];
  const values = columns.map((c) => cleared(words[c]));
  return [
    db
      .prepare(
        `INSERT INTO product_translations (product_id, language, distributor_id, ${columns.join(', ')})
         SELECT id, ${tagSql(tag)}, distributor_id, ${columns.map(() => '?').join(', ')} FROM products WHERE id = ${product.sql} AND distributor_id = ?
         ON CONFLICT (product_id, language) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}`,
      )
      .bind(...values, ...product.binds, distributorId),
    db
      .prepare(`DELETE FROM product_translations WHERE product_id = ${product.sql} AND language = ${tagSql(tag)} AND distributor_id = ? AND name IS NULL AND description IS NULL`)
      .bind(...product.binds, distributorId),
  ];
}

/** Writes a category's name in `tag` (null or '' clears it); `category` as in productTranslationStatements. */
export function categoryTranslationStatements(
  db: D1Database,
  distributorId: number,
  tag: string,
  name: string | null,
  category: { sql: string; binds: unknown[] },
): D1PreparedStatement[] {
  const value = cleared(name);
  if (value === null) {
    return [db.prepare(`DELETE FROM category_translations WHERE category_id = ${category.sql} AND language = ${tagSql(tag)} AND distributor_id = ?`).bind(...category.binds, distributorId)];
  }
  return [
    db
      .prepare(
        `INSERT INTO category_translations (category_id, language, distributor_id, name)
         SELECT id, ${tagSql(tag)}, distributor_id, ? FROM categories WHERE id = ${category.sql} AND distributor_id = ?
         ON CONFLICT (category_id, language) DO UPDATE SET name = excluded.name`,
      )
      .bind(value, ...category.binds, distributorId),
  ];
}
