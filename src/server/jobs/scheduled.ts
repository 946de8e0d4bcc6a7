import { expireUnpaidOrders } from './expire-unpaid-orders';

// What each cron trigger (wrangler.toml [triggers]) runs. The local server
// fires the same trigger every minute (scripts/lib/serve.mjs).

/** Every minute: unpaid direct UPI orders past their time are cancelled. */
const EVERY_MINUTE = '* * * * *';

export async function runScheduled(cron: string, env: Env, scheduledTime: number): Promise<void> {
  if (cron === EVERY_MINUTE) {
    const expired = await expireUnpaidOrders(env, new Date(scheduledTime));
    if (expired) console.log(JSON.stringify({ event: 'unpaid-orders-expired', count: expired }));
    return;
  }
  console.warn(JSON.stringify({ event: 'unknown-cron', cron }));
}
