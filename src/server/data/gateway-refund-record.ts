import { eventStatement } from '../events/record-event';
import { ledgerInsert } from './ledger';
import type { OrderRow } from './orders';

// Writes what a refund the gateway already made means for the order: the
// gateway's refund record, the ledger row, the order's refund fields and the
// shopper's refund message, in one batch. Not guarded by the order's version:
// the money has moved at the gateway, so the books record it whatever changed.

export interface SentGatewayRefund {
  refundId: string;
  status: 'pending' | 'processed';
  amountPaise: number;
}

export async function recordSentGatewayRefund(db: D1Database, order: OrderRow, sent: SentGatewayRefund, leftHeldPaise: number, at: string): Promise<void> {
  const always = { sql: '1 = 1', binds: [] };
  await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO gateway_refunds (refund_id, distributor_id, order_pk, amount_paise, status, created_at, processed_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(sent.refundId, order.distributor_id, order.id, sent.amountPaise, sent.status, at, sent.status === 'processed' ? at : null),
    ledgerInsert(db, order, { kind: 'refund', method: 'gateway', amountPaise: sent.amountPaise, reference: sent.refundId, actor: { id: null, role: 'system' }, at }, always),
    eventStatement(
      db,
      { distributorId: order.distributor_id, type: 'refund.processed', orderId: order.order_id, customerId: order.user_id, payload: { amountPaise: sent.amountPaise } },
      always,
    ),
    db
      .prepare(
        `UPDATE orders SET refund_amount_paise = refund_amount_paise + ?, refund_transaction_id = ?, refund_date = ?, refund_processed_by = 'gateway',
           gateway_refund_status = CASE WHEN ? = 'pending' THEN 'pending' ELSE COALESCE(gateway_refund_status, 'processed') END,
           payment_status = CASE WHEN payment_status IN ('paid', 'partly_refunded') THEN ? ELSE payment_status END,
           updated_at = ?, version = version + 1
         WHERE id = ?`,
      )
      .bind(sent.amountPaise, sent.refundId, at, sent.status, leftHeldPaise > 0 ? 'partly_refunded' : 'refunded', at, order.id),
  ]);
}
