import { eventStatement } from '../events/record-event';
import { UNCHANGED, unchangedBinds } from './order-guard';
import type { OrderRow } from './orders';

// A change that lowers what a gateway-paid order costs records, in its own
// guarded batch, that money is due back through the gateway; the queue's
// consumer works out how much from the ledger and sends it
// (events/gateway-refund-due.ts). UPI and cash money waits under Refunds owed.

export function gatewayRefundDue(db: D1Database, order: OrderRow): D1PreparedStatement[] {
  if (!order.gateway_payment_id) return [];
  return [
    eventStatement(
      db,
      { distributorId: order.distributor_id, type: 'refund.due', orderId: order.order_id, customerId: order.user_id },
      { sql: UNCHANGED, binds: unchangedBinds(order) },
    ),
  ];
}
