import { productFieldEntries, type ProductFieldKey, type ProductFieldKind, type ProductFieldValues, type ProductKindValue } from './product-fields';
import { CATEGORY_TRANSLATIONS, type CategoryTranslationKey, type CategoryTranslations } from './category-fields';
import { eachProductName, type ProductNames } from './translation-fields';
import { fields, listOf, num, optNum, optStr, str, type Reader } from './read';

// Catalogue and content answers, as the API sends them, and how to read them.

export interface Distributor {
  id: number;
  slug: string;
  name: string;
}

/**
 * A product as the shop's API sends it and as a client reads it (the server's
 * shaping `satisfies` it). Its fields are declared in product-fields.ts.
 */
export interface Product extends ProductFieldValues {
  id: number;
  /** category_id's other spelling: both are accepted and both filled. */
  categoryId: number | null;
  createdAt: string;
  /**
   * The one-product answer only: every size on sale of the product's pack-size
   * group, itself included, cheapest first (empty: in no group).
   */
  variants?: ProductVariant[];
}

/** One size of a pack-size group: a product of its own, with its own price and stock. */
export type ProductVariant = VariantFields & ProductNames;

interface VariantFields {
  id: number;
  product_name: string;
  pack_size: string;
  product_price: number;
  discount: number;
  total_stock: number;
}

const readVariantList = /* @__PURE__ */ listOf(
  /* @__PURE__ */ fields({ id: num, product_name: str, ...eachProductName(optStr), pack_size: str, product_price: num, discount: num, total_stock: num }),
);

/** How each kind of field is read (answers from before a field read as its empty value; a flag as false). */
const KIND_READERS: { [K in ProductFieldKind]: Reader<ProductKindValue[K]> } = {
  text: str,
  translation: optStr,
  money: num,
  percent: num,
  count: num,
  category: optNum,
  image: optStr,
  hsn: optStr,
  gstRate: optNum,
  uqc: optStr,
  flag: (v: unknown) => v === true,
};

// Every field of the table is read, by its kind.
const productFields = /* @__PURE__ */ fields({
  ...(Object.fromEntries(productFieldEntries().map(([key, f]) => [key, KIND_READERS[f.kind]])) as { [K in ProductFieldKey]: Reader<ProductFieldValues[K]> }),
  id: num,
  categoryId: optNum,
  createdAt: str,
  // Lists leave it out: only the one-product answer names the group's sizes.
  variants: (v: unknown) => (Array.isArray(v) ? readVariantList(v) : undefined),
} satisfies Record<keyof Product, Reader<unknown>>);

export const readProduct: Reader<Product> = (raw) => {
  const p = productFields(raw);
  const category = p.category_id ?? p.categoryId;
  return { ...p, category_id: category, categoryId: category };
};
export const readProductList = /* @__PURE__ */ listOf(readProduct, 'products');

/** The home page's sections: each category's first products and total. */
export interface CategorySection {
  category_id: number;
  total: number | null;
  products: Product[];
}
export const readCategorySections: Reader<CategorySection[]> = /* @__PURE__ */ listOf(
  /* @__PURE__ */ fields({ category_id: num, total: optNum, products: readProductList }),
  'sections',
);

export interface Stock {
  id: number;
  total_stock: number;
}
export const readStock: Reader<Stock> = /* @__PURE__ */ fields({ id: num, total_stock: num });

/** A category; its name in each other language is `category_name_<code>` (category_name_hi), null showing the English one. */
export interface Category extends CategoryTranslations {
  id: number;
  category: string;
  category_image: string | null;
  banner_image: string | null;
  createdAt: string;
}
export const readCategory: Reader<Category> = /* @__PURE__ */ fields({
  id: num,
  category: str,
  ...(Object.fromEntries(CATEGORY_TRANSLATIONS.map((f) => [f.key, optStr])) as Record<CategoryTranslationKey, Reader<string | null>>),
  category_image: optStr,
  banner_image: optStr,
  createdAt: str,
});
export const readCategoryList = /* @__PURE__ */ listOf(readCategory, 'categories');

export interface Slider {
  id: number;
  image: string;
}
export const readSliderList: Reader<Slider[]> = /* @__PURE__ */ listOf(/* @__PURE__ */ fields({ id: num, image: str }), 'sliders');

export interface BannerSettings {
  offerBannerFirst: string | null;
  offerBannerFirstDiscount: number | null;
  offerBannerSecond: string | null;
  offerBannerSecondDiscount: number | null;
  popupBanner: string | null;
  popupBannerDiscount: number | null;
  paymentGatewayImage: string | null;
}
export const readBannerSettings: Reader<BannerSettings> = /* @__PURE__ */ fields({
  offerBannerFirst: optStr,
  offerBannerFirstDiscount: optNum,
  offerBannerSecond: optStr,
  offerBannerSecondDiscount: optNum,
  popupBanner: optStr,
  popupBannerDiscount: optNum,
  paymentGatewayImage: optStr,
});

export interface FooterSettings {
  phoneNumber: string;
  email: string;
  address: string;
  webDescription: string;
  appName: string;
}
const footerFields = { phoneNumber: str, email: str, address: str, webDescription: str, appName: str };
export const readFooterSettings: Reader<FooterSettings> = /* @__PURE__ */ fields(footerFields);

export interface GeneralSettings extends FooterSettings {
  logo: string | null;
  paymentGatewayImage: string | null;
}
export const readGeneralSettings: Reader<GeneralSettings> = /* @__PURE__ */ fields({ ...footerFields, logo: optStr, paymentGatewayImage: optStr });

export interface StaticPage {
  content: string;
}
export const readStaticPage: Reader<StaticPage> = /* @__PURE__ */ fields({ content: str });

/** The policy pages: the URL slug and the page name the API knows it by. */
export const POLICY_PAGES = {
  terms_conditions: 'Terms and Conditions',
  refund_return_policy: 'Refund and Return Policy',
  privacy_policy: 'Privacy Policy',
  about_us: 'About Us',
} as const;
export type PolicySlug = keyof typeof POLICY_PAGES;
export type PolicyPageName = (typeof POLICY_PAGES)[PolicySlug];
