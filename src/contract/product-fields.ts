// The product's fields, each declared once: its column, kind, limit, the
// words that name it, and where it goes (the catalogue's list answer, the
// console form, the CSV, the product page). The reader, the SELECT lists, the
// row shaping, the admin input schema, the console form's draft and the CSV
// columns are all derived from this table. A translatable field's words in
// each other language of LANGUAGES are fields the table makes from the
// language's row (product_name_hi, description_hi). Pure data: the browser and
// the server both read it.

import { LANGUAGES, translatingLanguages, type Language, type Translating } from '../lib/i18n/languages.ts';
import { translationKey, translationLabel, translationName, type TranslationKey, type TranslationLabel } from './translation-fields.ts';

/**
 * How a field is stored, checked and sent:
 * - text: TEXT, '' when empty; `max` characters.
 * - translation: another language's words for a text field; null shows the English ones.
 * - money: rupees on the wire, paise in the column.
 * - percent: a percent with at most 2 decimals (the discount).
 * - count: a whole number from 0 to `max`.
 * - category: the category's id (null: none).
 * - image: a stored image's file name (null: none).
 * - hsn, gstRate, uqc: the GST classification (the rate in basis points in the column).
 * - flag: a yes/no, 0/1 in the column.
 */
export type ProductFieldKind = 'text' | 'translation' | 'money' | 'percent' | 'count' | 'category' | 'image' | 'hsn' | 'gstRate' | 'uqc' | 'flag';

/** The value each kind has in the API's answer and the contract's Product. */
export interface ProductKindValue {
  text: string;
  translation: string | null;
  money: number;
  percent: number;
  count: number;
  category: number | null;
  image: string | null;
  hsn: string | null;
  gstRate: number | null;
  uqc: string | null;
  flag: boolean;
}

export interface ProductFieldSpec {
  kind: ProductFieldKind;
  /** The products column (the field's own name unless told); a translation's: its product_translations column. */
  column?: string;
  /** Text: at most this many characters; count: at most this figure. */
  max?: number;
  /** What a refused value's message calls the field. */
  name: string;
  /** Required when a product is created. */
  required?: true;
  /**
   * A text field of which `translation` fields hold the other languages' words:
   * their product_translations column, and what the API's messages call them
   * after the language's name ("Hindi name").
   */
  translatable?: { column: string; word: string };
  /** A translation: the field whose words it translates (the form shows it just after). */
  translates?: string;
  /** A translation: the language of its words, a tag of LANGUAGES (its row of product_translations). */
  language?: string;
  /** In every product answer (a list's too); without it only the one-product answer has it. */
  list?: true;
  /** Editable in the console's product form and by the API: a text line, a text area, or laid out by the form itself. */
  form?: 'line' | 'area' | 'own';
  /**
   * The console form's label, a key of MESSAGES.console.products.fields; a field without one takes its product page label.
   * (The contract imports no catalogue: the form checks these keys, src/islands/console/product-form.ts.)
   */
  label?: string;
  /** Shown on the product page, under this label (a key of MESSAGES.shop.productPage.facts), when it has a value. */
  shown?: string;
  /** The CSV's column for it (export and import) and its place among the columns (id is 0; a translation's column follows its field's). */
  csv?: { column: string; at: number };
}

/**
 * The fields as written, without their translations. Their order (then the
 * translations') is the order the API checks fields in (the first refused one
 * is named) and, within each group of the console form (lines, areas), the
 * order the form shows them in, each field's translations just after it.
 */
export const OWN_PRODUCT_FIELDS = {
  product_name: { kind: 'text', max: 200, name: 'Product name', required: true, translatable: { column: 'name', word: 'name' }, list: true, form: 'line', label: 'name', csv: { column: 'name', at: 1 } },
  product_price: { kind: 'money', column: 'price_paise', name: 'Price', required: true, list: true, form: 'own', label: 'price', csv: { column: 'price', at: 4 } },
  discount: { kind: 'percent', name: 'Discount', list: true, form: 'own', label: 'discount', csv: { column: 'discount', at: 5 } },
  image: { kind: 'image', name: 'Image', list: true, form: 'own', label: 'photo' },
  total_stock: { kind: 'count', max: 1_000_000, name: 'Stock', list: true, form: 'own', label: 'stock', csv: { column: 'stock', at: 6 } },
  stock_minimum_level: { kind: 'count', max: 1_000_000, name: 'Stock minimum level', list: true, form: 'own', label: 'min', csv: { column: 'stock_minimum', at: 7 } },
  stock_maximum_level: { kind: 'count', max: 1_000_000, name: 'Stock maximum level', list: true, form: 'own', label: 'max' },
  category_id: { kind: 'category', name: 'Category', list: true, form: 'own', label: 'category', csv: { column: 'category', at: 10 } },
  description: { kind: 'text', max: 5000, name: 'Description', translatable: { column: 'description', word: 'description' }, form: 'area', label: 'description' },
  drug_content: { kind: 'text', max: 5000, name: 'Drug content', form: 'area', label: 'drugContent' },
  direction_to_use: { kind: 'text', max: 5000, name: 'Direction to use', form: 'area', label: 'direction' },
  do_donts: { kind: 'text', max: 5000, name: "Do's and don'ts", form: 'area', label: 'doDonts' },
  features_benefits: { kind: 'text', max: 5000, name: 'Features and benefits', form: 'area', label: 'features' },
  faqs: { kind: 'text', max: 5000, name: 'FAQs', form: 'own', label: 'faqs' },
  hsn_code: { kind: 'hsn', name: 'HSN code', list: true, form: 'own', label: 'hsn', csv: { column: 'hsn', at: 9 } },
  gst_rate: { kind: 'gstRate', column: 'gst_rate_bp', name: 'GST rate', list: true, form: 'own', label: 'gstRate', csv: { column: 'gst_rate', at: 8 } },
  uqc: { kind: 'uqc', name: 'Unit of quantity', list: true, form: 'own', label: 'uqc' },
  prescription_required: { kind: 'flag', name: 'prescription_required', list: true, form: 'own' },
  // The maker's brand for search engines; empty claims none.
  brand: { kind: 'text', max: 100, name: 'Brand', list: true, form: 'line', label: 'brand', csv: { column: 'brand', at: 2 } },
  // The size's label within its pack-size group; written by the pack-sizes panel, not the form.
  pack_size: { kind: 'text', max: 40, name: 'Pack size', list: true },
  // What one pack holds ("Strip of 15 tablets"), shown on the product page.
  pack_contents: { kind: 'text', max: 100, name: 'Pack contents', form: 'line', shown: 'packContents', csv: { column: 'pack_contents', at: 11 } },
} as const satisfies Record<string, ProductFieldSpec>;

type OwnFields = Record<string, ProductFieldSpec>;
type Translatable<F extends OwnFields> = { [K in keyof F & string]: F[K] extends { translatable: object } ? K : never }[keyof F & string];

/** A field's translation into language `L`: the field's form, list, limit and CSV place, under the language's names. */
type TranslationSpec<K extends string, S extends ProductFieldSpec, L extends Language> = {
  readonly kind: 'translation';
  readonly translates: K;
  readonly language: L['tag'];
  readonly column: string;
  readonly max: S['max'];
  readonly name: string;
} & (S extends { list: true } ? { readonly list: true } : unknown) &
  (S extends { form: infer Form } ? { readonly form: Form } : unknown) &
  (S extends { label: infer Label extends string } ? { readonly label: TranslationLabel<Label, L> } : unknown) &
  (S extends { csv: object } ? { readonly csv: { column: string; at: number } } : unknown);

type TranslationPair<F extends OwnFields, L extends Language> = {
  [K in Translatable<F>]: L extends unknown ? { key: TranslationKey<K, L>; spec: TranslationSpec<K, F[K], L> } : never;
}[Translatable<F>];

/** The fields `fields` and `languages` make: the fields as written, then each translatable one's per language other than the default. */
export type ProductFieldTable<F extends OwnFields, L extends readonly Language[]> = F & { readonly [P in TranslationPair<F, Translating<L>> as P['key']]: P['spec'] };

/** The table with the translations of each translatable field into each of `languages` but the default (in the list's order). */
export function productFieldTable<const F extends OwnFields, const L extends readonly Language[]>(fields: F, languages: L): ProductFieldTable<F, L> {
  const translations = translatingLanguages(languages).flatMap((language) =>
    Object.entries(fields).flatMap(([key, f]) => {
      if (!f.translatable) return [];
      const spec: ProductFieldSpec = {
        kind: 'translation',
        translates: key,
        language: language.tag,
        column: f.translatable.column,
        max: f.max,
        name: translationName(f.translatable.word, language),
        ...(f.list ? { list: true } : {}),
        ...(f.form ? { form: f.form } : {}),
        ...(f.label ? { label: translationLabel(f.label, language) } : {}),
        // Its column follows its field's (the CSV keeps the table's order among equal places).
        ...(f.csv ? { csv: { column: translationKey(f.csv.column, language), at: f.csv.at } } : {}),
      };
      return [[translationKey(key, language), spec] as const];
    }),
  );
  return { ...fields, ...Object.fromEntries(translations) } as ProductFieldTable<F, L>;
}

/** The table: the fields as written and their translations (product_name_hi, description_hi for Hindi). */
export const PRODUCT_FIELDS = productFieldTable(OWN_PRODUCT_FIELDS, LANGUAGES);

export type ProductFieldKey = keyof typeof PRODUCT_FIELDS;
type Spec<K extends ProductFieldKey> = (typeof PRODUCT_FIELDS)[K];

/** Every field's value, as the API sends it. */
export type ProductFieldValues = { -readonly [K in ProductFieldKey]: ProductKindValue[Spec<K>['kind']] };

/** The fields the console form and the admin API write. */
export type EditableProductField = { [K in ProductFieldKey]: Spec<K> extends { form: string } ? K : never }[ProductFieldKey];
/** Of those, the ones the form lays out generically: as a text line or a text area. */
export type PlainTextField = { [K in ProductFieldKey]: Spec<K> extends { form: 'line' | 'area' } ? K : never }[ProductFieldKey];

const ENTRIES = Object.entries(PRODUCT_FIELDS) as Array<[ProductFieldKey, ProductFieldSpec]>;

/** The fields with their specs, in the table's order. */
export const productFieldEntries = (): ReadonlyArray<[ProductFieldKey, ProductFieldSpec]> => ENTRIES;

/** The field's column in the products table (a translation's in product_translations). */
export const columnOf = (key: ProductFieldKey): string => (PRODUCT_FIELDS[key] as ProductFieldSpec).column ?? key;

/** The fields the form lays out as a line or an area, in the table's order, each translation just after its field. */
export function plainTextFields(form: 'line' | 'area', table: OwnFields = PRODUCT_FIELDS): PlainTextField[] {
  const group = Object.entries(table).filter(([, f]) => f.form === form);
  return group
    .filter(([, f]) => !f.translates)
    .flatMap(([key]) => [key, ...group.filter(([, f]) => f.translates === key).map(([k]) => k)]) as PlainTextField[];
}

/** The fields in the CSV with their columns, in the file's order (id, the 0th, is not a field). */
export function csvFields(table: OwnFields = PRODUCT_FIELDS): Array<[ProductFieldKey, ProductFieldSpec & { csv: { column: string; at: number } }]> {
  return (Object.entries(table) as Array<[ProductFieldKey, ProductFieldSpec]>)
    .filter((e): e is [ProductFieldKey, ProductFieldSpec & { csv: { column: string; at: number } }] => !!e[1].csv)
    .sort(([, a], [, b]) => a.csv.at - b.csv.at);
}
