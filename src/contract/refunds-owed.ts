import { fields, listOf, num, str, type Reader } from './read';

// GET /api/admin/refunds-owed: orders of the shop that owe the shopper money
// not taken by a gateway, with how it came in and how it would go back.

export interface RefundOwedAnswer {
  id: number;
  order_id: string;
  customer_id: number;
  customer_name: string;
  /** Rupees owed back: the order's balance below zero. */
  amount_owed: number;
  payment_method: string;
  /** The way back the console proposes: the way the money came. */
  refund_method: 'upi' | 'bank' | 'cash';
  order_status: string;
}

const readRefundOwed: Reader<RefundOwedAnswer> = (raw) => {
  const r = fields({ id: num, order_id: str, customer_id: num, customer_name: str, amount_owed: num, payment_method: str, refund_method: str, order_status: str })(raw);
  return { ...r, refund_method: r.refund_method === 'upi' || r.refund_method === 'cash' ? r.refund_method : 'bank' };
};

export const readRefundsOwed: Reader<RefundOwedAnswer[]> = /* @__PURE__ */ listOf(readRefundOwed, 'refunds');
