import type { ActivityAction, ActivityTargetKind } from '@/contract/activity';

// Domain events of the shop's catalogue and content writes, as orders have
// theirs (event-types.ts). A service records one per write, in the write's
// own D1 batch (request-events.ts): the audit log's row is written from it,
// and after the answer one subscriber (follow-shop-events.ts) turns the
// request's events into edge-cache purges and the forgetting of this
// instance's kept reads (event-purges.ts maps every type to its tags).
// An event's type is the audit log's action for an operator's write.

export const SHOP_EVENT_TYPES = [
  'product.create', 'product.edit', 'product.withdraw', 'product.discount', 'product.restore',
  'product.pack_sizes', 'product.pack_size_leave', 'product.stock', 'product.import',
  'category.create', 'category.edit', 'category.delete',
  'storefront.page', 'storefront.footer', 'storefront.badges',
  'storefront.slider.add', 'storefront.slider.remove', 'storefront.slider.order', 'storefront.banner',
  'shop.delivery_charge', 'shop.search_synonyms',
  // A shopper's review: not audited (no operator), but its product's cached reviews miss it.
  'review.add',
  // Staff, accounts and the shop's settings: the audit log's, and no cached page shows them.
  'staff.add', 'staff.role', 'staff.remove', 'staff.sign_out_others', 'staff.push_subscribe', 'staff.push_unsubscribe',
  'customer.edit', 'customer.delete', 'customer.restore',
  'shop.payment_settings', 'shop.payment_keys', 'shop.payment_keys_removed', 'shop.gst',
  'shop.messaging_settings', 'shop.messaging_test', 'shop.delivery_areas',
  // Orders after placing, and the shop's books and messages: an operator's step is audited,
  // a shopper's (a return, taking a product out, deleting a pending order) is not.
  'order.status', 'order.assign', 'order.delivery', 'order.verify_payment',
  'order.prescription_accept', 'order.prescription_reject',
  'order.return', 'order.return_received', 'order.refund', 'order.remove_line', 'order.delete',
  'shop.reconciliation', 'shop.reconciliation_resolved', 'shop.message_retry',
  // The shop's coupons: the console's and the cart's own answers, never cached.
  'coupon.create', 'coupon.edit',
] as const;

export type ShopEventType = (typeof SHOP_EVENT_TYPES)[number];

/** Every type an operator's write records is an action the audit log knows (its words, its filter); a review is a shopper's. */
const _AUDITED_TYPES_ARE_ACTIONS: Exclude<ShopEventType, 'review.add'> extends ActivityAction ? true : never = true;

/** What an event is about, as the audit log names it: a reference, or the shop's newest row of a table (a create). */
type EventTarget =
  | { kind: ActivityTargetKind; ref: string | number | null }
  | { kind: ActivityTargetKind; newest: 'products' | 'categories' | 'customers' | 'coupons' };

export interface ShopEvent {
  type: ShopEventType;
  target: EventTarget;
  /** The products whose pages and answers show the change (a create's id is filled in once known). */
  products?: number[];
  /** The categories whose pages and answers show the change. */
  categories?: number[];
  /** Facts the audit log keeps beside the action (undefined ones are left out). */
  detail?: Record<string, string | number | undefined>;
}
