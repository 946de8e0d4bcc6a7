import type { Product } from '@/contract/catalogue';
import { productFieldEntries, type ProductFieldKey } from '@/contract/product-fields';
import { discountedPrice } from './pricing';
import { MESSAGES } from './messages';

// What the product detail page derives from a product.

export interface DetailSection {
  id: string;
  title: string;
  text: string;
}

// Section order: description, drug content, direction to use, do's and don'ts,
// features and benefits (FAQs follow as their own section).
const SECTIONS: Array<[keyof typeof MESSAGES.shop.productPage.sections & keyof Product, string]> = [
  ['description', 'description'],
  ['drug_content', 'drug-content'],
  ['direction_to_use', 'direction-to-use'],
  ['do_donts', 'dos-donts'],
  ['features_benefits', 'features-benefits'],
];

/** The text sections that have content, in their fixed order. */
export function detailSections(product: Pick<Product, 'description' | 'drug_content' | 'direction_to_use' | 'do_donts' | 'features_benefits'>): DetailSection[] {
  return SECTIONS.flatMap(([field, id]) => {
    const text = String((product as Record<string, unknown>)[field] ?? '').trim();
    return text ? [{ id, title: MESSAGES.shop.productPage.sections[field], text }] : [];
  });
}

export interface ProductFact {
  key: ProductFieldKey;
  label: string;
  value: string;
}

/** The product's short facts (the fields the field table shows on the product page) that have a value, in the table's order. */
export function productFacts(product: Product): ProductFact[] {
  return productFieldEntries().flatMap(([key, f]) => {
    const value = String(product[key] ?? '').trim();
    return f.shown && value ? [{ key, label: MESSAGES.shop.productPage.facts[f.shown as keyof typeof MESSAGES.shop.productPage.facts], value }] : [];
  });
}

/** Stock 0 or less is out of stock. */
export function inStock(stock: number): boolean {
  return Number.isFinite(stock) && stock > 0;
}

/** The final price (2 decimals) and whether the MRP should show struck through. */
export function priceView(product: Pick<Product, 'product_price' | 'discount'>) {
  const discount = Math.max(0, Math.min(100, product.discount || 0));
  return {
    mrp: product.product_price,
    discount,
    final: discountedPrice(product.product_price, discount),
    discounted: discount > 0,
  };
}
