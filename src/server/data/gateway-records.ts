// What the shop keeps of its gateway's side: the refunds it asked for
// (pending until the gateway confirms them), the webhook deliveries already
// handled (by event id), and which order a gateway order pays.

/** A gateway refund the gateway confirmed: pending -> processed (once); the order stops showing it pending once none is left. */
export async function markRefundProcessed(db: D1Database, distributorId: number, refundId: string, at: string): Promise<boolean> {
  const [marked] = await db.batch([
    db
      .prepare("UPDATE gateway_refunds SET status = 'processed', processed_at = ? WHERE distributor_id = ? AND refund_id = ? AND status = 'pending'")
      .bind(at, distributorId, refundId),
    db
      .prepare(
        `UPDATE orders SET gateway_refund_status = 'processed', updated_at = ?, version = version + 1
         WHERE id = (SELECT order_pk FROM gateway_refunds WHERE distributor_id = ? AND refund_id = ?)
           AND gateway_refund_status = 'pending'
           AND NOT EXISTS (SELECT 1 FROM gateway_refunds r WHERE r.order_pk = orders.id AND r.status = 'pending')`,
      )
      .bind(at, distributorId, refundId),
  ]);
  return (marked?.meta.changes ?? 0) > 0;
}

/** The shop's order paid through this gateway order, if any. */
export async function orderPkOfGatewayOrder(db: D1Database, distributorId: number, gatewayOrderId: string): Promise<number | null> {
  const row = await db
    .prepare('SELECT id FROM orders WHERE distributor_id = ? AND gateway_order_id = ?')
    .bind(distributorId, gatewayOrderId)
    .first<{ id: number }>();
  return row?.id ?? null;
}

/**
 * Claims a webhook delivery by the gateway's event id: one guarded insert, so
 * of deliveries of one event landing together exactly one gets true (and
 * handles it); the others find it claimed.
 */
export async function claimWebhookEvent(db: D1Database, distributorId: number, eventId: string, event: string, at: string): Promise<boolean> {
  const claimed = await db
    .prepare('INSERT OR IGNORE INTO gateway_webhook_events (distributor_id, event_id, event, received_at) VALUES (?, ?, ?, ?)')
    .bind(distributorId, eventId, event.slice(0, 64), at)
    .run();
  return (claimed.meta.changes ?? 0) > 0;
}

/** Gives a claimed event id back when handling it failed, so the gateway's retry is handled, not called a replay. */
export async function releaseWebhookEvent(db: D1Database, distributorId: number, eventId: string): Promise<void> {
  await db.prepare('DELETE FROM gateway_webhook_events WHERE distributor_id = ? AND event_id = ?').bind(distributorId, eventId).run();
}
