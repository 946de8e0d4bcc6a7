import { MESSAGES } from './messages';

// When an order can be returned, written once for the My Orders screen and the
// server: only once it is delivered (the rider marked it delivered, with the
// time), for 3 days (72 hours) from that time, and not after a refund.
// Before delivery the shopper cancels the order or removes products instead.

const RETURN_WINDOW_HOURS = 72;
export const RETURN_WINDOW_MS = RETURN_WINDOW_HOURS * 60 * 60 * 1000;

export interface DeliveredOrder {
  deliveryboy_status?: string | null;
  delivered_at?: string | null;
}

function timeOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** When the goods reached the shopper (ms), or null while they have not. */
function deliveredAt(order: DeliveredOrder): number | null {
  return order.deliveryboy_status === 'delivered' ? timeOf(order.delivered_at) : null;
}

/** When the return window closes (ms), or null when the order is not delivered. */
export function returnWindowEnds(order: DeliveredOrder): number | null {
  const start = deliveredAt(order);
  return start === null ? null : start + RETURN_WINDOW_MS;
}

export function isWithinReturnWindow(order: DeliveredOrder, now: number = Date.now()): boolean {
  const ends = returnWindowEnds(order);
  return ends !== null && now <= ends;
}

/** A product can be returned unless it already was, was refunded, or was removed. */
export function isProductReturnable(status: string | null | undefined): boolean {
  const s = (status ?? '').toLowerCase();
  return s !== 'returned' && s !== 'refunded' && s !== 'removed';
}

export interface ReturnableOrder extends DeliveredOrder {
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

/** Why an order cannot be returned: the reason a shopper reads, and a code clients branch on. */
// Each message is read when asked for, so it is in the page's or request's language.
const block = <C extends string>(code: C, key: 'pendingBlocked' | 'cancelledBlocked' | 'refundedBlocked' | 'notDeliveredBlocked' | 'allReturned' | 'expired') => ({
  code,
  get message(): string {
    return MESSAGES.returns[key];
  },
});
export const RETURN_BLOCKS = {
  pending: block('ORDER_PENDING', 'pendingBlocked'),
  cancelled: block('ORDER_CANCELLED', 'cancelledBlocked'),
  refunded: block('ALREADY_REFUNDED', 'refundedBlocked'),
  notDelivered: block('NOT_DELIVERED', 'notDeliveredBlocked'),
  allReturned: block('ALL_RETURNED', 'allReturned'),
  expired: block('RETURN_EXPIRED', 'expired'),
} as const;
export type ReturnBlock = keyof typeof RETURN_BLOCKS;

/** The first rule that stops a return of this order now, or null when it can be returned. */
export function returnBlock(order: ReturnableOrder, now: number = Date.now()): ReturnBlock | null {
  const status = order.order_status.toLowerCase();
  if (status === 'pending') return 'pending';
  if (status === 'cancelled') return 'cancelled';
  // A paid order may be returned; one refunded in whole or in part may not.
  if (order.payment_status === 'refunded' || order.payment_status === 'partly_refunded') return 'refunded';
  if (deliveredAt(order) === null) return 'notDelivered';
  if (returnableProductIds(order).length === 0) return 'allReturned';
  if (!isWithinReturnWindow(order, now)) return 'expired';
  return null;
}

/** The shopper's reason for a return as one phrase: the preset's words, then their own ("Damaged or broken: pack torn"). */
export function returnReasonText(line: { return_reason_code?: string | null; return_reason?: string | null }): string | null {
  const preset = line.return_reason_code ? (MESSAGES.returns.reasons[line.return_reason_code] ?? null) : null;
  const words = line.return_reason?.trim() || null;
  if (preset && words) return `${preset}: ${words}`;
  return preset ?? words;
}
