import { catalogueApi, type ProductQuery } from '@/lib/api/catalogue';
import type { Product } from '@/lib/api/readers/catalogue';
import type { Transport } from '@/lib/api/transport';

// A page of the product list with a total that is never unknown, for pages
// that paginate (search results, sitemap): the list's X-Total-Count, or what
// this page shows when the server does not say.

export interface ProductPage {
  products: Product[];
  total: number;
}

export async function productPage(transport: Transport, query: ProductQuery): Promise<ProductPage> {
  const { products, total } = await catalogueApi(transport).productPage(query);
  return { products, total: total !== null && total >= products.length ? total : (query.offset ?? 0) + products.length };
}
