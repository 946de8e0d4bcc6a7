import type { Category, Product } from '@/contract/catalogue';
import { translationKey, type TranslationKey } from '@/contract/translation-fields';
import { activeLanguage } from './catalogue';
import { LANGUAGES, translatingLanguages, type TranslatingLanguage } from './languages';

// A product's own words in the page's language: the operator may give a name
// and description per language (product_name_hi, description_hi, ...); where
// one is empty the English one is shown. Products are kept and shared between
// requests, so this answers a copy, never changes the one it is given.

type Words<L extends TranslatingLanguage> = {
  name: TranslationKey<'product_name', L>;
  description: TranslationKey<'description', L>;
  category: TranslationKey<'category_name', L>;
};
/** Each language's fields, by tag (the default language has none: its words are the fields themselves). */
const FIELDS: Partial<Record<string, Words<TranslatingLanguage>>> = Object.fromEntries(
  translatingLanguages(LANGUAGES).map((l) => [
    l.tag,
    { name: translationKey('product_name', l), description: translationKey('description', l), category: translationKey('category_name', l) },
  ]),
);

type Named = Pick<Product, 'product_name'> & Partial<Record<Words<TranslatingLanguage>['name'], string | null>>;

/** The name to show in the current language. */
export function productName(product: Named): string {
  const fields = FIELDS[activeLanguage()];
  return (fields && product[fields.name]) || product.product_name;
}

/** The product with its name and description in the current language. */
export function inPageLanguage<T extends Product>(product: T): T {
  const fields = FIELDS[activeLanguage()];
  if (!fields) return product;
  return { ...product, product_name: productName(product), description: product[fields.description] || product.description };
}

type CategoryNamed = Pick<Category, 'category'> & Partial<Record<Words<TranslatingLanguage>['category'], string | null>>;

/** A category's name in the current language (the English one where none is given). */
export function categoryName(category: CategoryNamed): string {
  const fields = FIELDS[activeLanguage()];
  return (fields && category[fields.category]) || category.category;
}
