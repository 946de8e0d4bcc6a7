import { distributorsIn, lowStockProducts } from '../data/low-stock';
import { allDatabases, shopDatabase } from '../tenant-database';
import { queueRecordedEvents } from './event-queue';
import { eventStatement } from './record-event';

// The admins' daily low-stock summary (cron, wrangler.toml): one
// stock.low_daily event per shop with products running low, its id fixed by
// shop and day, so a second run the same day records nothing new.

export async function recordLowStockSummaries(env: Env, now = new Date()): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  let recorded = 0;
  for (const { binding, db } of allDatabases(env)) {
    for (const shop of await distributorsIn(db)) {
      // A shop with a database of its own is summarised from that one only.
      if (shopDatabase(env, shop.slug).binding !== binding) continue;
      const products = await lowStockProducts(db, shop.id);
      if (!products.length) continue;
      const result = await eventStatement(db, { id: `low-stock-${shop.slug}-${day}`, distributorId: shop.id, type: 'stock.low_daily', payload: { products } }).run();
      recorded += result.meta.changes;
    }
    await queueRecordedEvents(env, binding, db);
  }
  return recorded;
}
