import { MESSAGES } from '@/lib/messages';
import { isProductReturnable, isWithinReturnWindow } from '@/lib/returns';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import type { LoadedOrder, OrderProductRow } from './orders';

// Changes to a placed order: returns, refunds, removing a product, deleting,
// and operator status changes. D1 has no BEGIN/COMMIT, so each change is one
// atomic batch; every statement is guarded by the line's current status so a
// repeated or concurrent request cannot restock twice.

const OPEN = `('ordered', 'return_requested')`;
const nowIso = () => new Date().toISOString();

/** Puts a line's quantity back on the shelf, only while the line is still open. */
function restock(db: D1Database, distributorId: number, line: OrderProductRow, at: string) {
  return db
    .prepare(
      `UPDATE products SET total_stock = total_stock + ?, updated_at = ?
       WHERE id = ? AND distributor_id = ? AND EXISTS (SELECT 1 FROM order_products WHERE id = ? AND status IN ${OPEN})`,
    )
    .bind(line.quantity, at, line.product_id, distributorId, line.id);
}

function lineIn(loaded: LoadedOrder, productId: number): OrderProductRow {
  const line = loaded.products.find((p) => p.product_id === productId && p.status !== 'removed');
  if (!line) throw notFound('Product not found in this order.');
  return line;
}

export interface ReturnRequest {
  reason: string;
  productId?: number;
}

/** A return: inside the 3-day window, of products not yet returned; they are restocked at once. */
export async function requestReturn(db: D1Database, loaded: LoadedOrder, req: ReturnRequest, now = Date.now()): Promise<void> {
  const { order } = loaded;
  if (order.order_status === 'pending') throw badRequest('A pending order cannot be returned yet.');
  if (order.order_status === 'cancelled') throw badRequest('A cancelled order cannot be returned.');
  if (order.payment_status) throw badRequest('A refund has already been processed for this order.');
  let targets: OrderProductRow[];
  if (req.productId !== undefined) {
    const line = lineIn(loaded, req.productId);
    if (!isProductReturnable(line.status)) throw badRequest('This product has already been returned.');
    targets = [line];
  } else {
    targets = loaded.products.filter((p) => isProductReturnable(p.status));
    if (targets.length === 0) throw badRequest(MESSAGES.returns.allReturned);
  }
  if (!isWithinReturnWindow({ delivered_at: order.delivered_at, createdAt: order.created_at }, now)) {
    throw badRequest(MESSAGES.returns.expired);
  }
  const at = new Date(now).toISOString();
  const statements = targets.flatMap((line) => [
    restock(db, order.distributor_id, line, at),
    db
      .prepare(`UPDATE order_products SET status = 'returned', return_reason = ?, returned_at = ? WHERE id = ? AND status IN ${OPEN}`)
      .bind(req.reason, at, line.id),
  ]);
  statements.push(
    db
      .prepare(
        `UPDATE orders SET updated_at = ?, order_status = CASE WHEN NOT EXISTS
           (SELECT 1 FROM order_products WHERE order_pk = ? AND status IN ${OPEN}) THEN 'returned' ELSE order_status END
         WHERE id = ?`,
      )
      .bind(at, order.id, order.id),
  );
  await db.batch(statements);
}

/** A refund (operators): money only; stock came back with the return or the cancellation. */
export async function processRefund(db: D1Database, loaded: LoadedOrder, productId: number | undefined, processedBy: string): Promise<void> {
  const { order } = loaded;
  if (order.order_status === 'pending' || order.order_status === 'approved') {
    throw badRequest('Cancel the order, or wait for its return, before refunding it.');
  }
  let targets: OrderProductRow[];
  if (productId !== undefined) {
    const line = lineIn(loaded, productId);
    if (line.status === 'refunded') throw badRequest('This product has already been refunded.');
    targets = [line];
  } else {
    targets = loaded.products.filter((p) => p.status !== 'removed' && p.status !== 'refunded');
    if (targets.length === 0) throw badRequest('Nothing is left to refund for this order.');
  }
  const at = nowIso();
  const refundId = `RFND-${Date.now()}-${order.id}`;
  await db.batch([
    ...targets.map((line) =>
      db.prepare(`UPDATE order_products SET status = 'refunded' WHERE id = ? AND status != 'refunded'`).bind(line.id),
    ),
    db
      .prepare(
        `UPDATE orders SET payment_status = 'refunded', refund_transaction_id = ?, refund_date = ?, refund_processed_by = ?,
           updated_at = ?, order_status = CASE WHEN NOT EXISTS
             (SELECT 1 FROM order_products WHERE order_pk = ? AND status NOT IN ('refunded', 'removed')) THEN 'refunded' ELSE order_status END
         WHERE id = ?`,
      )
      .bind(refundId, at, processedBy, at, order.id, order.id),
  ]);
}

/** Recomputes the totals after lines were removed (same rounding as src/lib/pricing). */
function recomputeTotals(db: D1Database, orderPk: number, at: string) {
  return [
    db
      .prepare(
        `UPDATE orders SET items_total_paise = (SELECT COALESCE(SUM(CAST(ROUND(price_paise * (100 - discount) / 100.0 + 1e-9) AS INTEGER) * quantity), 0)
           FROM order_products WHERE order_pk = ? AND status != 'removed') WHERE id = ?`,
      )
      .bind(orderPk, orderPk),
    db
      .prepare(
        `UPDATE orders SET coupon_discount_paise = MIN(coupon_discount_paise, items_total_paise),
           final_price_after_coupon_paise = MAX(0, items_total_paise + delivery_charge_paise - MIN(coupon_discount_paise, items_total_paise)),
           order_status = CASE WHEN NOT EXISTS (SELECT 1 FROM order_products WHERE order_pk = ? AND status != 'removed')
             THEN 'cancelled' ELSE order_status END,
           updated_at = ?
         WHERE id = ?`,
      )
      .bind(orderPk, at, orderPk),
  ];
}

/** A customer takes one product out of their pending order; it goes back in stock. */
export async function removeProduct(db: D1Database, loaded: LoadedOrder, productId: number): Promise<void> {
  const { order } = loaded;
  if (order.order_status === 'refunded' || order.order_status === 'returned' || order.payment_status === 'refunded') {
    throw forbidden(MESSAGES.returns.denied);
  }
  if (order.order_status !== 'pending') throw badRequest('Only a pending order can be changed.');
  const line = lineIn(loaded, productId);
  if (!isProductReturnable(line.status)) throw badRequest('This product can no longer be removed.');
  const at = nowIso();
  await db.batch([
    restock(db, order.distributor_id, line, at),
    db.prepare(`UPDATE order_products SET status = 'removed' WHERE id = ? AND status IN ${OPEN}`).bind(line.id),
    ...recomputeTotals(db, order.id, at),
  ]);
}

/** Deletes an order; its open lines go back in stock unless the goods already left (completed). */
export async function deleteOrder(db: D1Database, loaded: LoadedOrder, byAdmin: boolean): Promise<void> {
  const { order } = loaded;
  if (!byAdmin && order.order_status !== 'pending') throw badRequest('Only a pending order can be deleted.');
  const at = nowIso();
  const restocks =
    order.order_status === 'pending' || order.order_status === 'approved'
      ? loaded.products.filter((p) => p.status === 'ordered' || p.status === 'return_requested').map((p) => restock(db, order.distributor_id, p, at))
      : [];
  await db.batch([
    ...restocks,
    db.prepare('DELETE FROM coupon_uses WHERE order_pk = ?').bind(order.id),
    db.prepare('DELETE FROM order_products WHERE order_pk = ?').bind(order.id),
    db.prepare('DELETE FROM orders WHERE id = ?').bind(order.id),
  ]);
}

/** Operator status changes (decisions.md): pending -> approved -> completed, or cancelled. */
const TRANSITIONS: Record<string, string[]> = {
  pending: ['approved', 'cancelled'],
  approved: ['completed', 'cancelled'],
};

export async function setOrderStatus(db: D1Database, loaded: LoadedOrder, next: string): Promise<void> {
  const { order } = loaded;
  if (order.order_status === next) return;
  if (next === 'returned' || next === 'refunded') {
    throw badRequest(`Use the return or refund flow to mark an order ${next}.`);
  }
  if (!TRANSITIONS[order.order_status]?.includes(next)) {
    throw new ApiError(409, `An order cannot go from ${order.order_status} to ${next}.`);
  }
  const at = nowIso();
  // Cancelling puts the goods back on the shelf, once: each restock runs only
  // while the order still has the status this request saw.
  const restocks =
    next === 'cancelled'
      ? loaded.products
          .filter((p) => p.status === 'ordered')
          .map((p) =>
            db
              .prepare(
                `UPDATE products SET total_stock = total_stock + ?, updated_at = ? WHERE id = ? AND distributor_id = ?
                 AND EXISTS (SELECT 1 FROM orders WHERE id = ? AND order_status = ?)`,
              )
              .bind(p.quantity, at, p.product_id, order.distributor_id, order.id, order.order_status),
          )
      : [];
  await db.batch([
    ...restocks,
    db.prepare('UPDATE orders SET order_status = ?, updated_at = ? WHERE id = ? AND order_status = ?').bind(next, at, order.id, order.order_status),
  ]);
}
