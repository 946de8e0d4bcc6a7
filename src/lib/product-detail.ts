import type { Product } from '@/contract/catalogue';
import { discountedPrice } from './pricing';

// What the product detail page derives from a product.

export interface DetailSection {
  id: string;
  title: string;
  text: string;
}

// Section order: description, drug content, direction to use, do's and don'ts,
// features and benefits (FAQs follow as their own section).
const SECTIONS: Array<[keyof Product & string, string, string]> = [
  ['description', 'description', 'Description'],
  ['drug_content', 'drug-content', 'Drug Content'],
  ['direction_to_use', 'direction-to-use', 'Direction to Use'],
  ['do_donts', 'dos-donts', "Do's and Don'ts"],
  ['features_benefits', 'features-benefits', 'Features and Benefits'],
];

/** The text sections that have content, in their fixed order. */
export function detailSections(product: Pick<Product, 'description' | 'drug_content' | 'direction_to_use' | 'do_donts' | 'features_benefits'>): DetailSection[] {
  return SECTIONS.flatMap(([field, id, title]) => {
    const text = String((product as Record<string, unknown>)[field] ?? '').trim();
    return text ? [{ id, title, text }] : [];
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
