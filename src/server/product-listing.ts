import { productListSchema, type Product } from '@/lib/api/schemas/catalogue';
import type { ProductQuery } from '@/lib/api/catalogue';
import { fetchJson } from '@/lib/api/lean-catalogue';
import { ApiError, type Transport } from '@/lib/api/transport';

// A page of the product list with the total from X-Total-Count, for pages
// that paginate (search results, sitemap). The typed client returns only the
// list, so this reads the raw answer (and still parses it with the schema).

export interface ProductPage {
  products: Product[];
  total: number;
}

export async function productPage(transport: Transport, query: ProductQuery): Promise<ProductPage> {
  const { json, headers } = await fetchJson(transport, 'GET', 'ecomProd/ecomProducts', { query: { ...query } });
  const parsed = productListSchema.safeParse(json);
  if (!parsed.success) throw new ApiError(502, 'Unexpected answer from the server.');
  const header = Number(headers.get('x-total-count'));
  const total = Number.isFinite(header) && header >= parsed.data.length ? header : (query.offset ?? 0) + parsed.data.length;
  return { products: parsed.data, total };
}
