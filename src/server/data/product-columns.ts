import type { Product } from '@/contract/catalogue';
import { columnOf, productFieldEntries, type EditableProductField, type ProductFieldKey, type ProductFieldKind, type ProductFieldValues } from '@/contract/product-fields';
import { toPaise, toRupees } from '@/lib/pricing';
import { productTranslationSql, type ProductTranslationColumn, type TranslationWords } from './translations';

// The products table seen through the field table (contract/product-fields.ts):
// the SELECT lists, a row shaped as the contract's Product, and a written
// value as its column stores it. Rows keep paise and basis points; answers
// carry rupees and percent. A translation is read from product_translations
// under its field's name (product_name_hi), so answers keep their shape.

/** A products row as the reads select it (a list's rows lack the long texts). */
export interface ProductRow {
  id: number;
  created_at: string;
  [column: string]: unknown;
}

interface Codec {
  /** The column's value as the API sends it. */
  read: (v: unknown) => unknown;
  /** A written value as the column stores it. */
  write: (v: unknown) => unknown;
}

const same = (v: unknown) => v;
const CODECS: Record<ProductFieldKind, Codec> = {
  text: { read: (v) => (v ?? '') as string, write: same },
  // An empty translation reads as none: the English words show.
  translation: { read: (v) => (v as string | null) || null, write: same },
  money: { read: (v) => toRupees(v as number), write: (v) => toPaise(v as number) },
  percent: { read: same, write: same },
  count: { read: same, write: same },
  category: { read: same, write: same },
  image: { read: same, write: same },
  hsn: { read: same, write: same },
  // Stored in hundredths of a percent, like the rate table.
  gstRate: { read: (v) => (v === null || v === undefined ? null : (v as number) / 100), write: (v) => Math.round((v as number) * 100) },
  uqc: { read: same, write: same },
  flag: { read: (v) => v === 1, write: (v) => (v ? 1 : 0) },
};

const ENTRIES = productFieldEntries();
const SPEC = new Map(ENTRIES);
const isTranslation = (key: ProductFieldKey) => SPEC.get(key)!.kind === 'translation';
/** Where a row holds the field: a translation under the field's name, any other under its column. */
const rowKeyOf = (key: ProductFieldKey) => (isTranslation(key) ? key : columnOf(key));
const selected = (key: ProductFieldKey) =>
  isTranslation(key) ? `${productTranslationSql(columnOf(key) as ProductTranslationColumn, SPEC.get(key)!.language!)} AS ${key}` : `p.${columnOf(key)}`;
const select = (keys: ReadonlyArray<ProductFieldKey>) => ['p.id', 'p.created_at', ...keys.map(selected)].join(', ');

/** The columns of every product answer (lists leave the long texts out). */
export const SUMMARY_COLUMNS = select(ENTRIES.filter(([, f]) => f.list).map(([k]) => k));
/** The columns of the one-product answer: every field. */
export const DETAIL_COLUMNS = select(ENTRIES.map(([k]) => k));

/** A row in the contract's field names. */
export function toProduct(row: ProductRow) {
  const values = Object.fromEntries(ENTRIES.map(([key, f]) => [key, CODECS[f.kind].read(row[rowKeyOf(key)])])) as unknown as ProductFieldValues;
  return { id: row.id, ...values, categoryId: values.category_id, createdAt: row.created_at } satisfies Omit<Product, 'variants'>;
}

/** The products columns and stored values of the given fields (those left undefined are not written; translations are not columns). */
export function productAssignments(input: Partial<Record<EditableProductField, unknown>>): Array<[string, unknown]> {
  return ENTRIES.flatMap(([key, f]) => {
    const value = (input as Record<string, unknown>)[key];
    return f.form && f.kind !== 'translation' && value !== undefined ? [[columnOf(key), CODECS[f.kind].write(value)] as [string, unknown]] : [];
  });
}

/** The given translations' words by language (a field left undefined is not written). */
export function productTranslationWords(input: Partial<Record<EditableProductField, unknown>>): Map<string, TranslationWords> {
  const out = new Map<string, TranslationWords>();
  for (const [key, f] of ENTRIES) {
    const value = (input as Record<string, unknown>)[key];
    if (f.kind !== 'translation' || !f.form || value === undefined) continue;
    out.set(f.language!, { ...out.get(f.language!), [columnOf(key)]: (value as string | null) || null });
  }
  return out;
}
