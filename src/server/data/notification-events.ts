import type { EventPayload, EventType } from '../events/event-types';

// The notification events' life after they were recorded: handed to the queue,
// claimed by one consumer at a time, sent (each message once), or failed.

export interface EventRow {
  id: string;
  distributor_id: number;
  type: EventType;
  order_id: string | null;
  customer_id: number | null;
  payload: EventPayload;
  status: string;
  attempts: number;
}

/** A consumer's claim lapses after this long (it died mid-send): the event may be claimed again. */
const CLAIM_LEASE_MS = 5 * 60_000;
/** A recorded event not handed to the queue after this long is the sweep's to re-queue. */
const UNQUEUED_AFTER_MS = 2 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** Events recorded but not yet handed to the queue (oldest first). */
export async function unqueuedEvents(db: D1Database, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM notification_events WHERE status = 'recorded' ORDER BY created_at LIMIT ?`,
    )
    .bind(limit)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/**
 * Events the sweep hands to the queue again: recorded or queued long ago and
 * never acknowledged, or claimed by a consumer whose lease ran out.
 */
export async function staleEvents(db: D1Database, now: number, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM notification_events
       WHERE (status IN ('recorded', 'queued') AND COALESCE(queued_at, created_at) <= ?)
          OR (status = 'sending' AND claimed_at <= ?)
       ORDER BY created_at LIMIT ?`,
    )
    .bind(iso(now - UNQUEUED_AFTER_MS), iso(now - CLAIM_LEASE_MS), limit)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

export async function markQueued(db: D1Database, ids: string[], now = Date.now()): Promise<void> {
  if (!ids.length) return;
  await db.batch(
    ids.map((id) =>
      db
        .prepare(`UPDATE notification_events SET status = 'queued', queued_at = ? WHERE id = ? AND status IN ('recorded', 'queued')`)
        .bind(iso(now), id),
    ),
  );
}

/**
 * Claims an event for sending: only one consumer at a time, never one already
 * sent or given up on. Null when there is nothing to do.
 */
export async function claimEvent(db: D1Database, id: string, now = Date.now()): Promise<EventRow | null> {
  const row = await db
    .prepare(
      `UPDATE notification_events SET status = 'sending', claimed_at = ?, attempts = attempts + 1
       WHERE id = ? AND (status IN ('recorded', 'queued', 'failed') OR (status = 'sending' AND claimed_at <= ?))
       RETURNING id, distributor_id, type, order_id, customer_id, payload, status, attempts`,
    )
    .bind(iso(now), id, iso(now - CLAIM_LEASE_MS))
    .first<Omit<EventRow, 'payload'> & { payload: string }>();
  if (!row) return null;
  return { ...row, payload: JSON.parse(row.payload) as EventPayload };
}

export async function markSent(db: D1Database, id: string, now = Date.now()): Promise<void> {
  await db.prepare(`UPDATE notification_events SET status = 'sent', sent_at = ?, last_error = NULL WHERE id = ?`).bind(iso(now), id).run();
}

/** A failed attempt: retryable, and its cause kept for the admins (never a token or an address). */
export async function markFailed(db: D1Database, id: string, error: string): Promise<void> {
  await db
    .prepare(`UPDATE notification_events SET status = 'failed', last_error = ? WHERE id = ? AND status <> 'sent'`)
    .bind(error.slice(0, 500), id)
    .run();
}

/** The queue gave up on it (dead-letter queue): stays visible, never sent by itself again. */
export async function markDead(db: D1Database, id: string): Promise<void> {
  await db.prepare(`UPDATE notification_events SET status = 'dead' WHERE id = ? AND status <> 'sent'`).bind(id).run();
}

export async function wasDelivered(db: D1Database, eventId: string, channel: string, recipient: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS ok FROM notification_deliveries WHERE event_id = ? AND channel = ? AND recipient = ?')
    .bind(eventId, channel, recipient)
    .first();
  return row !== null;
}

/** A message sent, or skipped because the shopper turned it off: either way never tried again. */
export async function recordDelivery(db: D1Database, eventId: string, channel: string, recipient: string, outcome: 'sent' | 'skipped' = 'sent'): Promise<void> {
  await db
    .prepare('INSERT OR IGNORE INTO notification_deliveries (event_id, channel, recipient, outcome) VALUES (?, ?, ?, ?)')
    .bind(eventId, channel, recipient, outcome)
    .run();
}

export interface Person {
  id: number;
  name: string;
  email: string;
  mobile: string;
}

/** The shop's live admins: who hears of new orders and returns. */
export async function shopAdmins(db: D1Database, distributorId: number): Promise<Person[]> {
  const { results } = await db
    .prepare(`SELECT id, name, email, mobile FROM customers WHERE distributor_id = ? AND role = 'admin' AND deleted_at IS NULL ORDER BY id`)
    .bind(distributorId)
    .all<Person>();
  return results;
}

/** A person of this shop by id (a deleted account hears nothing). */
export async function shopPerson(db: D1Database, distributorId: number, id: number): Promise<Person | null> {
  return db
    .prepare('SELECT id, name, email, mobile FROM customers WHERE distributor_id = ? AND id = ? AND deleted_at IS NULL')
    .bind(distributorId, id)
    .first<Person>();
}

export async function distributorOf(db: D1Database, id: number): Promise<{ id: number; slug: string; name: string } | null> {
  return db.prepare('SELECT id, slug, name FROM distributors WHERE id = ?').bind(id).first();
}

/** The orders some events are about, with their shop, customer and rider (who may see the change live). */
export async function liveChangesOf(
  db: D1Database,
  eventIds: string[],
): Promise<Array<{ slug: string; order_id: string; customer_id: number | null; rider_id: number | null; previous_rider_id: number | null }>> {
  const ids = eventIds.slice(0, 90);
  const { results } = await db
    .prepare(
      `SELECT d.slug, e.order_id, e.customer_id, o.assigned_deliveryboy_id AS rider_id,
              json_extract(e.payload, '$.previousRiderId') AS previous_rider_id
       FROM notification_events e
       JOIN distributors d ON d.id = e.distributor_id
       LEFT JOIN orders o ON o.order_id = e.order_id AND o.distributor_id = e.distributor_id
       WHERE e.order_id IS NOT NULL AND e.id IN (${ids.map(() => '?').join(', ')})`,
    )
    .bind(...ids)
    .all<{ slug: string; order_id: string; customer_id: number | null; rider_id: number | null; previous_rider_id: number | null }>();
  return results;
}
