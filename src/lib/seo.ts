import type { Product } from '@/contract/catalogue';
import { priceView, inStock } from './product-detail';
import { twoDecimals } from './pricing';

// Structured data for search engines (schema.org Product), built from what the
// page shows: the INR price is the final price, availability follows stock.

export interface ProductJsonLdInput {
  product: Pick<Product, 'id' | 'product_name' | 'product_price' | 'discount' | 'total_stock' | 'description'>;
  url: string;
  imageUrl: string;
  /** The product's own brand; empty leaves brand out (the shop is not the maker). */
  brand: string;
  /** The product's reviews, when it has any: search engines show the stars. */
  rating?: { average: number; count: number };
}

export function productJsonLd({ product, url, imageUrl, brand, rating }: ProductJsonLdInput) {
  const { final } = priceView(product);
  const aggregateRating =
    rating && rating.count > 0
      ? { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    sku: String(product.id),
    image: [imageUrl],
    description: plainText(product.description).slice(0, 500) || product.product_name,
    ...(brand.trim() ? { brand: { '@type': 'Brand', name: brand.trim() } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: twoDecimals(final),
      availability: inStock(product.total_stock) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(aggregateRating ? { aggregateRating } : {}),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so text can never close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** A meta description: one line of plain text, cut at a word near `max`. */
export function metaDescription(text: string, max = 160): string {
  const plain = plainText(text);
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function plainText(text: string): string {
  return String(text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}
