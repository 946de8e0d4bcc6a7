import { MESSAGES } from '@/lib/messages';
import { DomainError } from '../domain-error';
import { eventStatement } from '../events/record-event';
import { UNCHANGED, creditOnCancel, orderUpdate, releaseCoupon, restock, runGuarded, unchangedBinds } from './order-guard';
import type { LoadedOrder } from './orders';
import { gatewayRefundDue } from './refund-due';
import { WORDS } from '@/lib/words';

// The prescription review of an order holding a prescription medicine:
// awaited -> uploaded (the shopper, again while not reviewed) -> accepted or
// rejected (an admin). Each step is one guarded batch on the order's version
// (order-guard.ts) with its event, so two admins cannot both decide.

const M = MESSAGES.prescription;
const nowIso = () => new Date().toISOString();

const about = (loaded: LoadedOrder) => ({
  distributorId: loaded.order.distributor_id,
  orderId: loaded.order.order_id,
  customerId: loaded.order.user_id,
});

/** The shopper's file replaces any earlier one until an admin reviewed it; answers the key it replaced. */
export async function recordUpload(db: D1Database, loaded: LoadedOrder, file: { key: string; type: string; size: number }): Promise<string | null> {
  const { order } = loaded;
  if (order.order_status !== 'pending' || (order.prescription_status !== 'awaited' && order.prescription_status !== 'uploaded')) {
    throw new DomainError('PRESCRIPTION_STATE', WORDS.prescription.notAwaited);
  }
  const at = nowIso();
  await runGuarded(
    db,
    [eventStatement(db, { ...about(loaded), type: 'prescription.uploaded' }, { sql: UNCHANGED, binds: unchangedBinds(order) })],
    orderUpdate(db, order, "prescription_status = 'uploaded', prescription_key = ?, prescription_type = ?, prescription_size = ?", [file.key, file.type, file.size], at),
  );
  return order.prescription_key;
}

/**
 * Accepting starts the time to pay of an order paid by UPI from the shopper's
 * app (`payBy`): it did not run while the order waited for the review.
 */
export async function acceptPrescription(db: D1Database, loaded: LoadedOrder, reviewer: string, payBy: string): Promise<void> {
  const { order } = loaded;
  if (order.prescription_status !== 'uploaded' || order.order_status !== 'pending') throw new DomainError('PRESCRIPTION_STATE', WORDS.prescription.notUploaded);
  await runGuarded(
    db,
    [eventStatement(db, { ...about(loaded), type: 'prescription.accepted' }, { sql: UNCHANGED, binds: unchangedBinds(order) })],
    orderUpdate(
      db,
      order,
      `prescription_status = 'accepted', prescription_reviewed_by = ?, prescription_reason = NULL,
       payment_expires_at = CASE WHEN payment_status = 'pending' AND payment_gateway = 'UPI' AND upi_id IS NULL AND gateway_order_id IS NULL
         THEN ? ELSE payment_expires_at END`,
      [reviewer, payBy],
      nowIso(),
    ),
  );
}

/**
 * Rejecting cancels the order with the reason, in the same batch: its lines
 * go back on the shelf and its coupon use is given back. Money taken is
 * refunded afterwards by the refund flow (services/prescriptions.ts).
 */
export async function rejectPrescription(db: D1Database, loaded: LoadedOrder, reviewer: string, reason: string): Promise<void> {
  const { order } = loaded;
  if (order.order_status !== 'pending' || (order.prescription_status !== 'uploaded' && order.prescription_status !== 'awaited')) {
    throw new DomainError('PRESCRIPTION_STATE', WORDS.prescription.notAwaited);
  }
  const at = nowIso();
  await runGuarded(
    db,
    [
      ...loaded.products.filter((p) => p.status === 'ordered').flatMap((p) => restock(db, order, p, at)),
      releaseCoupon(db, order),
      eventStatement(db, { ...about(loaded), type: 'order.cancelled', payload: { reason: 'prescription_rejected' } }, { sql: UNCHANGED, binds: unchangedBinds(order) }),
      // Gateway money goes back through the gateway by the queue (refund-due.ts).
      ...gatewayRefundDue(db, order),
    ],
    orderUpdate(
      db,
      order,
      "order_status = 'cancelled', cancel_reason = ?, prescription_status = 'rejected', prescription_reviewed_by = ?, prescription_reason = ?",
      [M.cancelReason(reason), reviewer, reason],
      at,
    ),
    creditOnCancel(db, order, at),
  );
}
