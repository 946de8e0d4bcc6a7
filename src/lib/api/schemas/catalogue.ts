import { z } from 'zod';
import { listOf, looseNumber, looseString, optionalNumber, optionalString } from './common';

// Catalogue and content entities, as the API sends them.

export const distributorSchema = z.object({ id: z.number(), slug: z.string(), name: z.string() });
export type Distributor = z.infer<typeof distributorSchema>;

const productFields = z.object({
  id: looseNumber,
  product_name: looseString,
  product_price: looseNumber,
  discount: looseNumber,
  image: optionalString,
  total_stock: looseNumber,
  stock_minimum_level: looseNumber,
  stock_maximum_level: looseNumber,
  categoryId: optionalNumber,
  category_id: optionalNumber,
  createdAt: looseString,
  description: looseString,
  drug_content: looseString,
  direction_to_use: looseString,
  do_donts: looseString,
  features_benefits: looseString,
  faqs: looseString,
});

/** A product; `categoryId` and `category_id` are both accepted and both filled. */
export const productSchema = productFields.transform((p) => {
  const category = p.category_id ?? p.categoryId;
  return { ...p, category_id: category, categoryId: category };
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = listOf(productSchema, 'products');

/** The home page's sections: each category's first products and total. */
export const categorySectionsSchema = listOf(
  z.object({ category_id: looseNumber, total: optionalNumber, products: productListSchema }),
  'sections',
);
export type CategorySection = z.infer<typeof categorySectionsSchema>[number];

export const stockSchema = z.object({ id: looseNumber, total_stock: looseNumber });
export type Stock = z.infer<typeof stockSchema>;

export const categorySchema = z.object({
  id: looseNumber,
  category: looseString,
  category_image: optionalString,
  banner_image: optionalString,
  createdAt: looseString,
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = listOf(categorySchema, 'categories');

export const sliderSchema = z.object({ id: looseNumber, image: looseString });
export type Slider = z.infer<typeof sliderSchema>;
export const sliderListSchema = listOf(sliderSchema, 'sliders');

export const bannerSettingsSchema = z.object({
  offerBannerFirst: optionalString,
  offerBannerFirstDiscount: optionalNumber,
  offerBannerSecond: optionalString,
  offerBannerSecondDiscount: optionalNumber,
  popupBanner: optionalString,
  popupBannerDiscount: optionalNumber,
  paymentGatewayImage: optionalString,
});
export type BannerSettings = z.infer<typeof bannerSettingsSchema>;

export const footerSettingsSchema = z.object({
  phoneNumber: looseString,
  email: looseString,
  address: looseString,
  webDescription: looseString,
  appName: looseString,
});
export type FooterSettings = z.infer<typeof footerSettingsSchema>;

export const generalSettingsSchema = footerSettingsSchema.extend({
  logo: optionalString,
  paymentGatewayImage: optionalString,
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

export const POLICY_PAGES = {
  terms_conditions: 'Terms and Conditions',
  refund_return_policy: 'Refund and Return Policy',
  privacy_policy: 'Privacy Policy',
  about_us: 'About Us',
} as const;
export type PolicySlug = keyof typeof POLICY_PAGES;
export type PolicyPageName = (typeof POLICY_PAGES)[PolicySlug];

export const staticPageSchema = z.object({ content: looseString });
export type StaticPage = z.infer<typeof staticPageSchema>;

/** Newsletter payload (required and a valid e-mail). */
export const subscribePayload = z.object({
  subscriber_email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .max(254, 'Email must be at most 254 characters.')
    .pipe(z.email({ error: 'Please enter a valid email.' })),
});
export type SubscribePayload = z.infer<typeof subscribePayload>;
