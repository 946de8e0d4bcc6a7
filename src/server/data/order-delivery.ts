import type { DeliveryStatus } from '@/contract/orders';
import { badRequest, forbidden, conflict } from '../domain-error';
import { eventStatement } from '../events/record-event';
import type { EventType } from '../events/event-types';
import type { AuthUser } from '../types';
import type { LoadedOrder } from './orders';
import { ledgerInsert } from './ledger';
import { assertNotDispatched } from './order-changes';
import { newDeliveryCode } from './delivery-code';
import { WORDS } from '@/lib/words';

// Delivery: an operator assigns a delivery person of the same shop; the status then moves
// assigned -> picked_up -> out_for_delivery -> delivered, or failed, set by
// that person or an operator. Delivered stamps the time and completes the
// order, and a cash-on-delivery payment becomes paid (the rider collected it).
// Each step bumps the order's version, so a cancel or removal that read the
// order before the step is refused (ORDER_CHANGED) instead of acting on goods now on the road.

const NEXT: Record<string, DeliveryStatus[]> = {
  assigned: ['picked_up', 'failed'],
  picked_up: ['out_for_delivery', 'failed'],
  out_for_delivery: ['delivered', 'failed'],
};
const DELIVERABLE = ['pending', 'approved'];
/** The steps recorded as events: each updates open order pages; picking up sends no message (see event-types.ts). */
const STEP_EVENTS: Partial<Record<DeliveryStatus, EventType>> = {
  picked_up: 'delivery.picked_up',
  out_for_delivery: 'delivery.out_for_delivery',
  delivered: 'delivery.delivered',
  failed: 'delivery.failed',
};

/** Only the assigned delivery person or an operator may touch an order's delivery. */
export function assertDeliveryActor(user: AuthUser, loaded: LoadedOrder): void {
  if (user.role === 'admin') return;
  if (user.role === 'delivery' && loaded.order.assigned_deliveryboy_id === user.id) return;
  throw forbidden(WORDS.apiAnswers.auth.assignedRiderOnly);
}

export async function assignDelivery(db: D1Database, loaded: LoadedOrder, deliveryId: number): Promise<void> {
  const { order } = loaded;
  const person = await db
    .prepare(`SELECT id FROM customers WHERE id = ? AND distributor_id = ? AND role = 'delivery' AND deleted_at IS NULL`)
    .bind(deliveryId, order.distributor_id)
    .first();
  if (!person) throw badRequest(WORDS.apiAnswers.orders.riderNotOfShop);
  if (!DELIVERABLE.includes(order.order_status)) throw badRequest(WORDS.apiAnswers.orders.cannotSendForDelivery(order.order_status));
  if (order.deliveryboy_status === 'delivered') throw badRequest(WORDS.apiAnswers.orders.alreadyDelivered);
  assertNotDispatched(order);
  const [, result] = await db.batch([
    eventStatement(
      db,
      {
        distributorId: order.distributor_id,
        type: 'rider.assigned',
        orderId: order.order_id,
        customerId: order.user_id,
        ...(order.assigned_deliveryboy_id && order.assigned_deliveryboy_id !== deliveryId ? { payload: { previousRiderId: order.assigned_deliveryboy_id } } : {}),
      },
      { sql: 'EXISTS (SELECT 1 FROM orders WHERE id = ? AND version = ?)', binds: [order.id, order.version] },
    ),
    db
      .prepare(
        `UPDATE orders SET assigned_deliveryboy_id = ?, deliveryboy_status = 'assigned', delivered_at = NULL, delivery_failed_reason = NULL, updated_at = ?,
           version = version + 1 WHERE id = ? AND version = ?`,
      )
      .bind(deliveryId, new Date().toISOString(), order.id, order.version),
  ]);
  // A rider's step or a cancel landed first: say so rather than overwrite it.
  if (!result.meta.changes) throw conflict(WORDS.apiAnswers.orders.changedMeanwhile);
}

/** `withStep`: statements that land only with this step (the tax invoice issued on handing the goods over). */
export async function updateDeliveryStatus(db: D1Database, loaded: LoadedOrder, next: DeliveryStatus, reason?: string, by?: AuthUser, withStep: D1PreparedStatement[] = []): Promise<void> {
  const { order } = loaded;
  const current = order.deliveryboy_status;
  if (!current || !order.assigned_deliveryboy_id) throw badRequest(WORDS.apiAnswers.orders.noRider);
  if (current === next) return;
  if (!DELIVERABLE.includes(order.order_status)) throw badRequest(WORDS.apiAnswers.orders.noLongerOutForDelivery(order.order_status));
  if (!NEXT[current]?.includes(next)) throw badRequest(WORDS.apiAnswers.orders.deliveryCannotGo(current, next));
  const at = new Date().toISOString();
  const delivered = next === 'delivered';
  // Going out for delivery makes a fresh code (and clears the count of wrong
  // tries): the out-for-delivery message, sent after this batch, carries it.
  const goingOut = next === 'out_for_delivery';
  const code = goingOut ? newDeliveryCode() : null;
  const event = STEP_EVENTS[next];
  const events = event
    ? [
        eventStatement(
          db,
          { distributorId: order.distributor_id, type: event, orderId: order.order_id, customerId: order.user_id },
          { sql: 'EXISTS (SELECT 1 FROM orders WHERE id = ? AND deliveryboy_status = ? AND version = ?)', binds: [order.id, current, order.version] },
        ),
      ]
    : [];
  // Cash on delivery: the Delivered step records the cash taken at the door in
  // the ledger, in this batch, only while the order is as read and still unpaid.
  const cash =
    delivered && order.payment_gateway === 'COD' && order.payment_status === 'pending' && order.final_price_after_coupon_paise > 0
      ? [
          ledgerInsert(
            db,
            order,
            {
              kind: 'cash',
              method: 'cash',
              amountPaise: order.final_price_after_coupon_paise,
              reference: null,
              actor: { id: by?.id ?? order.assigned_deliveryboy_id, role: by?.role === 'admin' ? 'admin' : 'delivery' },
              at,
            },
            { sql: `EXISTS (SELECT 1 FROM orders WHERE id = ? AND deliveryboy_status = ? AND version = ? AND payment_status = 'pending')`, binds: [order.id, current, order.version] },
          ),
        ]
      : [];
  const results = await db.batch([
    ...events,
    ...cash,
    ...withStep,
    db
      .prepare(
        `UPDATE orders SET deliveryboy_status = ?, updated_at = ?, version = version + 1,
           delivered_at = CASE WHEN ? THEN ? ELSE delivered_at END,
           delivery_failed_reason = ?,
           delivery_code = CASE WHEN ? THEN ? ELSE delivery_code END,
           delivery_code_attempts = CASE WHEN ? THEN 0 ELSE delivery_code_attempts END,
           order_status = CASE WHEN ? THEN 'completed' ELSE order_status END,
           payment_status = CASE WHEN ? AND payment_gateway = 'COD' AND payment_status = 'pending' THEN 'paid' ELSE payment_status END,
           payment_date = CASE WHEN ? AND payment_gateway = 'COD' AND payment_status = 'pending' THEN ? ELSE payment_date END
         WHERE id = ? AND deliveryboy_status = ? AND version = ?`,
      )
      .bind(next, at, delivered ? 1 : 0, at, next === 'failed' ? (reason ?? null) : null, goingOut ? 1 : 0, code, goingOut ? 1 : 0, delivered ? 1 : 0, delivered ? 1 : 0, delivered ? 1 : 0, at, order.id, current, order.version),
  ]);
  const result = results[results.length - 1]!;
  // Someone else moved or cancelled it first: say so rather than overwrite their change.
  if (!result.meta.changes) throw conflict(WORDS.apiAnswers.orders.changedMeanwhile);
}

export interface OrderCustomer {
  id: number;
  name: string;
  mobile: string;
}

/** Name and mobile of the customers of some orders, by id (this shop only). */
export async function customersById(db: D1Database, distributorId: number, ids: number[]): Promise<Map<number, OrderCustomer>> {
  const unique = [...new Set(ids)];
  const found = new Map<number, OrderCustomer>();
  // D1 caps bound parameters per statement; chunk so a long list still works.
  for (let i = 0; i < unique.length; i += 90) {
    const chunk = unique.slice(i, i + 90);
    const { results } = await db
      .prepare(`SELECT id, name, mobile FROM customers WHERE distributor_id = ? AND id IN (${chunk.map(() => '?').join(', ')})`)
      .bind(distributorId, ...chunk)
      .all<OrderCustomer>();
    for (const row of results) found.set(row.id, row);
  }
  return found;
}

/** Whether an id is a delivery person of this shop (deleted ones included: their history stays readable). */
export async function isRiderOfShop(db: D1Database, distributorId: number, id: number): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS ok FROM customers WHERE id = ? AND distributor_id = ? AND role = 'delivery'`)
    .bind(id, distributorId)
    .first();
  return row !== null;
}
