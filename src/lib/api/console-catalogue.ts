import { readCategoryList } from '@/contract/catalogue';
import type { CategoryTranslationKey } from '@/contract/category-fields';
import { readCategorySaved, readConsoleCoupons, readCouponSaved, type ConsoleCoupon } from '@/contract/console';
import { readMessage } from '@/contract/read';
import type { Transport } from './transport';

// The console's category and coupon calls: the catalogue's category routes
// (JSON for the name, multipart for the tile and banner images) and the
// coupon routes, each with the admin's token. The server checks the role.

const auth = { auth: true } as const;
const CATEGORIES = 'ecomProdcat/ecomcategory';
const COUPONS = 'ecom_coupon';

/** The coupon fields the console's form sends (rupees; dates as YYYY-MM-DD): a coupon as listed, without its id. */
export type CouponFields = Omit<ConsoleCoupon, 'id' | 'kind'> & { kind: 'percent' | 'flat' };

export function consoleCategoriesApi(t: Transport) {
  return {
    list: () => t.request('GET', CATEGORIES, readCategoryList, auth),
    create: (name: string) => t.request('POST', CATEGORIES, readCategorySaved, { ...auth, body: { category: name } }),
    /** Its name, and its names in the other languages (category_name_hi; empty clears one). */
    rename: (id: number, name: string, translations: Record<CategoryTranslationKey, string>) =>
      t.request('PUT', `${CATEGORIES}/${id}`, readCategorySaved, { ...auth, body: { category: name, ...translations } }),
    /** The tile image, the banner image or both, as the admin's files. */
    images: (id: number, files: { category_image?: File; banner_image?: File }) => {
      const form = new FormData();
      if (files.category_image) form.set('category_image', files.category_image);
      if (files.banner_image) form.set('banner_image', files.banner_image);
      return t.request('PUT', `${CATEGORIES}/${id}`, readCategorySaved, { ...auth, body: form });
    },
    remove: (id: number) => t.request('DELETE', `${CATEGORIES}/${id}`, readMessage, auth),
  };
}

export function consoleCouponsApi(t: Transport) {
  return {
    list: () => t.request('GET', `${COUPONS}/list`, readConsoleCoupons, auth),
    create: (body: CouponFields) => t.request('POST', COUPONS, readCouponSaved, { ...auth, body }),
    update: (id: number, body: Partial<CouponFields>) => t.request('PUT', `${COUPONS}/${id}`, readCouponSaved, { ...auth, body }),
  };
}
