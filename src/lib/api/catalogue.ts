import {
  bannerSettingsSchema,
  categoryListSchema,
  categorySchema,
  categorySectionsSchema,
  footerSettingsSchema,
  generalSettingsSchema,
  productListSchema,
  productSchema,
  sliderListSchema,
  staticPageSchema,
  stockSchema,
  type PolicyPageName,
  type Product,
} from './schemas/catalogue';
import { messageBody } from './schemas/common';
import type { Transport } from './transport';

export type ProductSort = 'relevance' | 'price_asc' | 'price_desc' | 'discount_desc' | 'newest';

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
}

async function productPage(t: Transport, path: string, query: ProductQuery): Promise<ProductPage> {
  const { data, headers } = await t.requestWithHeaders('GET', path, productListSchema, { query: { ...query } });
  const raw = headers.get('x-total-count');
  const total = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  return { products: data, total };
}

/** Catalogue and content calls of the API contract (all send distributor_id). */
export function catalogueApi(t: Transport) {
  return {
    products: (query: ProductQuery = {}) =>
      t.request('GET', 'ecomProd/ecomProducts', productListSchema, { query: { ...query } }),
    product: (id: number) => t.request('GET', `ecomProd/ecomProducts/${id}`, productSchema),
    productsByCategory: (categoryId: number, query: Omit<ProductQuery, 'q'> = {}) =>
      t.request('GET', `ecomProd/ecomProducts/category/${categoryId}`, productListSchema, { query: { ...query } }),
    /** A page of products with the list's total, for paginated views. */
    productPage: (query: ProductQuery = {}) => productPage(t, 'ecomProd/ecomProducts', query),
    categoryProductPage: (categoryId: number, query: Omit<ProductQuery, 'q'> = {}) =>
      productPage(t, `ecomProd/ecomProducts/category/${categoryId}`, query),
    /** Every category's first products in one call (an extension of the contract). */
    categorySections: (perCategory: number) =>
      t.request('GET', 'ecomProd/ecomProducts/sections', categorySectionsSchema, { query: { per: perCategory } }),
    stock: (id: number) => t.request('GET', `ecomProd/ecomProducts/stock/${id}`, stockSchema),
    categories: () => t.request('GET', 'ecomProdcat/ecomcategory', categoryListSchema),
    category: (id: number) => t.request('GET', `ecomProdcat/ecomcategory/${id}`, categorySchema),
    banners: () => t.request('GET', 'bannerImages', bannerSettingsSchema),
    sliders: () => t.request('GET', 'slider', sliderListSchema),
    generalSettings: () => t.request('GET', 'GeneralSetting/general-settings-details', generalSettingsSchema),
    footer: () => t.request('GET', 'GeneralSetting/footer-details', footerSettingsSchema),
    page: (name: PolicyPageName) => t.request('GET', `Pages/${encodeURIComponent(name)}`, staticPageSchema),
    subscribe: (email: string) =>
      t.request('POST', 'subscribe', messageBody, { body: { subscriber_email: email } }),
  };
}
export type CatalogueApi = ReturnType<typeof catalogueApi>;

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
