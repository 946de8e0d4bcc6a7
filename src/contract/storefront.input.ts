import { z } from 'zod';
import { wordKey } from './word-key';
import '@/lib/zod-config';

// The operator's storefront writes: a policy page's HTML (PUT
// /api/admin/pages/:slug), the footer details (PUT
// /api/admin/general-settings) and the banners' percent-off badges (PUT
// /api/admin/banner-discounts).

/** A policy page's HTML, as typed: well under the 64 KB a JSON body may be. */
export const PAGE_CONTENT_MAX = 40_000;

export const pagePayload = z.object({
  content: z.string({ error: wordKey('console.storefront.contentEmpty') }).max(PAGE_CONTENT_MAX, wordKey('console.storefront.contentTooLong', PAGE_CONTENT_MAX)),
});

const text = (label: string, max: number) =>
  z.string({ error: wordKey('general.tooLong', label, max) }).trim().max(max, wordKey('general.tooLong', label, max));

export const generalSettingsPayload = z.object({
  app_name: text(wordKey('console.storefront.fields.appName'), 100).min(1, wordKey('console.storefront.nameRequired')),
  phone_number: text(wordKey('console.storefront.fields.phoneNumber'), 20).refine((v) => v === '' || /^\+?[\d\s-]{10,20}$/.test(v) && (v.match(/\d/g) ?? []).length >= 10 && (v.match(/\d/g) ?? []).length <= 15, wordKey('console.storefront.phoneInvalid')),
  email: text(wordKey('console.storefront.fields.email'), 254).refine((v) => v === '' || z.email().safeParse(v).success, wordKey('console.storefront.emailInvalid')),
  address: text(wordKey('console.storefront.fields.address'), 500),
  web_description: text(wordKey('console.storefront.fields.webDescription'), 1000),
});
export type GeneralSettingsWrite = z.infer<typeof generalSettingsPayload>;

type Badge = 'offer_banner_first_discount' | 'offer_banner_second_discount' | 'popup_banner_discount';

/** A badge's message names the badge (its own key, rendered with the message). */
const badge = (key: Badge) => {
  const invalid = wordKey('console.storefront.badgeInvalid', wordKey(`console.storefront.badges.${key}`));
  return z.number({ error: invalid }).int(invalid).min(0, invalid).max(100, invalid);
};

/** The percent-off badges of the two offer banners and the popup banner. */
export const bannerDiscountsPayload = z.object({
  offer_banner_first_discount: badge('offer_banner_first_discount'),
  offer_banner_second_discount: badge('offer_banner_second_discount'),
  popup_banner_discount: badge('popup_banner_discount'),
});
export type BannerDiscountsWrite = z.infer<typeof bannerDiscountsPayload>;

/** The shop's slider images in their new order (ids as the slider list gives them). */
export const sliderOrderPayload = z.object({
  ids: z.array(z.number({ error: wordKey('console.storefront.sliderOrderInvalid') }).int(wordKey('console.storefront.sliderOrderInvalid')).positive(wordKey('console.storefront.sliderOrderInvalid')), { error: wordKey('console.storefront.sliderOrderInvalid') })
    .max(50, wordKey('console.storefront.sliderOrderInvalid')),
});
