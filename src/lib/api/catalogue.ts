import { readMessage, type MessageBody } from '@/contract/read';
import {
  readBannerSettings,
  readCategory,
  readCategoryList,
  readCategorySections,
  readFooterSettings,
  readGeneralSettings,
  readProduct,
  readProductList,
  readSliderList,
  readStaticPage,
  readStock,
  type Product,
} from '@/contract/catalogue';
import type { PolicyPageName } from '@/contract/catalogue';
import type { Transport } from './transport';
import type { ProductSort } from '../product-sort';

// Catalogue and content calls (all send distributor_id). The calls islands
// make on every page (search, stock, newsletter) are also exported one by one,
// so an island bundles only the call it makes; catalogueApi (pages) uses the
// same functions.

export interface ProductQuery {
  q?: string;
  limit?: number;
  offset?: number;
  sort?: ProductSort;
}

/** One page of a product list and the list's total (null when the server does not say). */
export interface ProductPage {
  products: Product[];
  total: number | null;
  /** A search's query as the server corrected it, when the products are the corrected query's. */
  corrected?: string | null;
}

/** The corrected query a search answer names (URI-encoded: it may be Hindi); null when none or unreadable. */
function correctedOf(headers: Headers): string | null {
  const raw = headers.get('x-search-corrected');
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

const PRODUCTS = 'ecomProd/ecomProducts';

async function productPage(t: Transport, path: string, query: ProductQuery): Promise<ProductPage> {
  const { data, headers } = await t.requestWithHeaders('GET', path, readProductList, { query: { ...query } });
  const raw = headers.get('x-total-count');
  const total = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  return { products: data, total, corrected: correctedOf(headers) };
}

/** Products matching a query (the header's search box asks for a few). */
export const searchProducts = (t: Transport, query: ProductQuery = {}): Promise<Product[]> =>
  t.request('GET', PRODUCTS, readProductList, { query: { ...query } });

/** A product's stock now. */
export const productStock = async (t: Transport, id: number): Promise<number> =>
  (await t.request('GET', `${PRODUCTS}/stock/${id}`, readStock)).total_stock;

export const subscribeNewsletter = (t: Transport, email: string): Promise<MessageBody> =>
  t.request('POST', 'subscribe', readMessage, { body: { subscriber_email: email } });

/** Catalogue and content calls of the API contract (all send distributor_id). */
export function catalogueApi(t: Transport) {
  return {
    products: (query: ProductQuery = {}) => searchProducts(t, query),
    product: (id: number) => t.request('GET', `${PRODUCTS}/${id}`, readProduct),
    productsByCategory: (categoryId: number, query: Omit<ProductQuery, 'q'> = {}) =>
      t.request('GET', `${PRODUCTS}/category/${categoryId}`, readProductList, { query: { ...query } }),
    /** A page of products with the list's total, for paginated views. */
    productPage: (query: ProductQuery = {}) => productPage(t, PRODUCTS, query),
    categoryProductPage: (categoryId: number, query: Omit<ProductQuery, 'q'> = {}) =>
      productPage(t, `${PRODUCTS}/category/${categoryId}`, query),
    /** Every category's first products in one call (an extension of the contract). */
    categorySections: (perCategory: number) =>
      t.request('GET', `${PRODUCTS}/sections`, readCategorySections, { query: { per: perCategory } }),
    stock: (id: number) => t.request('GET', `${PRODUCTS}/stock/${id}`, readStock),
    categories: () => t.request('GET', 'ecomProdcat/ecomcategory', readCategoryList),
    category: (id: number) => t.request('GET', `ecomProdcat/ecomcategory/${id}`, readCategory),
    banners: () => t.request('GET', 'bannerImages', readBannerSettings),
    sliders: () => t.request('GET', 'slider', readSliderList),
    generalSettings: () => t.request('GET', 'GeneralSetting/general-settings-details', readGeneralSettings),
    footer: () => t.request('GET', 'GeneralSetting/footer-details', readFooterSettings),
    page: (name: PolicyPageName) => t.request('GET', `Pages/${encodeURIComponent(name)}`, readStaticPage),
    subscribe: (email: string) => subscribeNewsletter(t, email),
  };
}
type CatalogueApi = ReturnType<typeof catalogueApi>;

/**
 * The catalogue reads server pages make, in the shapes pages use. The shop's
 * own API answers them in-process from its data layer; an external API root
 * answers them over HTTP through catalogueApi. Both must give the same data.
 */
export type CatalogueSource = Pick<
  CatalogueApi,
  | 'product'
  | 'productPage'
  | 'categoryProductPage'
  | 'categorySections'
  | 'categories'
  | 'category'
  | 'banners'
  | 'sliders'
  | 'generalSettings'
  | 'page'
>;
