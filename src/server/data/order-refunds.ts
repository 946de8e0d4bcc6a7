import { MESSAGES } from '@/lib/messages';
import { linePaidPaise } from '@/lib/pricing';
import { DomainError } from '../domain-error';
import { lineIn } from './order-changes';
import { eventStatement } from '../events/record-event';
import { UNCHANGED, orderUpdate, runGuarded, unchangedBinds } from './order-guard';
import { unitPaiseOf, type LoadedOrder, type OrderProductRow } from './orders';

// Refunds (operators): money only; stock came back with the return or the
// cancellation. Each refunded line records what the shopper paid for it (its
// charged price x quantity minus its coupon share); the order carries the
// total, with the delivery charge once every line still in the order is refunded.

const refundOf = (line: OrderProductRow) =>
  linePaidPaise({ unitPaise: unitPaiseOf(line), quantity: line.quantity, couponSharePaise: line.coupon_share_paise ?? 0 });

/** Sends a refund to the gateway that took the money; answers its refund id and whether it is still pending. */
export type GatewayRefunder = (order: LoadedOrder['order'], amountPaise: number) => Promise<{ refundId: string; status: 'pending' | 'processed' }>;

export async function processRefund(
  db: D1Database,
  loaded: LoadedOrder,
  productId: number | undefined,
  processedBy: string,
  gatewayRefund?: GatewayRefunder,
): Promise<void> {
  const { order } = loaded;
  if (order.order_status === 'pending' || order.order_status === 'approved') {
    throw new DomainError('NOT_REFUNDABLE', 'Cancel the order, or wait for its return, before refunding it.');
  }
  // Cash is paid at the door: a cash order cancelled before delivery took no money.
  if (order.order_status === 'cancelled' && order.payment_method === 'Cash on Delivery' && order.payment_status !== 'paid') {
    throw new DomainError('NOT_REFUNDABLE', MESSAGES.admin.nothingPaidToRefund);
  }
  const inOrder = loaded.products.filter((p) => p.status !== 'removed');
  let targets: OrderProductRow[];
  if (productId !== undefined) {
    const line = lineIn(loaded, productId);
    if (line.status === 'refunded') throw new DomainError('ALREADY_REFUNDED', 'This product has already been refunded.');
    targets = [line];
  } else {
    targets = inOrder.filter((p) => p.status !== 'refunded');
    if (targets.length === 0) throw new DomainError('NOTHING_TO_REFUND', 'Nothing is left to refund for this order.');
  }
  const refunded = inOrder.filter((p) => p.status === 'refunded' || targets.includes(p));
  const whole = refunded.length === inOrder.length;
  const total = refunded.reduce((sum, l) => sum + refundOf(l), 0) + (whole ? order.delivery_charge_paise : 0);
  const at = new Date().toISOString();
  const amountNow = total - order.refund_amount_paise;
  // Money a gateway took goes back through the gateway: asked first, so a refusal changes nothing here.
  const sent = gatewayRefund && order.gateway_payment_id && amountNow > 0 ? await gatewayRefund(order, amountNow) : null;
  const refundId = sent?.refundId ?? `RFND-${Date.now()}-${order.id}`;
  const refundedNow = { distributorId: order.distributor_id, type: 'refund.processed' as const, orderId: order.order_id, customerId: order.user_id, payload: { amountPaise: amountNow } };
  await runGuarded(
    db,
    [
      ...(sent
        ? [
            db
              .prepare(
                `INSERT INTO gateway_refunds (refund_id, distributor_id, order_pk, amount_paise, status, created_at, processed_at)
                 SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${UNCHANGED}`,
              )
              .bind(sent.refundId, order.distributor_id, order.id, amountNow, sent.status, at, sent.status === 'processed' ? at : null, ...unchangedBinds(order)),
          ]
        : []),
      ...targets.map((line) =>
        db
          .prepare(`UPDATE order_products SET status = 'refunded', refund_amount_paise = ? WHERE id = ? AND ${UNCHANGED}`)
          .bind(refundOf(line), line.id, ...unchangedBinds(order)),
      ),
      eventStatement(db, refundedNow, { sql: UNCHANGED, binds: unchangedBinds(order) }),
    ],
    orderUpdate(
      db,
      order,
      // Part of the money back: partly refunded; every line (and the delivery charge): refunded.
      `payment_status = ?, gateway_refund_status = ?, refund_transaction_id = ?, refund_date = ?, refund_processed_by = ?, refund_amount_paise = ?, order_status = ?`,
      [whole ? 'refunded' : 'partly_refunded', sent ? (sent.status === 'processed' ? 'processed' : 'pending') : order.gateway_refund_status, refundId, at, processedBy, total, whole ? 'refunded' : order.order_status],
      at,
    ),
  );
}
