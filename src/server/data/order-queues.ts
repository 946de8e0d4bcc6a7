import type { WaitingFilter } from '@/contract/order-filters';

// What each of the Today page's queues holds, as one SQL condition on an
// order row: the Today counts and the order list's `waiting` filter read the
// same words, so a tile always opens exactly what it counted.

const OPEN = `order_status IN ('pending', 'approved')`;

/**
 * A line with returned goods to process: the partial index order_products_returns holds exactly
 * these, and the triggers of migrations/0057_returns_waiting_count.sql count their orders by it.
 */
const RETURN_WAITING = `(p.status IN ('return_requested', 'returned') OR (p.status = 'ordered' AND p.returned_quantity > p.restocked_quantity + p.damaged_quantity))`;

export const WAITING_SQL: Record<WaitingFilter, string> = {
  to_approve: `order_status = 'pending'`,
  to_assign: `order_status = 'approved' AND (assigned_deliveryboy_id IS NULL OR deliveryboy_status = 'failed')`,
  on_the_road: `${OPEN} AND deliveryboy_status IN ('assigned', 'picked_up', 'out_for_delivery')`,
  // A line returned (all of it), or returned goods the shop has still to mark received (part of a
  // line too). Driven by those lines (a small partial index, migration 0049), not by every order.
  returns_to_process: `orders.id IN (SELECT p.order_pk FROM order_products p WHERE ${RETURN_WAITING})`,
  payments_to_verify: `payment_gateway = 'UPI' AND payment_status = 'pending'`,
};
