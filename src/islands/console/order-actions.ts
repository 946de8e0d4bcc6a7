import type { Order } from '@/contract/orders';
import { proposedRefundWay } from '@/contract/refunds-owed';

// Which operator actions an order's state allows, as the server's rules have
// them (docs/orders.md): the page offers only these.

const OPEN = ['pending', 'approved'];
const DISPATCHED = ['picked_up', 'out_for_delivery', 'delivered'];

/** A direct UPI order cancelled before its money was matched (a UPI ID's order is paid when placed). */
const cancelledUnpaid = (order: Order): boolean =>
  (order.payment_status === 'expired' || (order.payment_status === 'pending' && order.payment_expires_at !== null)) && !(order.money && order.money.paid > 0);

export function allowedActions(order: Order) {
  const open = OPEN.includes(order.order_status);
  const dispatched = DISPATCHED.includes(order.deliveryboy_status ?? '');
  // Only money received can go back: a cancelled cash order was never paid.
  const paid = order.payment_status === 'paid' || order.payment_status === 'partly_refunded';
  const refundable = paid ? order.products.filter((p) => p.status !== 'refunded' && p.status !== 'removed') : [];
  // A UPI or gateway order is approved, or sent out with a rider, once its money arrived (cash on
  // delivery is paid at the door).
  const unpaid = order.payment_method !== 'Cash on Delivery' && order.payment_status === 'pending';
  const refundLines = open ? [] : refundable.filter((p) => (p.refund_due ?? 0) > 0);
  const refundAll = !open && order.order_status !== 'refunded' && refundable.length > 0;
  // UPI and cash go back by hand; a gateway's money goes back through the gateway.
  const byHand = proposedRefundWay(order.payment_method);
  // Money held past what the order now costs, with no refund offered here: recorded under Refunds owed.
  const owed = order.money && order.money.balance < 0 ? -order.money.balance : 0;
  return {
    approve: order.order_status === 'pending' && !unpaid,
    approveWaitsForPayment: order.order_status === 'pending' && unpaid,
    cancel: open && !dispatched,
    assign: open && !dispatched && !unpaid,
    // A line is refunded on its own only once goods of it came back (the server says what that gives now).
    refundLines,
    refundAll,
    // How a refund offered here goes back, asked beside it (null: no refund offered, or a gateway's).
    refundWay: refundAll || refundLines.length > 0 ? byHand : null,
    owedByHand: !refundAll && refundLines.length === 0 && byHand ? owed : 0,
    // A direct UPI payment waits for an admin to match it with the bank's record.
    verifyPayment: order.payment_method === 'UPI' && order.payment_status === 'pending' && order.order_status !== 'cancelled',
    // Cancelled first (by the shop, or when its time to pay ran out): money that came anyway is
    // recorded on the cancelled order, and owed back.
    recordLatePayment: order.payment_method === 'UPI' && order.order_status === 'cancelled' && cancelledUnpaid(order),
  };
}
