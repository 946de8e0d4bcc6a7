import { quoteOrderPaise, type CouponTerms } from '@/lib/pricing';
import { RETURN_BLOCKS, isProductReturnable, returnBlock } from '@/lib/returns';
import { isDispatched } from '@/lib/tracking';
import { isAwaitingPayment } from '../payment/payment-states';
import { DomainError, badRequest, forbidden, notFound } from '../domain-error';
import { eventStatement } from '../events/record-event';
import { UNCHANGED, creditOnCancel, orderUpdate, releaseCoupon, restock, runGuarded, unchangedBinds } from './order-guard';
import { gatewayRefundDue } from './refund-due';
import { unitPaiseOf, type LoadedOrder, type OrderProductRow, type OrderRow } from './orders';
import { WORDS } from '@/lib/words';

// Changes to a placed order: returns, removing a product, deleting, and
// operator status changes (refunds: order-refunds.ts). Each is one guarded
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
  let targets: Array<{ line: OrderProductRow; units: number }>;
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
  const fullyBack = (p: OrderProductRow) => targets.some((t) => t.line === p && t.units === returnableUnits(p));
  const open = loaded.products.filter((p) => isProductReturnable(p.status) && !fullyBack(p));
  const status = open.length === 0 ? 'returned' : order.order_status;
  await runGuarded(db, statements, orderUpdate(db, order, 'order_status = ?', [status], at));
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
export async function removeProduct(db: D1Database, loaded: LoadedOrder, productId: number): Promise<void> {
  const { order } = loaded;
  if (order.order_status === 'refunded' || order.order_status === 'returned' || order.payment_status === 'refunded' || order.payment_status === 'partly_refunded') {
    throw forbidden(WORDS.returns.denied);
  }
  if (order.order_status !== 'pending') throw new DomainError('ORDER_NOT_PENDING', WORDS.apiAnswers.orders.onlyPendingChanged);
  assertNotDispatched(order);
  const removed = lineIn(loaded, productId);
  if (!isProductReturnable(removed.status)) throw badRequest(WORDS.apiAnswers.orders.noLongerRemovable);
  const coupon = couponTermsOf(order);
  const lines = loaded.products;
  const quote = quoteOrderPaise(
    lines.map((l) => ({ unitPaise: unitPaiseOf(l), quantity: l.quantity, active: l.status !== 'removed' && l !== removed })),
    order.delivery_charge_paise,
    coupon,
  );
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

/** Deletes an order; its open lines go back in stock unless the goods already left (completed). */
export async function deleteOrder(db: D1Database, loaded: LoadedOrder, byAdmin: boolean): Promise<void> {
  const { order } = loaded;
  if (!byAdmin && order.order_status !== 'pending') throw new DomainError('ORDER_NOT_PENDING', WORDS.apiAnswers.orders.onlyPendingDeleted);
  // An open order would be restocked: not while its goods are on the road.
  if (order.order_status === 'pending' || order.order_status === 'approved') assertNotDispatched(order);
  const at = nowIso();
  const restocks =
    order.order_status === 'pending' || order.order_status === 'approved'
      ? loaded.products.filter((p) => p.status === 'ordered' || p.status === 'return_requested').flatMap((p) => restock(db, order, p, at))
      : [];
  await runGuarded(
    db,
    [
      ...restocks,
      releaseCoupon(db, order),
      db.prepare(`DELETE FROM order_products WHERE order_pk = ? AND ${UNCHANGED}`).bind(order.id, ...unchangedBinds(order)),
    ],
    db.prepare('DELETE FROM orders WHERE id = ? AND version = ?').bind(order.id, order.version),
  );
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
  // A prescription medicine is supplied only once an admin accepted the prescription.
  if (next === 'approved' && (order.prescription_status === 'awaited' || order.prescription_status === 'uploaded')) {
    throw new DomainError('PRESCRIPTION_PENDING', WORDS.prescription.approveWaits);
  }
  // A UPI or gateway order is approved only once its money arrived: approving it unpaid would let the
  // shop supply goods never paid for (cash on delivery is paid at the door, so it is approved unpaid).
  if (next === 'approved' && order.payment_gateway !== 'COD' && isAwaitingPayment(order.payment_status)) {
    throw new DomainError('PAYMENT_PENDING', WORDS.admin.approveUnpaid);
  }
  // Completed means the goods reached the shopper: only the Delivered step says so.
  if (next === 'completed' && order.deliveryboy_status !== 'delivered') {
    throw new DomainError('NOT_DELIVERED', WORDS.admin.completeAfterDelivery);
  }
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
