import type { CatalogueSource, ProductQuery } from '@/lib/api/catalogue';
import type { Product } from '@/contract/catalogue';

// A page of the product list with a total that is always a number, for pages
// that paginate (search results, sitemap): when an external API sends no
// usable total, the products seen so far stand in for it.

export interface ProductPage {
  products: Product[];
  total: number;
  /** A search's query as corrected, when the products are the corrected query's. */
  corrected: string | null;
}

export async function productPage(catalogue: Pick<CatalogueSource, 'productPage'>, query: ProductQuery): Promise<ProductPage> {
  const { products, total, corrected } = await catalogue.productPage(query);
  return { products, total: total !== null && total >= products.length ? total : (query.offset ?? 0) + products.length, corrected: corrected ?? null };
}
