import { shopsWithGatewayKeys } from '../data/reconciliation';
import { reconcileShop } from '../services/reconciliation';
import { allDatabases } from '../tenant-database';

// The daily reconciliation (cron trigger, src/server/jobs/scheduled.ts):
// every shop with gateway keys, in every shop database, has its recent
// gateway orders compared with the gateway (services/reconciliation.ts). One
// shop failing does not stop the others; the next day's run covers it again.

export async function reconcileGateways(env: Env, now: Date = new Date()): Promise<{ shops: number; added: number }> {
  let shops = 0;
  let added = 0;
  for (const { db } of allDatabases(env)) {
    for (const shopId of await shopsWithGatewayKeys(db)) {
      try {
        const outcome = await reconcileShop(env, db, shopId, now);
        if (!outcome) continue;
        shops += 1;
        added += outcome.added;
      } catch (err) {
        console.error(JSON.stringify({ event: 'reconcile-failed', shop: shopId, message: err instanceof Error ? err.message : 'unknown' }));
      }
    }
  }
  return { shops, added };
}
