import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { formatPaise } from '@/lib/pricing';
import { recordDelivery, wasDelivered, type EventRow } from '../data/notification-events';
import type { LoadedOrder } from '../data/orders';
import { adminSubscriptions, dropSubscription } from '../data/push-subscriptions';
import { isStandInEndpoint, pushStandInFetch, pushStandInOn } from '../push/push-stand-in';
import { sendPush } from '../push/send-push';
import { vapidKeys } from '../push/vapid';

// Web Push to the shop's admins' devices, from the same consumer as their
// e-mails: a new order (or a UPI payment to verify), a prescription to
// review. Each subscription hears each event once (recorded like every
// message, channel `push`); a subscription the push service says is gone is
// forgotten. Without VAPID keys nothing is sent.

const P = CONSOLE_DAY.push;

/** The events the console's devices hear of. */
const PUSHED = new Set<EventRow['type']>(['order.placed', 'prescription.uploaded']);

interface PushMessage {
  title: string;
  body: string;
  orderId: string;
  url: string;
  tag: string;
}

function messageFor(event: EventRow, order: LoadedOrder, shopName: string): PushMessage {
  const o = order.order;
  const total = formatPaise(o.final_price_after_coupon_paise);
  const line = event.type === 'prescription.uploaded'
    ? P.prescriptionToReview(o.order_id)
    : o.payment_gateway === 'UPI' && o.payment_status === 'pending' ? P.paymentToVerify(o.order_id, total) : P.newOrder(o.order_id, total);
  return { title: shopName, body: `${line}\n${P.openOrder}`, orderId: o.order_id, url: `/admin/orders/${encodeURIComponent(o.order_id)}`, tag: `order-${o.order_id}` };
}

export async function pushToAdmins(env: Env, db: D1Database, event: EventRow, order: LoadedOrder | null, shop: { id: number; name: string }): Promise<void> {
  if (!PUSHED.has(event.type) || !order) return;
  const subscriptions = await adminSubscriptions(db, shop.id);
  if (subscriptions.length === 0) return;
  const keys = await vapidKeys(env);
  if (!keys) return;
  const message = messageFor(event, order, shop.name);
  const standIn = pushStandInOn(env);
  for (const sub of subscriptions) {
    const recipient = `push:${sub.id}`;
    if (await wasDelivered(db, event.id, 'push', recipient)) continue;
    const fetcher = standIn && isStandInEndpoint(sub.endpoint) ? pushStandInFetch(env.SESSION, { db, shopId: shop.id, to: `admin #${sub.customer_id}` }) : fetch;
    const outcome = await sendPush(sub, message, keys, fetcher);
    if (outcome === 'gone') await dropSubscription(db, shop.id, sub.id);
    else await recordDelivery(db, event.id, 'push', recipient);
  }
}
