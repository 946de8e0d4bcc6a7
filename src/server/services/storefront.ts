import { POLICY_PAGES, type Distributor, type PolicySlug } from '@/contract/catalogue';
import type { BannerDiscountsWrite, GeneralSettingsWrite } from '@/contract/storefront.input';
import { badRequest, notFound } from '../domain-error';
import {
  BANNER_IMAGE_SLOTS, addSlider, getBanners, getGeneralSettings, listSliders, orderSliders, putBannerDiscounts, putBannerImage,
  putGeneralSettings, putPage, removeSlider, type BannerImageSlot,
} from '../data/content';
import { storeProductPhoto } from '../media/product-photo';
import { sanitizePolicyHtml } from '../pages/html-sanitizer';
import { WORDS } from '@/lib/words';

// The operator's storefront writes. A policy page is stored as the
// storefront would show it: sanitised with the very same rules on the way in,
// so what is stored is already safe (the page sanitises again on the way out).


/** Stores a policy page's HTML; answers the stored (sanitised) HTML. */
export async function savePolicyPage(db: D1Database, distributorId: number, slug: string, html: string) {
  if (!Object.hasOwn(POLICY_PAGES, slug)) throw notFound(WORDS.console.storefront.unknownPage);
  const name = POLICY_PAGES[slug as PolicySlug];
  const content = sanitizePolicyHtml(html);
  if (!content) throw badRequest(WORDS.console.storefront.contentEmpty);
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

// Storefront images (slider, banners, payment methods): photos as phones make
// them (JPEG, PNG, WebP), stored in the shop's settings media under new names.

function slotOf(slot: string): BannerImageSlot {
  if (!(BANNER_IMAGE_SLOTS as readonly string[]).includes(slot)) throw notFound(WORDS.console.storefront.unknownSlot);
  return slot as BannerImageSlot;
}

/** Stores a banner image (first or second offer banner, popup, payment methods); answers the banners. */
export async function saveBannerImage(db: D1Database, media: R2Bucket, distributor: Distributor, slot: string, file: File) {
  const field = slotOf(slot);
  const image = await storeProductPhoto(media, distributor.slug, file, 'ecomSettings', 'banner');
  await putBannerImage(db, distributor.id, field, image);
  return getBanners(db, distributor.id);
}

/** Adds a slider image at the end; answers the sliders in order. */
export async function addSliderImage(db: D1Database, media: R2Bucket, distributor: Distributor, file: File) {
  const image = await storeProductPhoto(media, distributor.slug, file, 'ecomSettings', 'slider');
  await addSlider(db, distributor.id, image);
  return listSliders(db, distributor.id);
}

export async function removeSliderImage(db: D1Database, distributorId: number, id: number) {
  if (!(await removeSlider(db, distributorId, id))) throw notFound(WORDS.console.storefront.sliderNotFound);
  return listSliders(db, distributorId);
}

/** Puts the shop's slider images in the order given: every one of them, once. */
export async function reorderSliders(db: D1Database, distributorId: number, ids: number[]) {
  const current = (await listSliders(db, distributorId)).map((s) => s.id);
  const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
  if (!same) throw badRequest(WORDS.console.storefront.sliderOrderInvalid);
  await orderSliders(db, distributorId, ids);
  return listSliders(db, distributorId);
}
