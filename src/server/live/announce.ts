import { liveChangesOf } from '../data/notification-events';
import type { OrderChange } from './order-status-room';

// After a write: tells each shop's Durable Object which of its orders just
// changed (the events the write recorded), so open pages update at once.

export async function announceOrderChanges(env: Env, db: D1Database, eventIds: string[]): Promise<void> {
  if (!eventIds.length) return;
  const bySlug = new Map<string, OrderChange[]>();
  for (const row of await liveChangesOf(db, eventIds)) {
    const list = bySlug.get(row.slug) ?? [];
    list.push({ orderId: row.order_id, customerId: row.customer_id, riderId: row.rider_id, previousRiderId: row.previous_rider_id });
    bySlug.set(row.slug, list);
  }
  await Promise.all(
    [...bySlug].map(([slug, changes]) => env.ORDER_STATUS.get(env.ORDER_STATUS.idFromName(slug)).notify(changes)),
  );
}
