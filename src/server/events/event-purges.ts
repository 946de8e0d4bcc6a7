import { categoryChangedTags, contentChangedTags, productChangedTags, tag } from '../cache-tags';
import type { ShopEvent, ShopEventType } from './shop-events';

// What each shop event makes stale at the edge: the one map from events to
// cache tags. Typed over every event type, so a new type without its purge
// does not compile (and src/server/events/event-purges.test.ts says which).

type Purge = (shop: number, event: ShopEvent) => string[];

const products: Purge = (shop, e) => (e.products ?? []).flatMap((id) => productChangedTags(shop, id));
const categories: Purge = (shop, e) => (e.categories ?? []).flatMap((id) => categoryChangedTags(shop, id));
/** Settings, pages, banners, sliders, the delivery charge. */
const content: Purge = (shop) => contentChangedTags(shop);
/**
 * Nothing cached at the edge shows it: a console's or an account's own answer
 * (this instance's kept reads are forgotten after any write all the same).
 * Named, so a type that purges nothing says so (event-purges.test.ts).
 */
export const NOTHING_CACHED: Purge = () => [];
const none = NOTHING_CACHED;

export const EVENT_PURGES: Record<ShopEventType, Purge> = {
  'product.create': products,
  'product.edit': products,
  'product.withdraw': products,
  'product.discount': products,
  'product.restore': products,
  'product.stock': products,
  // Every product that was or is in the group: each offers the others' sizes, prices and stock.
  'product.pack_sizes': products,
  'product.pack_size_leave': products,
  // Everything the shop has cached.
  'product.import': (shop) => [tag.shop(shop)],
  'category.create': categories,
  'category.edit': categories,
  'category.delete': categories,
  'storefront.page': content,
  'storefront.footer': content,
  'storefront.badges': content,
  'storefront.slider.add': content,
  'storefront.slider.remove': content,
  'storefront.slider.order': content,
  'storefront.banner': content,
  'shop.delivery_charge': content,
  // Cached search answers (and anything listing products) were found through the old synonyms.
  'shop.search_synonyms': (shop) => [tag.list(shop)],
  // A review shows on its product's page and answers only.
  'review.add': (shop, e) => (e.products ?? []).map((id) => tag.product(shop, id)),
  // Staff, accounts and settings: consoles and private answers, never cached at the edge.
  'staff.add': none,
  'staff.role': none,
  'staff.remove': none,
  'staff.sign_out_others': none,
  'staff.push_subscribe': none,
  'staff.push_unsubscribe': none,
  'customer.edit': none,
  'customer.delete': none,
  'customer.restore': none,
  'shop.payment_settings': none,
  'shop.payment_keys': none,
  'shop.payment_keys_removed': none,
  'shop.gst': none,
  'shop.messaging_settings': none,
  'shop.messaging_test': none,
  // A pincode's check and quote are answered live (no cache tag), so nothing to purge.
  'shop.delivery_areas': none,
  // Orders are never cached. A cancel's or return's restock purges nothing, as an order taking
  // stock does not: a cached product page shows the new stock after its edge minute.
  'order.status': NOTHING_CACHED,
  'order.assign': NOTHING_CACHED,
  'order.delivery': NOTHING_CACHED,
  'order.verify_payment': NOTHING_CACHED,
  'order.prescription_accept': NOTHING_CACHED,
  'order.prescription_reject': NOTHING_CACHED,
  'order.return': NOTHING_CACHED,
  'order.return_received': NOTHING_CACHED,
  'order.refund': NOTHING_CACHED,
  'order.remove_line': NOTHING_CACHED,
  'order.delete': NOTHING_CACHED,
  'shop.reconciliation': NOTHING_CACHED,
  'shop.reconciliation_resolved': NOTHING_CACHED,
  'shop.message_retry': NOTHING_CACHED,
  // A coupon is checked live when a shopper applies it.
  'coupon.create': NOTHING_CACHED,
  'coupon.edit': NOTHING_CACHED,
};

/** The tags a request's events purge, each once, in the order the events came. */
export function tagsOfEvents(shop: number, events: readonly ShopEvent[]): string[] {
  return [...new Set(events.flatMap((e) => EVENT_PURGES[e.type](shop, e)))];
}
