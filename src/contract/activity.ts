import { fields, listOf, nullish, num, optStr, record, str, type Reader } from './read';

// The console's audit log: one entry per operator write, newest first.

const _ACTIVITY_ACTIONS = [
  'product.create', 'product.edit', 'product.withdraw', 'product.discount', 'product.restore', 'product.pack_sizes', 'product.pack_size_leave',
  'product.stock', 'product.import',
  'category.create', 'category.edit', 'category.delete',
  'coupon.create', 'coupon.edit',
  'storefront.page', 'storefront.footer', 'storefront.badges',
  'storefront.slider.add', 'storefront.slider.remove', 'storefront.slider.order', 'storefront.banner',
  'shop.delivery_charge', 'shop.gst', 'shop.delivery_areas', 'shop.search_synonyms', 'shop.messaging_settings', 'shop.messaging_test', 'shop.reconciliation', 'shop.reconciliation_resolved',
  'shop.payment_settings', 'shop.payment_keys', 'shop.payment_keys_removed', 'shop.message_retry',
  'customer.delete', 'customer.restore', 'customer.edit',
  'order.status', 'order.assign', 'order.delivery', 'order.refund', 'order.return', 'order.return_received', 'order.verify_payment',
  'order.remove_line', 'order.delete', 'order.prescription_accept', 'order.prescription_reject',
  'staff.add', 'staff.role', 'staff.remove', 'staff.sign_out_others', 'staff.push_subscribe', 'staff.push_unsubscribe',
] as const;

export type ActivityAction = (typeof _ACTIVITY_ACTIONS)[number];

const _ACTIVITY_TARGETS = ['order', 'product', 'category', 'coupon', 'customer', 'page', 'shop'] as const;
export type ActivityTargetKind = (typeof _ACTIVITY_TARGETS)[number];

/** The log's filter by kind of thing: what the console's filter offers and the API's `kind` takes. */
export const ACTIVITY_KINDS = ['orders', 'products', 'categories', 'coupons', 'customers', 'staff', 'settings'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** A field's value before or after a write (money in paise, as stored). */
export type ActivityValue = string | number | null;

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
  /** An edit's changed fields: [before, after], as they were when it was recorded. */
  changes?: Record<string, [ActivityValue, ActivityValue]>;
}

/** One of the shop's staff (the filter by person). */
interface ActivityPerson {
  id: number;
  name: string;
  role: string;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  total: number;
  /** The shop's staff, for the filter by person. */
  people?: ActivityPerson[];
}

const readValue = (v: unknown): ActivityValue => (typeof v === 'number' || typeof v === 'string' ? v : null);

function readChanges(v: unknown): Record<string, [ActivityValue, ActivityValue]> {
  const out: Record<string, [ActivityValue, ActivityValue]> = {};
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    for (const [k, x] of Object.entries(record(v))) if (Array.isArray(x) && x.length === 2) out[k] = [readValue(x[0]), readValue(x[1])];
  }
  return out;
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
  changes: readChanges,
});
const readPerson: Reader<ActivityPerson> = /* @__PURE__ */ fields({ id: num, name: str, role: str });

export const readActivityPage: Reader<ActivityPage> = (raw) => ({
  entries: listOf(readEntry, 'entries')(raw),
  total: fields({ total: num })(raw).total,
  people: Array.isArray((raw as { people?: unknown } | null)?.people) ? listOf(readPerson, 'people')(raw) : [],
});
