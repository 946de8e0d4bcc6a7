import { eventStatement } from '../events/record-event';
import { ledgerInsert } from './ledger';
import type { LoadedOrder } from './orders';

// A gateway payment, checked by its signature, for an order no longer waiting
// for one (it expired or was cancelled first, or another payment paid it) is
// still money the shopper paid: it goes into the ledger as a capture (the
// order then holds more than it costs), the order keeps the payment id so the
// money can go back through the gateway, and a refund through the gateway is
// due. Recorded once per payment id, whoever (webhook or return) lands first.

export async function recordLateCapture(db: D1Database, loaded: LoadedOrder, paymentId: string, amountPaise: number, at: string): Promise<boolean> {
  const { order } = loaded;
  if (!(amountPaise > 0)) return false;
  const unseen = { sql: `NOT EXISTS (SELECT 1 FROM payments WHERE order_pk = ? AND kind = 'capture' AND reference = ?)`, binds: [order.id, paymentId] };
  const results = await db.batch([
    eventStatement(db, { distributorId: order.distributor_id, type: 'refund.due', orderId: order.order_id, customerId: order.user_id }, unseen),
    db
      .prepare(`UPDATE orders SET gateway_payment_id = COALESCE(gateway_payment_id, ?), updated_at = ?, version = version + 1 WHERE id = ? AND ${unseen.sql}`)
      .bind(paymentId, at, order.id, ...unseen.binds),
    ledgerInsert(db, order, { kind: 'capture', method: 'gateway', amountPaise, reference: paymentId, actor: { id: null, role: 'system', name: 'late payment' }, at }, unseen),
  ]);
  return (results[2]?.meta.changes ?? 0) > 0;
}
