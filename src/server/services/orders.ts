import type { DeliveryStatus } from '@/contract/orders';
import { notFound, forbidden } from '../domain-error';
import { getCustomer } from '../data/customers';
import { receiveReturnedGoods, type ReturnCondition } from '../data/return-receipt';
import type { ReturnRequest } from '../data/order-changes';
import { assertReadyToSupply, deleteOrder, removeProduct, requestReturn, setOrderStatus } from './order-changes';
import { assertDeliveryActor, assignDelivery, customersById, isRiderOfShop, updateDeliveryStatus } from '../data/order-delivery';
import { processRefund, type GatewayRefunder, type RefundRequest } from '../data/order-refunds';
import type { OrderAnswer } from '@/contract/orders';
import { currentOrder, forDelivery, shapeOrder } from '../data/order-shape';
import { assertUserOfShop, findOrder, orderForCaller, ordersAssignedTo, ordersOfUser, type LoadedOrder, type OrderRef } from '../data/orders';
import { shopOrdersPage, type ShopOrdersQuery } from '../data/orders-admin';
import { buildInvoicePdf } from '../invoice/invoice-pdf';
import { creditWhatIsDue } from './credit-notes';
import { checkDeliveryProof, type DeliveryProof } from './delivery-proof';
import { assertNotInvoiced, invoiceForCaller, invoiceOnSupply } from './tax-invoice';
import type { RequestEvents } from '../events/request-events';
import type { ShopEvent } from '../events/shop-events';
import type { AuthUser } from '../types';
import { orderEvent } from './order-event';
import { WORDS } from '@/lib/words';

// The order use cases after placing (placing itself: checkout/place-order.ts):
// reads, the invoice, after-sale changes, delivery and the operators' list.
// Each takes the database, the shop and the verified caller, checks who may
// do it, and answers orders in the contract's one shape. A change answers the
// order as it is after the change (null once deleted).

interface Shop {
  id: number;
  name: string;
}

const orderNotFound = () => notFound(WORDS.apiAnswers.notFound.order);

/** A customer's orders: the caller's own, or any customer's of this shop for an admin. */
export async function ordersOfCustomer(db: D1Database, shopId: number, caller: AuthUser, userId: number): Promise<OrderAnswer[]> {
  await assertUserOfShop(db, shopId, caller, userId);
  return (await ordersOfUser(db, shopId, userId)).map((loaded) => withOwnCode(shapeOrder(loaded), loaded, caller));
}

/** One order the caller may see (their own, or any of the shop's for an admin). */
export async function orderOf(db: D1Database, shopId: number, caller: AuthUser, ref: OrderRef): Promise<OrderAnswer> {
  const loaded = await orderForCaller(db, shopId, caller, ref);
  return withOwnCode(shapeOrder(loaded), loaded, caller);
}

/** The delivery code goes to the shopper who placed the order, while it is on its way; never to the shop's staff or a rider. */
function withOwnCode(answer: OrderAnswer, loaded: LoadedOrder, caller: AuthUser): OrderAnswer {
  const { order } = loaded;
  const own = caller.role === 'customer' && caller.id === order.user_id;
  return own && order.deliveryboy_status === 'out_for_delivery' && order.delivery_code ? { ...answer, delivery_code: order.delivery_code } : answer;
}

/** The invoice PDF of an order the caller may see (a tax invoice once the shop accepted it), with its file name. */
export async function invoiceOf(db: D1Database, shop: Shop, caller: AuthUser, ref: OrderRef): Promise<{ pdf: Uint8Array; filename: string }> {
  const invoice = await invoiceForCaller(db, shop, caller, ref);
  const pdf = await buildInvoicePdf(invoice);
  return { pdf, filename: `invoice-${invoice.order.invoice_id.replace(/[^A-Za-z0-9_-]/g, '')}.pdf` };
}

/**
 * Runs a change on an order the caller may touch and answers the order as it
 * is now. The change reads through `db` and writes through `write`, whose
 * batches carry the step's shop event (`eventOf` the order as read): an
 * operator's step is audited in the write's own batch.
 */
async function changeOrder(
  db: D1Database,
  events: RequestEvents,
  shopId: number,
  caller: AuthUser,
  ref: OrderRef,
  eventOf: (loaded: LoadedOrder) => ShopEvent,
  change: (loaded: LoadedOrder, write: D1Database) => Promise<void>,
): Promise<OrderAnswer | null> {
  const loaded = await orderForCaller(db, shopId, caller, ref);
  await change(loaded, events.database(db, eventOf(loaded)));
  return currentOrder(db, shopId, ref);
}

export function returnOrder(db: D1Database, events: RequestEvents, shopId: number, caller: AuthUser, ref: OrderRef, req: ReturnRequest) {
  const eventOf = (l: LoadedOrder) => orderEvent('order.return', l.order, { product_id: req.productId });
  return changeOrder(db, events, shopId, caller, ref, eventOf, (loaded, write) => requestReturn(write, loaded, req));
}

/** An admin marks a line's returned goods received: in good condition they go back on the shelf. */
export function receiveReturn(db: D1Database, events: RequestEvents, shopId: number, caller: AuthUser, ref: OrderRef, productId: number, condition: ReturnCondition) {
  const eventOf = (l: LoadedOrder) => orderEvent('order.return_received', l.order, { product_id: productId, condition });
  return changeOrder(db, events, shopId, caller, ref, eventOf, async (loaded, write) => {
    await receiveReturnedGoods(write, loaded, productId, condition);
  });
}

/**
 * A refund by an operator, recorded in the order's ledger under the
 * operator's name. `partOf`: the step it completes (a prescription's
 * rejection refunds at once), whose event it records instead of its own.
 */
export function refundOrder(
  db: D1Database,
  events: RequestEvents,
  shopId: number,
  caller: AuthUser,
  ref: OrderRef,
  req: Omit<RefundRequest, 'by'>,
  gatewayRefund?: GatewayRefunder,
  partOf?: ShopEvent,
) {
  const eventOf = (l: LoadedOrder) => partOf ?? orderEvent('order.refund', l.order, { product_id: req.productId });
  return changeOrder(db, events, shopId, caller, ref, eventOf, async (loaded, write) => {
    const admin = await getCustomer(db, shopId, caller.id);
    await processRefund(write, loaded, { ...req, by: { id: caller.id, name: admin?.name ?? `admin #${caller.id}` } }, gatewayRefund);
    await creditWhatIsDue(write, shopId, loaded.order.id);
  });
}

export function changeOrderStatus(db: D1Database, events: RequestEvents, shopId: number, caller: AuthUser, ref: OrderRef, next: string) {
  const eventOf = (l: LoadedOrder) => orderEvent('order.status', l.order, { status: next });
  return changeOrder(db, events, shopId, caller, ref, eventOf, async (loaded, write) => {
    // A cancellation issues its credit note in its own batch.
    await setOrderStatus(write, loaded, next);
  });
}

export function removeOrderProduct(db: D1Database, events: RequestEvents, shopId: number, caller: AuthUser, ref: OrderRef, productId: number) {
  const eventOf = (l: LoadedOrder) => orderEvent('order.remove_line', l.order, { productId });
  return changeOrder(db, events, shopId, caller, ref, eventOf, async (loaded, write) => {
    await assertNotInvoiced(db, shopId, loaded, { byAdmin: caller.role === 'admin', removing: true });
    await removeProduct(write, loaded, productId, caller.role === 'admin');
  });
}

export async function deleteOrderOf(db: D1Database, events: RequestEvents, shopId: number, caller: AuthUser, ref: OrderRef): Promise<void> {
  const loaded = await orderForCaller(db, shopId, caller, ref);
  await assertNotInvoiced(db, shopId, loaded, { byAdmin: caller.role === 'admin' });
  await deleteOrder(events.database(db, orderEvent('order.delete', loaded.order)), loaded, caller.role === 'admin');
}

/** An operator hands an order to a delivery person of the shop. */
export async function assignRider(db: D1Database, events: RequestEvents, shopId: number, ref: OrderRef, riderId: number): Promise<OrderAnswer | null> {
  const loaded = await findOrder(db, shopId, ref);
  if (!loaded) throw orderNotFound();
  assertReadyToSupply(loaded.order, 'assign');
  await assignDelivery(events.database(db, orderEvent('order.assign', loaded.order, { assigned_deliveryboy_id: riderId })), loaded, riderId);
  return currentOrder(db, shopId, ref);
}

/**
 * A delivery step by the assigned rider or an operator; a rider's answer leaves out how the customer paid.
 * Delivered needs the order's code from the shopper, or an admin's note (see delivery-proof.ts). The step's
 * event keeps how Delivered was proven, a wrong code's try included (the count of tries is a write of its own).
 */
export async function moveDelivery(
  db: D1Database,
  events: RequestEvents,
  shopId: number,
  caller: AuthUser,
  ref: OrderRef,
  next: DeliveryStatus,
  reason?: string,
  proof: DeliveryProof = {},
) {
  const loaded = await findOrder(db, shopId, ref);
  if (!loaded) throw orderNotFound();
  assertDeliveryActor(caller, loaded);
  const detail: Record<string, string | undefined> = { deliveryboy_status: next, reason, override_note: proof.overrideNote };
  const write = events.database(db, orderEvent('order.delivery', loaded.order, detail));
  if (next === 'delivered') await checkDeliveryProof(write, caller, loaded, { ...proof, audit: detail });
  await updateDeliveryStatus(write, loaded, next, reason, caller, await invoiceOnSupply(db, shopId, loaded, next));
  if (caller.role !== 'delivery') return currentOrder(db, shopId, ref);
  const now = await findOrder(db, shopId, ref);
  return now ? forDelivery(now) : null;
}

/** A rider's round (their own; an operator may look at any rider of the shop): each order with whom to deliver to. */
export async function riderRound(db: D1Database, shopId: number, caller: AuthUser, riderId: number) {
  if (caller.role !== 'admin' && caller.id !== riderId) throw forbidden(WORDS.apiAnswers.auth.assignedOrdersOnly);
  if (caller.role === 'admin' && !(await isRiderOfShop(db, shopId, riderId))) throw notFound(WORDS.apiAnswers.notFound.rider);
  const list = await ordersAssignedTo(db, shopId, riderId);
  const customers = await customersById(db, shopId, list.map((l) => l.order.user_id));
  return list.map((loaded) => {
    const customer = customers.get(loaded.order.user_id);
    return { ...forDelivery(loaded), customer_name: customer?.name ?? '', customer_mobile: customer?.mobile ?? '' };
  });
}

/** The operators' page of the shop's orders, newest first, each with its customer. */
export async function shopOrders(db: D1Database, shopId: number, query: ShopOrdersQuery) {
  const result = await shopOrdersPage(db, shopId, query);
  return {
    total: result.total,
    more: result.more,
    orders: result.orders.map((loaded) => ({ ...shapeOrder(loaded), customer_id: loaded.customer.id, customer_name: loaded.customer.name })),
  };
}
