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

export async function processRefund(db: D1Database, loaded: LoadedOrder, productId: number | undefined, processedBy: string): Promise<void> {
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
  const refundId = `RFND-${Date.now()}-${order.id}`;
  const refundedNow = { distributorId: order.distributor_id, type: 'refund.processed' as const, orderId: order.order_id, customerId: order.user_id, payload: { amountPaise: total - order.refund_amount_paise } };
  await runGuarded(
    db,
    [
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
      `payment_status = 'refunded', refund_transaction_id = ?, refund_date = ?, refund_processed_by = ?, refund_amount_paise = ?, order_status = ?`,
      [refundId, at, processedBy, total, whole ? 'refunded' : order.order_status],
      at,
    ),
  );
}
