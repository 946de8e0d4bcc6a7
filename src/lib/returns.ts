// The return rules of decisions.md "Returns and refunds", written once for the
// My Orders screen and the server: a 3-day (72-hour) window from delivery, or
// from order creation when the order has no delivery time.

export const RETURN_WINDOW_HOURS = 72;
export const RETURN_WINDOW_MS = RETURN_WINDOW_HOURS * 60 * 60 * 1000;

/** Product statuses that can never be returned again. */
export const FINAL_PRODUCT_STATUSES = ['returned', 'refunded'] as const;

export interface ReturnWindowOrder {
  delivered_at?: string | null;
  createdAt?: string | null;
}

function timeOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** When the window closes (ms), or null when the order has no usable time. */
export function returnWindowEnds(order: ReturnWindowOrder): number | null {
  const start = timeOf(order.delivered_at) ?? timeOf(order.createdAt);
  return start === null ? null : start + RETURN_WINDOW_MS;
}

export function isWithinReturnWindow(order: ReturnWindowOrder, now: number = Date.now()): boolean {
  const ends = returnWindowEnds(order);
  return ends !== null && now <= ends;
}

/** A product can be returned unless it already was, was refunded, or was removed. */
export function isProductReturnable(status: string | null | undefined): boolean {
  const s = (status ?? '').toLowerCase();
  return s !== 'returned' && s !== 'refunded' && s !== 'removed';
}

export interface ReturnableOrder extends ReturnWindowOrder {
  order_status: string;
  payment_status?: string | null;
  products: Array<{ product_id: number; status: string }>;
  returns_info?: Array<{ product_id: number; status: string }>;
}

/** A product's status, taking returns_info into account (servers may send only that). */
export function productStatus(order: ReturnableOrder, productId: number, own: string): string {
  const info = order.returns_info?.find((r) => r.product_id === productId)?.status;
  return isProductReturnable(own) && info && !isProductReturnable(info) ? info : own;
}

export function returnableProductIds(order: ReturnableOrder): number[] {
  return order.products.filter((p) => isProductReturnable(productStatus(order, p.product_id, p.status))).map((p) => p.product_id);
}

/**
 * What the Return button does for an order:
 * - disabled: pending, cancelled, or a refund already processed (payment_status set);
 * - allReturned: nothing left to return;
 * - expired: outside the 3-day window;
 * - open: the return modal with the returnable products.
 */
export type ReturnAction = 'disabled' | 'allReturned' | 'expired' | 'open';

export function returnAction(order: ReturnableOrder, now: number = Date.now()): ReturnAction {
  const status = order.order_status.toLowerCase();
  if (status === 'pending' || status === 'cancelled' || order.payment_status) return 'disabled';
  if (returnableProductIds(order).length === 0) return 'allReturned';
  if (!isWithinReturnWindow(order, now)) return 'expired';
  return 'open';
}
