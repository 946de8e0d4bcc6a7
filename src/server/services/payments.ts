import { toRupees } from '@/lib/pricing';
import type { UpiPayment } from '@/contract/payments';
import { DomainError, badRequest, notFound } from '../domain-error';
import { getCustomer } from '../data/customers';
import { confirmManualPayment, orderWithUtr, recordLateVerification } from '../data/order-payments';
import type { OrderAnswer } from '@/contract/orders';
import { currentOrder } from '../data/order-shape';
import { findOrder, orderForCaller, type OrderRef, type OrderRow } from '../data/orders';
import { shopPaymentSettings } from '../data/shop-payments';
import { canMovePayment, isAwaitingPayment, isDirectUpi } from '../payment/payment-states';
import { upiPayLink } from '../payment/upi-link';
import type { RequestEvents } from '../events/request-events';
import type { AuthUser } from '../types';
import { orderEvent } from './order-event';
import { WORDS } from '@/lib/words';

// Direct UPI payments to the shop (docs/payments.md): the terms an order is
// placed with, the intent link and QR text a shopper pays with, and an admin's
// verification with the bank's reference (UTR).


/** When a direct UPI order placed now stops holding its stock; refused when the shop has no payee. */
export async function directUpiExpiry(db: D1Database, distributorId: number, nowMs: number): Promise<string> {
  const settings = await shopPaymentSettings(db, distributorId);
  if (!settings.payee) throw badRequest(WORDS.payments.noPayee);
  return new Date(nowMs + settings.unpaidExpiryMinutes * 60_000).toISOString();
}

/**
 * What the shopper's UPI app is asked to pay for this order (the caller's own,
 * or any for the shop's admin): the payee the order copied when it was placed,
 * so a later change of the shop's payee does not redirect it.
 */
export async function upiPaymentOf(db: D1Database, distributorId: number, caller: AuthUser, ref: OrderRef): Promise<UpiPayment> {
  const { order } = await orderForCaller(db, distributorId, caller, ref);
  const payee = order.payee_vpa && order.payee_name ? { vpa: order.payee_vpa, name: order.payee_name } : null;
  if (!isAwaitingPayment(order.payment_status) || order.payment_gateway !== 'UPI' || !order.payment_expires_at || !payee) {
    throw new DomainError('PAYMENT_NOT_PENDING', WORDS.payments.notAwaiting);
  }
  const link = upiPayLink({
    payeeVpa: payee.vpa,
    payeeName: payee.name,
    amountPaise: order.final_price_after_coupon_paise,
    reference: order.order_id,
    note: `Order ${order.order_id}`,
  });
  return {
    order_id: order.order_id,
    link,
    payee_vpa: payee.vpa,
    payee_name: payee.name,
    amount: toRupees(order.final_price_after_coupon_paise),
    reference: order.order_id,
    expires_at: order.payment_expires_at,
  };
}

export interface Verification {
  utr: string;
  adminNotes?: string | null;
}

const utrUsed = () => new DomainError('UTR_USED', WORDS.payments.utrUsed);

/**
 * An admin confirms a direct UPI payment arrived, with the bank's reference: a pending order becomes
 * paid, marked manual, verified by the admin's name. One whose time to pay ran out before the money
 * was matched stays cancelled, and the money is recorded as owed back. `late`: the order was
 * cancelled (by the timer, or by the shop), so what was matched is owed back.
 */
export async function verifyPayment(
  db: D1Database,
  events: RequestEvents,
  distributorId: number,
  admin: AuthUser,
  ref: OrderRef,
  v: Verification,
): Promise<{ order: OrderAnswer; late: boolean }> {
  const loaded = await findOrder(db, distributorId, ref);
  if (!loaded) throw notFound(WORDS.apiAnswers.notFound.order);
  const { order } = loaded;
  // Cash is settled by the Delivered step, not by a bank reference.
  if (order.payment_gateway === 'COD') throw new DomainError('PAYMENT_NOT_PENDING', WORDS.payments.cashAtDoor);
  const late = arrivedLate(order);
  // Money matched after the order was cancelled (by the shop, or by the timer) is owed back.
  const owedBack = late || order.order_status === 'cancelled';
  if (!late && !canMovePayment(order.payment_status, 'paid')) {
    throw new DomainError('PAYMENT_NOT_PENDING', WORDS.payments.notPending(order.payment_status ?? 'not tracked by the shop'));
  }
  if (await orderWithUtr(db, distributorId, v.utr)) throw utrUsed();
  const verifier = await getCustomer(db, distributorId, admin.id);
  const verification = { utr: v.utr, adminNotes: v.adminNotes ?? null, verifiedBy: verifier?.name ?? 'admin', verifierId: admin.id, at: new Date().toISOString() };
  try {
    const write = events.database(db, orderEvent('order.verify_payment', order));
    await (late ? recordLateVerification(write, loaded, verification) : confirmManualPayment(write, loaded, verification, owedBack));
  } catch (err) {
    // Two verifications with one UTR at once: the shop's unique index stops the second.
    if (err instanceof Error && /UNIQUE constraint failed: orders\.distributor_id, orders\.payment_utr/i.test(err.message)) throw utrUsed();
    throw err;
  }
  const now = await currentOrder(db, distributorId, ref);
  if (!now) throw notFound(WORDS.apiAnswers.notFound.order);
  return { order: now, late: owedBack };
}

/** A direct UPI order whose time to pay ran out with nothing in its ledger: money matched now came late. */
const arrivedLate = (order: OrderRow): boolean =>
  isDirectUpi({ gateway: order.payment_gateway, upiId: order.upi_id }) && order.payment_status === 'expired' && order.ledger_paid_paise === 0;
