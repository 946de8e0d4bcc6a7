import { productListSchema, type Product } from '@/lib/api/schemas/catalogue';
import type { ProductQuery } from '@/lib/api/catalogue';
import { ApiError, type Transport } from '@/lib/api/transport';

// A page of the product list with the total from X-Total-Count, for pages
// that paginate (search results, sitemap). The typed client returns only the
// list, so this reads the raw answer.

export interface ProductPage {
  products: Product[];
  total: number;
}

export async function productPage(transport: Transport, query: ProductQuery): Promise<ProductPage> {
  let response: Response;
  try {
    response = await transport.raw('GET', 'ecomProd/ecomProducts', { query: { ...query } });
  } catch {
    throw new ApiError(0, 'Network error.');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (json as { message?: unknown } | undefined)?.message;
    throw new ApiError(response.status, typeof message === 'string' ? message : `Request failed (${response.status}).`);
  }
  const parsed = productListSchema.safeParse(json);
  if (!parsed.success) throw new ApiError(502, 'Unexpected answer from the server.');
  const header = Number(response.headers.get('x-total-count'));
  const total = Number.isFinite(header) && header >= parsed.data.length ? header : (query.offset ?? 0) + parsed.data.length;
  return { products: parsed.data, total };
}
