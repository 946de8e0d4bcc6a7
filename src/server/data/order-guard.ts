import { financialYearOf } from '@/lib/india/invoice-number';
import { DomainError } from '../domain-error';
import { creditNoteStatements } from './credit-notes';
import type { OrderRow } from './orders';
import { restockedStatement } from './stock-movements';
import { WORDS } from '@/lib/words';

// Every change to a placed order (cancel, delete, return, refund, removing a
// product) is one D1 batch decided by the order's version as the request read
// it. Each statement of the batch runs only while the order still has that
// version, and the last one writes the order row and bumps the version. D1
// runs one batch at a time, so of two changes that read the same version the
// first to land wins; the other's statements all match nothing (no restock,
// no status change) and it fails with ORDER_CHANGED.


/** SQL condition for a statement of the batch; bind `unchangedBinds(order)` at its place. */
export const UNCHANGED = 'EXISTS (SELECT 1 FROM orders WHERE id = ? AND version = ?)';
export const unchangedBinds = (order: OrderRow): [number, number] => [order.id, order.version];

/** The closing statement: writes `set` on the order and bumps its version, only at the version read. */
export function orderUpdate(db: D1Database, order: OrderRow, set: string, binds: unknown[], at: string): D1PreparedStatement {
  return db
    .prepare(`UPDATE orders SET ${set}, updated_at = ?, version = version + 1 WHERE id = ? AND version = ?`)
    .bind(...binds, at, order.id, order.version);
}

/**
 * Runs the batch; ORDER_CHANGED when the closing statement found the order
 * changed. `after` runs in the same batch once the order row is written (a
 * credit note reads the order's new state); each guards itself by that state.
 */
export async function runGuarded(db: D1Database, statements: D1PreparedStatement[], closing: D1PreparedStatement, after: D1PreparedStatement[] = []): Promise<void> {
  const results = await db.batch([...statements, closing, ...after]);
  if (!results[statements.length]?.meta.changes) throw new DomainError('ORDER_CHANGED', WORDS.apiAnswers.orders.changedMeanwhileReload);
}

/** The credit note a cancellation is due (when the order holds a tax invoice), for the cancelling batch's `after`. */
export function creditOnCancel(db: D1Database, order: OrderRow, at: string): D1PreparedStatement[] {
  return creditNoteStatements(db, order.distributor_id, order.id, { financialYear: financialYearOf(new Date(at)), now: at });
}

/** Puts a line's quantity back on the shelf, with its stock history row, within the guarded batch. */
export function restock(db: D1Database, order: OrderRow, line: { product_id: number; quantity: number }, at: string): D1PreparedStatement[] {
  return [
    db
      .prepare(`UPDATE products SET total_stock = total_stock + ?, updated_at = ? WHERE id = ? AND distributor_id = ? AND ${UNCHANGED}`)
      .bind(line.quantity, at, line.product_id, order.distributor_id, ...unchangedBinds(order)),
    restockedStatement(db, order.distributor_id, line, order.order_id, { sql: UNCHANGED, binds: unchangedBinds(order) }),
  ];
}

/** Gives the coupon use of the order back to the customer, within the guarded batch. */
export function releaseCoupon(db: D1Database, order: OrderRow): D1PreparedStatement {
  return db.prepare(`DELETE FROM coupon_uses WHERE order_pk = ? AND ${UNCHANGED}`).bind(order.id, ...unchangedBinds(order));
}
