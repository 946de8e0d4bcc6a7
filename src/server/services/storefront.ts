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
import type { RequestEvents } from '../events/request-events';
import type { ShopEvent } from '../events/shop-events';

// The operator's storefront writes. A policy page is stored as the
// storefront would show it: sanitised with the very same rules on the way in,
// so what is stored is already safe (the page sanitises again on the way out).
// Each write records its shop event in its batch (events/request-events.ts).

/** The event of a write to the shop's storefront settings. */
const storefrontEvent = (type: ShopEvent['type'], ref: string | number | null = null): ShopEvent => ({ type, target: { kind: 'shop', ref } });


/** Stores a policy page's HTML; answers the stored (sanitised) HTML. */
export async function savePolicyPage(db: D1Database, events: RequestEvents, distributorId: number, slug: string, html: string) {
  if (!Object.hasOwn(POLICY_PAGES, slug)) throw notFound(WORDS.console.storefront.unknownPage);
  const name = POLICY_PAGES[slug as PolicySlug];
  const content = sanitizePolicyHtml(html);
  if (!content) throw badRequest(WORDS.console.storefront.contentEmpty);
  await putPage(events.database(db, { type: 'storefront.page', target: { kind: 'page', ref: slug } }), distributorId, name, content);
  return { name, content };
}

/** Stores the footer details; answers them as the footer reads them. */
export async function saveGeneralSettings(db: D1Database, events: RequestEvents, distributor: Distributor, settings: GeneralSettingsWrite) {
  await putGeneralSettings(events.database(db, storefrontEvent('storefront.footer')), distributor.id, settings);
  return getGeneralSettings(db, distributor);
}

/** Stores the banners' percent-off badges; answers the banners as the storefront reads them. */
export async function saveBannerDiscounts(db: D1Database, events: RequestEvents, distributorId: number, discounts: BannerDiscountsWrite) {
  await putBannerDiscounts(events.database(db, storefrontEvent('storefront.badges')), distributorId, discounts);
  return getBanners(db, distributorId);
}

// Storefront images (slider, banners, payment methods): photos as phones make
// them (JPEG, PNG, WebP), stored in the shop's settings media under new names.

function slotOf(slot: string): BannerImageSlot {
  if (!(BANNER_IMAGE_SLOTS as readonly string[]).includes(slot)) throw notFound(WORDS.console.storefront.unknownSlot);
  return slot as BannerImageSlot;
}

/** Stores a banner image (first or second offer banner, popup, payment methods); answers the banners. */
export async function saveBannerImage(db: D1Database, events: RequestEvents, media: R2Bucket, distributor: Distributor, slot: string, file: File) {
  const field = slotOf(slot);
  const image = await storeProductPhoto(media, distributor.slug, file, 'ecomSettings', 'banner');
  await putBannerImage(events.database(db, storefrontEvent('storefront.banner', slot)), distributor.id, field, image);
  return getBanners(db, distributor.id);
}

/** Adds a slider image at the end; answers the sliders in order. */
export async function addSliderImage(db: D1Database, events: RequestEvents, media: R2Bucket, distributor: Distributor, file: File) {
  const image = await storeProductPhoto(media, distributor.slug, file, 'ecomSettings', 'slider');
  await addSlider(events.database(db, storefrontEvent('storefront.slider.add')), distributor.id, image);
  return listSliders(db, distributor.id);
}

export async function removeSliderImage(db: D1Database, events: RequestEvents, distributorId: number, id: number) {
  if (!(await removeSlider(events.database(db, storefrontEvent('storefront.slider.remove', id)), distributorId, id))) throw notFound(WORDS.console.storefront.sliderNotFound);
  return listSliders(db, distributorId);
}

/** Puts the shop's slider images in the order given: every one of them, once. */
export async function reorderSliders(db: D1Database, events: RequestEvents, distributorId: number, ids: number[]) {
  const current = (await listSliders(db, distributorId)).map((s) => s.id);
  const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
  if (!same) throw badRequest(WORDS.console.storefront.sliderOrderInvalid);
  await orderSliders(events.database(db, storefrontEvent('storefront.slider.order')), distributorId, ids);
  return listSliders(db, distributorId);
}
