import { WORDS } from '@/lib/words';
import type { OrderQuotePaise } from '@/lib/pricing';
import { isDispatched } from '@/lib/tracking';
import { DomainError, notFound } from '../domain-error';
import { eventStatement } from '../events/record-event';
import { UNCHANGED, creditOnCancel, orderUpdate, releaseCoupon, restock, runGuarded, unchangedBinds } from './order-guard';
import { gatewayRefundDue } from './refund-due';
import type { LoadedOrder, OrderProductRow, OrderRow } from './orders';

// The writes of changes to a placed order: a return, removing a product,
// deleting, and an operator's status change (their rules:
// services/order-changes.ts; refunds: order-refunds.ts). Each is one guarded
// batch (order-guard.ts), so concurrent changes move stock exactly once.

const nowIso = () => new Date().toISOString();

export function lineIn(loaded: LoadedOrder, productId: number): OrderProductRow {
  const line = loaded.products.find((p) => p.product_id === productId && p.status !== 'removed');
  if (!line) throw notFound(WORDS.apiAnswers.notFound.productInOrder);
  return line;
}

/**
 * Once the rider has picked the goods up, cancelling, deleting or taking a
 * product out would put stock back on the shelf that is on the road, and a
 * new assignment would forget they left: refused. (A failed delivery brings
 * the goods back, so it allows a cancel or a new assignment again.)
 */
export function assertNotDispatched(order: OrderRow): void {
  if (isDispatched(order.deliveryboy_status)) throw new DomainError('ORDER_DISPATCHED', WORDS.returns.dispatched);
}

export interface ReturnRequest {
  /** The shopper's own words ('' when a preset reason says it all). */
  reason: string;
  /** The preset reason chosen (damaged, wrong_item, ...), if any. */
  reasonCode?: string | null;
  productId?: number;
  /** How many of that product's line (default: all still with the shopper). */
  quantity?: number;
}

/** Units of `line` going back. */
export interface ReturnTarget {
  line: OrderProductRow;
  units: number;
}

/**
 * Records a return of `targets` and the order's status after it, with the
 * shop's and the shopper's events and any gateway refund now due.
 */
export async function writeReturn(
  db: D1Database,
  loaded: LoadedOrder,
  req: ReturnRequest,
  targets: ReturnTarget[],
  status: string,
  now: number,
): Promise<void> {
  const { order } = loaded;
  const at = new Date(now).toISOString();
  // Each line moves only while it still holds the units read (the order's version guards the rest).
  const statements = targets.map(({ line, units }) =>
    db
      .prepare(
        `UPDATE order_products SET returned_quantity = returned_quantity + ?,
           status = CASE WHEN returned_quantity + ? >= quantity THEN 'returned' ELSE status END,
           return_reason = ?, return_reason_code = ?, returned_at = ?
         WHERE id = ? AND returned_quantity + ? <= quantity AND ${UNCHANGED}`,
      )
      .bind(units, units, req.reason, req.reasonCode ?? null, at, line.id, units, ...unchangedBinds(order)),
  );
  // Returns are accepted at once: the shop hears of the request, the shopper of the acceptance.
  const about = { distributorId: order.distributor_id, orderId: order.order_id, customerId: order.user_id };
  const unchanged = { sql: UNCHANGED, binds: unchangedBinds(order) };
  statements.push(
    eventStatement(db, { ...about, type: 'return.requested' }, unchanged),
    eventStatement(db, { ...about, type: 'return.accepted' }, unchanged),
    ...gatewayRefundDue(db, order),
  );
  await runGuarded(db, statements, orderUpdate(db, order, 'order_status = ?', [status], at));
}

/**
 * Takes `removed` out of the order: back in stock, the other lines' coupon
 * shares and the order's totals as `quote` priced them, the coupon dropped
 * (and its use given back) when it no longer applies, cancelled when empty.
 */
export async function writeProductRemoval(db: D1Database, loaded: LoadedOrder, removed: OrderProductRow, quote: OrderQuotePaise): Promise<void> {
  const { order } = loaded;
  const lines = loaded.products;
  const at = nowIso();
  const statements = [
    ...restock(db, order, removed, at),
    db.prepare(`UPDATE order_products SET status = 'removed', coupon_share_paise = 0 WHERE id = ? AND ${UNCHANGED}`).bind(removed.id, ...unchangedBinds(order)),
    ...lines
      .map((l, i) => ({ l, share: quote.shares[i]! }))
      .filter(({ l }) => l !== removed && l.status !== 'removed')
      .map(({ l, share }) =>
        db.prepare(`UPDATE order_products SET coupon_share_paise = ? WHERE id = ? AND ${UNCHANGED}`).bind(share, l.id, ...unchangedBinds(order)),
      ),
  ];
  if (!quote.couponApplies && order.coupon_id !== null) statements.push(releaseCoupon(db, order));
  statements.push(...gatewayRefundDue(db, order));
  const empty = quote.itemsPaise === 0 && !lines.some((l) => l !== removed && l.status !== 'removed');
  const keep = quote.couponApplies;
  await runGuarded(
    db,
    statements,
    orderUpdate(
      db,
      order,
      `items_total_paise = ?, coupon_discount_paise = ?, final_price_after_coupon_paise = ?, coupon_id = ?, coupon_code = ?, order_status = ?`,
      [quote.itemsPaise, quote.couponPaise, quote.finalPaise, keep ? order.coupon_id : null, keep ? order.coupon_code : null, empty ? 'cancelled' : order.order_status],
      at,
    ),
  );
}

/** Deletes an order with its lines, putting `restocked` lines back in stock and giving the coupon use back. */
export async function writeOrderDeletion(db: D1Database, loaded: LoadedOrder, restocked: OrderProductRow[]): Promise<void> {
  const { order } = loaded;
  const at = nowIso();
  await runGuarded(
    db,
    [
      ...restocked.flatMap((p) => restock(db, order, p, at)),
      releaseCoupon(db, order),
      db.prepare(`DELETE FROM order_products WHERE order_pk = ? AND ${UNCHANGED}`).bind(order.id, ...unchangedBinds(order)),
    ],
    // A payment landing after the read (a verification, a gateway's webhook) moves the version, so
    // an order read unpaid is deleted only if it is still unpaid (services/order-changes.ts).
    db.prepare('DELETE FROM orders WHERE id = ? AND version = ?').bind(order.id, order.version),
  );
}

/** Moves the order to `next`, with its event; a cancellation restocks, gives the coupon use back and credits what was paid. */
export async function writeStatusChange(db: D1Database, loaded: LoadedOrder, next: string): Promise<void> {
  const { order } = loaded;
  const at = nowIso();
  // Cancelling puts the goods back on the shelf and gives the coupon use back.
  const statements =
    next === 'cancelled'
      ? [...loaded.products.filter((p) => p.status === 'ordered').flatMap((p) => restock(db, order, p, at)), releaseCoupon(db, order)]
      : [];
  const about = { distributorId: order.distributor_id, orderId: order.order_id, customerId: order.user_id };
  if (next === 'approved' || next === 'cancelled') {
    const event = next === 'approved' ? { ...about, type: 'order.approved' as const } : { ...about, type: 'order.cancelled' as const, payload: { reason: 'by_shop' as const } };
    statements.push(eventStatement(db, event, { sql: UNCHANGED, binds: unchangedBinds(order) }));
  }
  if (next === 'cancelled') statements.push(...gatewayRefundDue(db, order));
  await runGuarded(db, statements, orderUpdate(db, order, 'order_status = ?', [next], at), next === 'cancelled' ? creditOnCancel(db, order, at) : []);
}
