import type { FailedEvent, FailedFilter } from '@/contract/notifications-admin';

// The shop's notification events that could not be sent, for its admins, and
// putting one back on the queue's path. Always one shop's rows.

const STATUSES: Record<FailedFilter, string[]> = { failed: ['failed', 'dead'], retrying: ['failed'], dead: ['dead'] };
const COLUMNS = 'id, type, order_id, status, attempts, last_error, created_at';

export async function failedEvents(
  db: D1Database,
  distributorId: number,
  filter: FailedFilter,
  limit: number,
  offset: number,
): Promise<{ events: FailedEvent[]; total: number }> {
  const statuses = STATUSES[filter];
  const marks = statuses.map(() => '?').join(', ');
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT ${COLUMNS} FROM notification_events WHERE distributor_id = ? AND status IN (${marks}) ORDER BY created_at DESC, id LIMIT ? OFFSET ?`)
      .bind(distributorId, ...statuses, limit, offset),
    db.prepare(`SELECT COUNT(*) AS n FROM notification_events WHERE distributor_id = ? AND status IN (${marks})`).bind(distributorId, ...statuses),
  ]);
  return { events: (rows?.results ?? []) as FailedEvent[], total: Number((count?.results[0] as { n: number } | undefined)?.n ?? 0) };
}

export async function eventOfShop(db: D1Database, distributorId: number, id: string): Promise<FailedEvent | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM notification_events WHERE id = ? AND distributor_id = ?`).bind(id, distributorId).first<FailedEvent>();
}

/**
 * A failed or dead event back to `recorded`, where the hand-over after this
 * write queues it. Only from those two states, so a second call (it is then
 * recorded, queued, sending or sent) changes nothing. Null when nothing changed.
 */
export async function recordAgain(db: D1Database, distributorId: number, id: string): Promise<FailedEvent | null> {
  // A batch of one: the caller's database puts the retry's audit row beside it.
  const [again] = await db.batch<FailedEvent>([
    db
      .prepare(
        `UPDATE notification_events SET status = 'recorded', queued_at = NULL
         WHERE id = ? AND distributor_id = ? AND status IN ('failed', 'dead')
         RETURNING ${COLUMNS}`,
      )
      .bind(id, distributorId),
  ]);
  return again?.results[0] ?? null;
}
