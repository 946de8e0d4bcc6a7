import { paymentAskedFor } from '@/contract/orders';
import { WORDS } from '@/lib/words';
import { formatPaise, quoteOrderPaise, type CouponTerms } from '@/lib/pricing';
import { RETURN_BLOCKS, isProductReturnable, returnBlock } from '@/lib/returns';
import { awaitsPrepayment } from '../payment/payment-states';
import { DomainError, badRequest, forbidden } from '../domain-error';
import {
  assertNotDispatched,
  lineIn,
  writeOrderDeletion,
  writeProductRemoval,
  writeReturn,
  writeStatusChange,
  type ReturnRequest,
  type ReturnTarget,
} from '../data/order-changes';
import { unitPaiseOf, type LoadedOrder, type OrderProductRow, type OrderRow } from '../data/orders';

// The rules of changes to a placed order: who may return, remove, delete or
// move it to another status, and when. The writes (one guarded batch each)
// are data/order-changes.ts.

/** Units of a line still with the shopper, that may be returned. */
const returnableUnits = (line: OrderProductRow): number => (isProductReturnable(line.status) ? line.quantity - (line.returned_quantity ?? 0) : 0);

/**
 * A return: only of a delivered order, inside the 3-day window, of units not
 * yet returned. It is accepted at once (the money it paid is owed back by the
 * ledger's rules), but the goods go back on the shelf only when the shop
 * marks them received in good condition (return-receipt.ts).
 */
export async function requestReturn(db: D1Database, loaded: LoadedOrder, req: ReturnRequest, now = Date.now()): Promise<void> {
  const { order } = loaded;
  const block = returnBlock({ ...order, products: loaded.products }, now);
  if (block) throw new DomainError(RETURN_BLOCKS[block].code, WORDS.apiAnswers.asGiven(RETURN_BLOCKS[block].message));
  let targets: ReturnTarget[];
  if (req.productId !== undefined) {
    const line = lineIn(loaded, req.productId);
    const left = returnableUnits(line);
    if (left <= 0) throw new DomainError('ALREADY_RETURNED', WORDS.apiAnswers.orders.alreadyReturned);
    const units = req.quantity ?? left;
    if (units > left) throw new DomainError('RETURN_QUANTITY', WORDS.returns.quantityAbove(left));
    targets = [{ line, units }];
  } else {
    targets = loaded.products.filter((p) => returnableUnits(p) > 0).map((line) => ({ line, units: returnableUnits(line) }));
  }
  const fullyBack = (p: OrderProductRow) => targets.some((t) => t.line === p && t.units === returnableUnits(p));
  const open = loaded.products.filter((p) => isProductReturnable(p.status) && !fullyBack(p));
  const status = open.length === 0 ? 'returned' : order.order_status;
  await writeReturn(db, loaded, req, targets, status, now);
}

/** The coupon's terms as the order recorded them when it was placed (null: no coupon). */
function couponTermsOf(order: OrderRow): CouponTerms | null {
  if (order.coupon_id === null || order.coupon_kind === null || order.coupon_value === null) return null;
  return {
    kind: order.coupon_kind,
    value: order.coupon_value,
    maxDiscountPaise: order.coupon_max_discount_paise,
    minOrderPaise: order.coupon_min_order_paise ?? 0,
  };
}

/**
 * A customer takes one product out of their pending order: it goes back in
 * stock and the order is priced again from the stored line prices with the
 * coupon's rules (minimum, percent with its cap, flat capped by the items).
 * A coupon that no longer applies is dropped and its use given back.
 */
export async function removeProduct(db: D1Database, loaded: LoadedOrder, productId: number, byAdmin: boolean): Promise<void> {
  const { order } = loaded;
  if (order.order_status === 'refunded' || order.order_status === 'returned' || order.payment_status === 'refunded' || order.payment_status === 'partly_refunded') {
    throw forbidden(WORDS.returns.denied);
  }
  if (order.order_status !== 'pending') throw new DomainError('ORDER_NOT_PENDING', WORDS.apiAnswers.orders.onlyPendingChanged);
  assertNotDispatched(order);
  const removed = lineIn(loaded, productId);
  if (!isProductReturnable(removed.status)) throw badRequest(WORDS.apiAnswers.orders.noLongerRemovable);
  // The payment asked for may be on its way for the whole amount: the products wait for it, or the
  // money that arrives (recorded as the order's total) would not be what the books say.
  if (paymentAskedFor(order)) {
    throw new DomainError('PAYMENT_PENDING', byAdmin ? WORDS.apiAnswers.orders.removalWaitsForPaymentByShop : WORDS.apiAnswers.orders.removalWaitsForPayment);
  }
  const quote = quoteOrderPaise(
    loaded.products.map((l) => ({ unitPaise: unitPaiseOf(l), quantity: l.quantity, active: l.status !== 'removed' && l !== removed })),
    order.delivery_charge_paise,
    couponTermsOf(order),
  );
  // Taking a product out never makes the order cost more. It would when it takes the items below the
  // coupon's minimum and the product cost less than the coupon was worth: the shopper is told so.
  if (quote.finalPaise > order.final_price_after_coupon_paise) {
    throw new DomainError('COUPON_MIN_ORDER', WORDS.apiAnswers.orders.removalCostsMore(formatPaise(quote.finalPaise), formatPaise(order.final_price_after_coupon_paise)));
  }
  await writeProductRemoval(db, loaded, removed, quote);
}

/** Deletes an order; its open lines go back in stock unless the goods already left (completed). */
export async function deleteOrder(db: D1Database, loaded: LoadedOrder, byAdmin: boolean): Promise<void> {
  const { order } = loaded;
  if (!byAdmin && order.order_status !== 'pending') throw new DomainError('ORDER_NOT_PENDING', WORDS.apiAnswers.orders.onlyPendingDeleted);
  const open = order.order_status === 'pending' || order.order_status === 'approved';
  // An open order would be restocked: not while its goods are on the road.
  if (open) assertNotDispatched(order);
  // Money moved on it (paid, or paid and refunded): it stays on record with its ledger rows, which
  // are kept by the order's id, so what is owed back is never lost and no later order takes them over.
  // So does one whose UPI or gateway payment may be on its way: it could not be matched without it.
  const paid = order.ledger_paid_paise > 0 || order.ledger_refunded_paise > 0;
  if (paid || awaitsPrepayment(order)) {
    const forShopper = paid ? WORDS.apiAnswers.orders.paidNotDeleted : WORDS.apiAnswers.orders.awaitedNotDeleted;
    throw new DomainError('ORDER_PAID', byAdmin ? WORDS.apiAnswers.orders.paidNotDeletedByShop : forShopper);
  }
  // A UPI link or a gateway order once handed out may still be paid after the order was cancelled
  // or expired: that money is recorded on the order and owed back, so the order must still be there.
  if (order.payment_gateway !== 'COD' && (order.payment_expires_at !== null || order.gateway_order_id !== null)) {
    throw new DomainError('ORDER_PAID', WORDS.apiAnswers.orders.askedNotDeleted);
  }
  const restocked = open ? loaded.products.filter((p) => p.status === 'ordered' || p.status === 'return_requested') : [];
  await writeOrderDeletion(db, loaded, restocked);
}

/**
 * What must hold before the shop supplies an order, whether an operator approves it or hands it
 * to a rider (a pending order may be sent out directly): a prescription medicine only once an
 * admin accepted the prescription, and a UPI or gateway order only once its money arrived, or
 * the shop would supply goods never paid for (cash on delivery is paid at the door).
 */
export function assertReadyToSupply(order: OrderRow, step: 'approve' | 'assign'): void {
  if (order.prescription_status === 'awaited' || order.prescription_status === 'uploaded') {
    throw new DomainError('PRESCRIPTION_PENDING', WORDS.prescription.approveWaits);
  }
  if (awaitsPrepayment(order)) {
    throw new DomainError('PAYMENT_PENDING', step === 'approve' ? WORDS.admin.approveUnpaid : WORDS.admin.assignUnpaid);
  }
}

/** Operator status changes: pending -> approved -> completed, or cancelled. */
const TRANSITIONS: Record<string, string[]> = {
  pending: ['approved', 'cancelled'],
  approved: ['completed', 'cancelled'],
};

export async function setOrderStatus(db: D1Database, loaded: LoadedOrder, next: string): Promise<void> {
  const { order } = loaded;
  if (order.order_status === next) return;
  if (next === 'returned' || next === 'refunded') {
    throw badRequest(WORDS.apiAnswers.orders.useReturnFlow(next));
  }
  if (!TRANSITIONS[order.order_status]?.includes(next)) {
    throw new DomainError('BAD_TRANSITION', WORDS.apiAnswers.orders.cannotGo(order.order_status, next));
  }
  if (next === 'cancelled') assertNotDispatched(order);
  if (next === 'approved') assertReadyToSupply(order, 'approve');
  // Completed means the goods reached the shopper: only the Delivered step says so.
  if (next === 'completed' && order.deliveryboy_status !== 'delivered') {
    throw new DomainError('NOT_DELIVERED', WORDS.admin.completeAfterDelivery);
  }
  await writeStatusChange(db, loaded, next);
}
