import { z } from 'zod';
import { MESSAGES } from '@/lib/messages';
import '@/lib/zod-config';

// The operator's storefront writes: a policy page's HTML (PUT
// /api/admin/pages/:slug), the footer details (PUT
// /api/admin/general-settings) and the banners' percent-off badges (PUT
// /api/admin/banner-discounts).

const M = MESSAGES.console.storefront;

/** A policy page's HTML, as typed: well under the 64 KB a JSON body may be. */
export const PAGE_CONTENT_MAX = 40_000;

export const pagePayload = z.object({
  content: z.string({ error: M.contentEmpty }).max(PAGE_CONTENT_MAX, M.contentTooLong(PAGE_CONTENT_MAX)),
});

const text = (label: string, max: number) =>
  z.string({ error: MESSAGES.general.tooLong(label, max) }).trim().max(max, MESSAGES.general.tooLong(label, max));

export const generalSettingsPayload = z.object({
  app_name: text(M.fields.appName, 100).min(1, M.nameRequired),
  phone_number: text(M.fields.phoneNumber, 20).refine((v) => v === '' || /^\+?[\d\s-]{10,20}$/.test(v) && (v.match(/\d/g) ?? []).length >= 10 && (v.match(/\d/g) ?? []).length <= 15, M.phoneInvalid),
  email: text(M.fields.email, 254).refine((v) => v === '' || z.email().safeParse(v).success, M.emailInvalid),
  address: text(M.fields.address, 500),
  web_description: text(M.fields.webDescription, 1000),
});
export type GeneralSettingsWrite = z.infer<typeof generalSettingsPayload>;

const badge = (key: keyof typeof M.badges) =>
  z.number({ error: M.badgeInvalid(M.badges[key]) }).int(M.badgeInvalid(M.badges[key])).min(0, M.badgeInvalid(M.badges[key])).max(100, M.badgeInvalid(M.badges[key]));

/** The percent-off badges of the two offer banners and the popup banner. */
export const bannerDiscountsPayload = z.object({
  offer_banner_first_discount: badge('offer_banner_first_discount'),
  offer_banner_second_discount: badge('offer_banner_second_discount'),
  popup_banner_discount: badge('popup_banner_discount'),
});
export type BannerDiscountsWrite = z.infer<typeof bannerDiscountsPayload>;

/** The shop's slider images in their new order (ids as the slider list gives them). */
export const sliderOrderPayload = z.object({
  ids: z.array(z.number({ error: M.sliderOrderInvalid }).int(M.sliderOrderInvalid).positive(M.sliderOrderInvalid), { error: M.sliderOrderInvalid })
    .max(50, M.sliderOrderInvalid),
});
