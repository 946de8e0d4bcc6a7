import { POLICY_PAGES, type Distributor, type PolicySlug } from '@/contract/catalogue';
import type { BannerDiscountsWrite, GeneralSettingsWrite } from '@/contract/storefront.input';
import { MESSAGES } from '@/lib/messages';
import { badRequest, notFound } from '../domain-error';
import { getBanners, getGeneralSettings, putBannerDiscounts, putGeneralSettings, putPage } from '../data/content';
import { sanitizePolicyHtml } from '../pages/html-sanitizer';

// The operator's storefront writes. A policy page is stored as the
// storefront would show it: sanitised with the very same rules on the way in,
// so what is stored is already safe (the page sanitises again on the way out).

const M = MESSAGES.console.storefront;

/** Stores a policy page's HTML; answers the stored (sanitised) HTML. */
export async function savePolicyPage(db: D1Database, distributorId: number, slug: string, html: string) {
  if (!Object.hasOwn(POLICY_PAGES, slug)) throw notFound(M.unknownPage);
  const name = POLICY_PAGES[slug as PolicySlug];
  const content = sanitizePolicyHtml(html);
  if (!content) throw badRequest(M.contentEmpty);
  await putPage(db, distributorId, name, content);
  return { name, content };
}

/** Stores the footer details; answers them as the footer reads them. */
export async function saveGeneralSettings(db: D1Database, distributor: Distributor, settings: GeneralSettingsWrite) {
  await putGeneralSettings(db, distributor.id, settings);
  return getGeneralSettings(db, distributor);
}

/** Stores the banners' percent-off badges; answers the banners as the storefront reads them. */
export async function saveBannerDiscounts(db: D1Database, distributorId: number, discounts: BannerDiscountsWrite) {
  await putBannerDiscounts(db, distributorId, discounts);
  return getBanners(db, distributorId);
}
