import { MESSAGES } from '@/lib/messages';
import { isDispatched } from '@/lib/tracking';
import { expireUnpaidOrder, expiredUnpaidOrderIds } from '../data/order-payments';
import { findOrder } from '../data/orders';
import { canMovePayment } from '../payment/payment-states';
import { allDatabases } from '../tenant-database';

// The expiry of unpaid direct UPI orders, run by the cron trigger in
// production (src/worker.ts) and by a timer on the local server. An order
// not yet approved whose time to pay has passed is cancelled with the reason "Payment not
// received", its stock goes back on the shelf and its payment becomes
// 'expired'. Each order moves in its own guarded batch, so a payment verified
// at the same moment wins or loses whole, never half.

/** Orders handled per database per run; the next run takes the rest. */
const PER_RUN = 200;

export async function expireUnpaidOrders(env: Env, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  let expired = 0;
  for (const { db } of allDatabases(env)) {
    for (const { id, distributor_id } of await expiredUnpaidOrderIds(db, at, PER_RUN)) {
      const loaded = await findOrder(db, distributor_id, { pk: id });
      // Only orders the shop has not approved: a cancelled one's stock went back when it was
      // cancelled, an approved one is the shop's to settle (its invoice may be printed), and goods
      // already with the rider are not put back on the shelf. The guarded write also refuses an
      // order approved since it was read (its version moved).
      const waiting = loaded?.order.order_status === 'pending';
      if (!loaded || !waiting || !canMovePayment(loaded.order.payment_status, 'expired') || isDispatched(loaded.order.deliveryboy_status)) continue;
      if (await expireUnpaidOrder(db, loaded, MESSAGES.payments.notReceived, at)) expired += 1;
    }
  }
  return expired;
}
