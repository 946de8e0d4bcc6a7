import { runNotificationCron, NOTIFICATION_CRONS } from '../events/scheduled';
import { expireUnpaidOrders } from './expire-unpaid-orders';
import { reconcileGateways } from './reconcile-gateways';

// What each cron trigger (wrangler.toml [triggers]) runs. The local server
// fires the every-minute trigger itself (scripts/lib/serve.mjs).

/** Every minute: unpaid direct UPI orders past their time are cancelled. */
const EVERY_MINUTE = '* * * * *';
/** Daily at 02:45 in India (21:15 UTC), after the day's late webhooks: the ledger is reconciled with the gateway. */
const DAILY_RECONCILIATION = '15 21 * * *';

export async function runScheduled(cron: string, env: Env, scheduledTime: number): Promise<void> {
  if (cron === EVERY_MINUTE) {
    const expired = await expireUnpaidOrders(env, new Date(scheduledTime));
    if (expired) console.log(JSON.stringify({ event: 'unpaid-orders-expired', count: expired }));
    return;
  }
  if (cron === DAILY_RECONCILIATION) {
    const { shops, added } = await reconcileGateways(env, new Date(scheduledTime));
    console.log(JSON.stringify({ event: 'gateway-reconciled', shops, differences: added }));
    return;
  }
  if (NOTIFICATION_CRONS.includes(cron)) return runNotificationCron(cron, env);
  console.warn(JSON.stringify({ event: 'unknown-cron', cron }));
}
