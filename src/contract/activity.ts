import { fields, listOf, nullish, num, optStr, record, str, type Reader } from './read';

// The console's audit log: one entry per operator write, newest first.

const _ACTIVITY_ACTIONS = [
  'product.create', 'product.edit', 'product.withdraw', 'product.discount', 'product.restore', 'product.stock', 'product.import',
  'category.create', 'category.edit', 'category.delete',
  'coupon.create', 'coupon.edit',
  'storefront.page', 'storefront.footer', 'storefront.badges',
  'storefront.slider.add', 'storefront.slider.remove', 'storefront.slider.order', 'storefront.banner',
  'shop.delivery_charge', 'shop.gst', 'shop.delivery_areas', 'shop.search_synonyms', 'shop.messaging_settings', 'shop.messaging_test', 'shop.reconciliation',
  'shop.payment_settings', 'shop.payment_keys', 'shop.payment_keys_removed', 'shop.message_retry',
  'customer.delete', 'customer.restore', 'customer.edit',
  'order.status', 'order.assign', 'order.delivery', 'order.refund', 'order.return', 'order.verify_payment',
  'order.remove_line', 'order.delete', 'order.prescription_accept', 'order.prescription_reject',
  'staff.add', 'staff.role', 'staff.remove',
] as const;

export type ActivityAction = (typeof _ACTIVITY_ACTIONS)[number];

const _ACTIVITY_TARGETS = ['order', 'product', 'category', 'coupon', 'customer', 'page', 'shop'] as const;
export type ActivityTargetKind = (typeof _ACTIVITY_TARGETS)[number];

export interface ActivityEntry {
  id: number;
  /** When, ISO 8601 UTC. */
  at: string;
  actor_name: string;
  actor_role: string;
  /** One of the actions above, or "METHOD path" for a write the table does not name yet. */
  action: string;
  target_kind: string;
  target_ref: string | null;
  /** The request fields kept with the entry (a new status, a line's product id). */
  detail: Record<string, string>;
  /** The product's, category's, coupon's or account's name as it is now (null for others, or one gone). */
  target_name?: string | null;
  /** For a rider assigned: the rider's name. */
  rider_name?: string | null;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  total: number;
}

function readDetail(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (v && typeof v === 'object' && !Array.isArray(v)) for (const [k, x] of Object.entries(record(v))) out[k] = str(x);
  return out;
}

const readEntry: Reader<ActivityEntry> = /* @__PURE__ */ fields({
  id: num,
  at: str,
  actor_name: str,
  actor_role: str,
  action: str,
  target_kind: str,
  target_ref: optStr,
  detail: readDetail,
  target_name: nullish(str),
  rider_name: nullish(str),
});

export const readActivityPage: Reader<ActivityPage> = (raw) => ({
  entries: listOf(readEntry, 'entries')(raw),
  total: fields({ total: num })(raw).total,
});
