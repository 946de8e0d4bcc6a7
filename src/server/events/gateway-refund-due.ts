import { recordSentGatewayRefund } from '../data/gateway-refund-record';
import { moneyOf } from '../data/ledger';
import type { EventRow } from '../data/notification-events';
import { findOrder } from '../data/orders';
import { shopGateway } from '../payment';

// The queue's consumer for 'refund.due': an order paid through the gateway
// whose ledger holds more than the order now costs (a line removed, a
// cancellation, a return, a payment that landed after the order expired) gets
// the difference back through the gateway. The amount is read from the ledger
// when the message is handled, so a second message, a replay or a refund
// already made by hand sends nothing more; a gateway failure throws, and the
// queue retries the event (shown on the console's Messages page meanwhile).

export async function settleGatewayRefund(env: Env, db: D1Database, event: EventRow): Promise<void> {
  if (!event.order_id) return;
  const loaded = await findOrder(db, event.distributor_id, { orderId: event.order_id });
  if (!loaded?.order.gateway_payment_id) return;
  const money = moneyOf(loaded);
  const held = money.paid - money.refunded;
  const owed = Math.min(-money.balance, held);
  if (owed <= 0) return;
  // Only the gateway that took the money can give it back: without the shop's keys, wait (the queue retries).
  const { gateway, keys } = await shopGateway(env, db, event.distributor_id);
  if (!keys || !gateway.refund) throw new Error(`no gateway keys to refund order ${loaded.order.order_id} through`);
  const sent = await gateway.refund(loaded.order.gateway_payment_id, owed, `${loaded.order.order_id}-A${event.id.slice(0, 8)}`);
  await recordSentGatewayRefund(db, loaded.order, { ...sent, amountPaise: owed }, held - owed, new Date().toISOString());
}
