import type { Category, Product } from '@/contract/catalogue';
import { activeLanguage } from './catalogue';

// A product's own words in the page's language: the operator may give a name
// and description per language (today Hindi); where one is empty the English
// one is shown. Products are kept and shared between requests, so this
// answers a copy, never changes the one it is given.

type LocalisedFields = { name: 'product_name_hi'; description: 'description_hi'; category: 'category_name_hi' };
const FIELDS: Partial<Record<string, LocalisedFields>> = {
  'hi-IN': { name: 'product_name_hi', description: 'description_hi', category: 'category_name_hi' },
};

type Named = Pick<Product, 'product_name'> & Partial<Pick<Product, 'product_name_hi'>>;

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

type CategoryNamed = Pick<Category, 'category'> & Partial<Pick<Category, 'category_name_hi'>>;

/** A category's name in the current language (the English one where none is given). */
export function categoryName(category: CategoryNamed): string {
  const fields = FIELDS[activeLanguage()];
  return (fields && category[fields.category]) || category.category;
}
