import type { ShopEvent, ShopEventType } from '../events/shop-events';

// The shop event of a step on a placed order. The audit log names an order
// by its public id, whichever of its ids the request used.

type OrderEventType = Extract<ShopEventType, `order.${string}`>;

/** `detail`: facts the log keeps beside the step (undefined ones are left out). */
export function orderEvent(type: OrderEventType, order: { order_id: string }, detail?: ShopEvent['detail']): ShopEvent {
  return { type, target: { kind: 'order', ref: order.order_id }, ...(detail ? { detail } : {}) };
}
