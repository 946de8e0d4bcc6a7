// The shop admins' Web Push subscriptions (migration 0050). Every statement
// names the shop; auth never leaves this module except to encrypt a message.

export interface PushSubscriptionRow {
  id: number;
  customer_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Saves a browser's subscription for the admin, in one statement: a known
 * endpoint of this shop is taken over by this admin (the same browser,
 * signed in anew; never another shop's),
 * and a new one only while the admin has fewer than `limit`. False when the
 * limit refused it.
 */
export async function saveSubscription(
  db: D1Database,
  distributorId: number,
  customerId: number,
  sub: { endpoint: string; p256dh: string; auth: string },
  limit: number,
): Promise<boolean> {
  // Batches, so a shop event's audit row can join them (events/request-events.ts).
  const [result] = await db.batch([
    db
      .prepare(
        `INSERT INTO push_subscriptions (distributor_id, customer_id, endpoint, p256dh, auth)
         SELECT ?1, ?2, ?3, ?4, ?5
         WHERE EXISTS (SELECT 1 FROM push_subscriptions WHERE endpoint = ?3 AND distributor_id = ?1)
            OR (SELECT COUNT(*) FROM push_subscriptions WHERE distributor_id = ?1 AND customer_id = ?2) < ?6
         ON CONFLICT (endpoint) DO UPDATE SET customer_id = excluded.customer_id,
           p256dh = excluded.p256dh, auth = excluded.auth
         WHERE push_subscriptions.distributor_id = excluded.distributor_id`,
      )
      .bind(distributorId, customerId, sub.endpoint, sub.p256dh, sub.auth, limit),
  ]);
  return (result?.meta.changes ?? 0) > 0;
}

/** Forgets the admin's subscription at this endpoint; false when they had none there. */
export async function deleteSubscription(db: D1Database, distributorId: number, customerId: number, endpoint: string): Promise<boolean> {
  const [result] = await db.batch([
    db.prepare('DELETE FROM push_subscriptions WHERE distributor_id = ? AND customer_id = ? AND endpoint = ?').bind(distributorId, customerId, endpoint),
  ]);
  return (result?.meta.changes ?? 0) > 0;
}

/** How many devices the admin has subscribed. */
export async function subscriptionCount(db: D1Database, distributorId: number, customerId: number): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS count FROM push_subscriptions WHERE distributor_id = ? AND customer_id = ?')
    .bind(distributorId, customerId)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/** The subscriptions of the shop's admins (still admins of this shop), for sending. */
export async function adminSubscriptions(db: D1Database, distributorId: number): Promise<PushSubscriptionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.customer_id, s.endpoint, s.p256dh, s.auth FROM push_subscriptions s
       JOIN customers c ON c.id = s.customer_id AND c.distributor_id = s.distributor_id
       WHERE s.distributor_id = ? AND c.role = 'admin' AND c.deleted_at IS NULL`,
    )
    .bind(distributorId)
    .all<PushSubscriptionRow>();
  return results;
}

/** The push service said the subscription is gone: forget it. */
export async function dropSubscription(db: D1Database, distributorId: number, id: number): Promise<void> {
  await db.prepare('DELETE FROM push_subscriptions WHERE distributor_id = ? AND id = ?').bind(distributorId, id).run();
}
