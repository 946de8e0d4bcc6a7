import { movesInto, type PaymentState } from '../payment/payment-states';
import { eventStatement } from '../events/record-event';
import { UNCHANGED, creditOnCancel, releaseCoupon, restock, runGuarded, unchangedBinds } from './order-guard';
import type { LoadedOrder, OrderRow } from './orders';
import { ledgerInsert, type LedgerRow } from './ledger';

// The writes that move an order's payment state. Each is one guarded batch
// (order-guard.ts: it applies only at the order version read) whose closing
// UPDATE also requires a payment state the move may start from
// (payment-states.ts). Another write that belongs with a move (an event to
// record, say) joins its list of statements.

/** The closing UPDATE of a move into `to`: only at the version read, and only from a state the move may start from. */
function paymentUpdate(db: D1Database, order: OrderRow, to: PaymentState, set: string, binds: unknown[], at: string): D1PreparedStatement {
  const from = movesInto(to);
  return db
    .prepare(
      `UPDATE orders SET payment_status = ?, ${set}, updated_at = ?, version = version + 1
       WHERE id = ? AND version = ? AND payment_status IN (${from.map(() => '?').join(', ')})`,
    )
    .bind(to, ...binds, at, order.id, order.version, ...from);
}

export interface ManualVerification {
  utr: string;
  adminNotes: string | null;
  verifiedBy: string;
  verifierId: number;
  at: string;
}

/** The ledger row of money coming in for the order's total: only at the version read and while its payment is `state`. */
function receivedRow(db: D1Database, order: OrderRow, row: Omit<LedgerRow, 'amountPaise'>, state: 'pending' | 'expired' = 'pending'): D1PreparedStatement {
  return ledgerInsert(db, order, { ...row, amountPaise: order.final_price_after_coupon_paise }, {
    sql: `EXISTS (SELECT 1 FROM orders WHERE id = ? AND version = ? AND payment_status = ?) AND ? > 0`,
    binds: [order.id, order.version, state, order.final_price_after_coupon_paise],
  });
}

/** An admin's verification with the bank's reference: its ledger row, and what the order keeps of it. */
const verificationRow = (v: ManualVerification) =>
  ({ kind: 'verification', method: 'upi', reference: v.utr, actor: { id: v.verifierId, role: 'admin', name: v.verifiedBy }, at: v.at }) as const;
const VERIFIED_SET = 'payment_utr = ?, is_manual_payment = 1, verified_by = ?, admin_notes = ?, payment_date = ?';
const verifiedBinds = (v: ManualVerification) => [v.utr, v.verifiedBy, v.adminNotes, v.at];

/** The event a payment move records, in its own batch: only if the order is still as read. */
function paymentEvent(db: D1Database, order: OrderRow, type: 'payment.confirmed' | 'payment.received_late' | 'order.cancelled'): D1PreparedStatement {
  const about = { distributorId: order.distributor_id, orderId: order.order_id, customerId: order.user_id };
  const event = type === 'order.cancelled' ? { ...about, type, payload: { reason: 'payment_not_received' as const } } : { ...about, type };
  return eventStatement(db, event, { sql: UNCHANGED, binds: unchangedBinds(order) });
}

/**
 * pending -> paid, verified by an admin with the bank's reference (UTR); the ledger records the
 * verification. `owedBack`: the order was cancelled meanwhile, and the shopper hears so.
 */
export async function confirmManualPayment(db: D1Database, loaded: LoadedOrder, v: ManualVerification, owedBack: boolean): Promise<void> {
  const statements = [
    paymentEvent(db, loaded.order, owedBack ? 'payment.received_late' : 'payment.confirmed'),
    receivedRow(db, loaded.order, verificationRow(v)),
  ];
  await runGuarded(db, statements, paymentUpdate(db, loaded.order, 'paid', VERIFIED_SET, verifiedBinds(v), v.at));
}

/**
 * A direct UPI payment that reached the shop after its order expired: the books take it (a
 * verification row for the amount the link asked) and the order stays cancelled and expired, so
 * the money shows as owed back. Once: the batch holds only at the version read, which it moves on.
 */
export async function recordLateVerification(db: D1Database, loaded: LoadedOrder, v: ManualVerification): Promise<void> {
  const { order } = loaded;
  await runGuarded(
    db,
    [paymentEvent(db, order, 'payment.received_late'), receivedRow(db, order, verificationRow(v), 'expired')],
    db
      .prepare(`UPDATE orders SET ${VERIFIED_SET}, updated_at = ?, version = version + 1 WHERE id = ? AND version = ? AND payment_status = 'expired'`)
      .bind(...verifiedBinds(v), v.at, order.id, order.version),
  );
}

/**
 * pending -> paid through the gateway: its payment id, checked by signature
 * (Checkout's answer) or by a signed webhook. False when the order changed
 * meanwhile (the other of the two landed first, or it expired): nothing moved.
 */
export async function confirmGatewayPayment(db: D1Database, loaded: LoadedOrder, paymentId: string, at: string): Promise<boolean> {
  try {
    await runGuarded(
      db,
      [
        paymentEvent(db, loaded.order, 'payment.confirmed'),
        receivedRow(db, loaded.order, { kind: 'capture', method: 'gateway', reference: paymentId, actor: { id: null, role: 'system' }, at }),
      ],
      paymentUpdate(db, loaded.order, 'paid', 'gateway_payment_id = ?, transaction_id = ?, payment_date = ?', [paymentId, paymentId, at], at),
    );
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === 'ORDER_CHANGED') return false;
    throw err;
  }
}

/**
 * pending -> expired: the order is cancelled with the reason, its lines go
 * back on the shelf, its coupon use is given back and, when it holds a tax
 * invoice, its credit note is issued. False when the order
 * changed meanwhile (paid or cancelled by someone else): nothing moved.
 */
export async function expireUnpaidOrder(db: D1Database, loaded: LoadedOrder, reason: string, at: string): Promise<boolean> {
  const { order } = loaded;
  const statements = [
    ...loaded.products.filter((p) => p.status === 'ordered').flatMap((p) => restock(db, order, p, at)),
    releaseCoupon(db, order),
    paymentEvent(db, order, 'order.cancelled'),
  ];
  try {
    await runGuarded(
      db,
      statements,
      paymentUpdate(db, order, 'expired', "order_status = 'cancelled', cancel_reason = ?", [reason], at),
      // Goods handed over and brought back (a failed delivery) were invoiced: credited in this batch.
      creditOnCancel(db, order, at),
    );
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === 'ORDER_CHANGED') return false;
    throw err;
  }
}

/**
 * Pending orders whose time to pay ran out, oldest first, a page at a time
 * (all shops of this database). Orders already cancelled (their stock went back then), orders
 * the shop approved and orders whose goods left with the rider are not among them.
 */
export async function expiredUnpaidOrderIds(db: D1Database, now: string, limit: number): Promise<Array<{ id: number; distributor_id: number }>> {
  const { results } = await db
    .prepare(
      `SELECT id, distributor_id FROM orders
       WHERE payment_status = 'pending' AND payment_expires_at IS NOT NULL AND payment_expires_at <= ?
         AND order_status = 'pending'
         AND (deliveryboy_status IS NULL OR deliveryboy_status IN ('assigned', 'failed'))
       ORDER BY payment_expires_at LIMIT ?`,
    )
    .bind(now, limit)
    .all<{ id: number; distributor_id: number }>();
  return results;
}

/** The shop's order already verified with this UTR, if any. */
export async function orderWithUtr(db: D1Database, distributorId: number, utr: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT order_id FROM orders WHERE distributor_id = ? AND payment_utr = ?')
    .bind(distributorId, utr)
    .first<{ order_id: string }>();
  return row?.order_id ?? null;
}
