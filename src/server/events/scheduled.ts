import { recordLowStockSummaries } from './low-stock-summary';
import { sweepNotificationEvents } from './sweep';

// The notification cron triggers of wrangler.toml, by schedule: the daily
// low-stock summary (09:00 in India), and the sweep every five minutes.

const DAILY_LOW_STOCK = '30 3 * * *';
const SWEEP = '*/5 * * * *';
export const NOTIFICATION_CRONS = [DAILY_LOW_STOCK, SWEEP];

export async function runNotificationCron(cron: string, env: Env): Promise<void> {
  if (cron === DAILY_LOW_STOCK) await recordLowStockSummaries(env);
  else await sweepNotificationEvents(env);
}
