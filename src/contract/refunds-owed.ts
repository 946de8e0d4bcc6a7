import { isCardOrBank } from './orders';
import { fields, listOf, num, optBool, str, type Reader } from './read';

// GET /api/admin/refunds-owed: orders of the shop that owe the shopper money
// not taken by a gateway, with how it came in and how it would go back, the
// oldest first; `more` when the list stops short of every order that could owe.

/** How money not taken by a gateway goes back to the shopper, recorded in the order's ledger. */
export const REFUND_WAYS = ['upi', 'bank', 'cash'] as const;
export type RefundWay = (typeof REFUND_WAYS)[number];

/** The way a refund by hand is proposed to take: the way the money came; null for a card or net banking order, whose money goes back through the gateway. */
export function proposedRefundWay(paymentMethod: string | null): RefundWay | null {
  if (isCardOrBank(paymentMethod)) return null;
  return paymentMethod === 'UPI' ? 'upi' : paymentMethod === 'Cash on Delivery' ? 'cash' : 'bank';
}

export interface RefundOwedAnswer {
  id: number;
  order_id: string;
  customer_id: number;
  customer_name: string;
  /** Rupees owed back: the order's balance below zero. */
  amount_owed: number;
  payment_method: string;
  /** The way back the console proposes: the way the money came. */
  refund_method: RefundWay;
  order_status: string;
}

const readRefundOwed: Reader<RefundOwedAnswer> = (raw) => {
  const r = fields({ id: num, order_id: str, customer_id: num, customer_name: str, amount_owed: num, payment_method: str, refund_method: str, order_status: str })(raw);
  return { ...r, refund_method: r.refund_method === 'upi' || r.refund_method === 'cash' ? r.refund_method : 'bank' };
};

export interface RefundsOwedAnswer {
  refunds: RefundOwedAnswer[];
  /** More orders could owe money than were looked at: recording these refunds brings the next ones. */
  more: boolean;
}

const readRefundList = /* @__PURE__ */ listOf(readRefundOwed, 'refunds');

export const readRefundsOwed: Reader<RefundsOwedAnswer> = (raw) => ({ refunds: readRefundList(raw), more: fields({ more: optBool })(raw).more ?? false });
