import type { WaitingFilter } from '@/contract/order-filters';

// What each of the Today page's queues holds, as one SQL condition on an
// order row: the Today counts and the order list's `waiting` filter read the
// same words, so a tile always opens exactly what it counted.

const OPEN = `order_status IN ('pending', 'approved')`;

export const WAITING_SQL: Record<WaitingFilter, string> = {
  to_approve: `order_status = 'pending'`,
  to_assign: `order_status = 'approved' AND (assigned_deliveryboy_id IS NULL OR deliveryboy_status = 'failed')`,
  on_the_road: `${OPEN} AND deliveryboy_status IN ('assigned', 'picked_up', 'out_for_delivery')`,
  // A line returned (all of it), or returned goods the shop has still to mark received (part of a line too).
  returns_to_process: `EXISTS (SELECT 1 FROM order_products p WHERE p.order_pk = orders.id
    AND (p.status IN ('return_requested', 'returned') OR (p.status = 'ordered' AND p.returned_quantity > p.restocked_quantity + p.damaged_quantity)))`,
  payments_to_verify: `payment_gateway = 'UPI' AND payment_status = 'pending'`,
};
