import { markQueued, staleEvents, unqueuedEvents } from '../data/notification-events';

// Hands recorded events to the notification queue. A message names the event
// and the database binding it lives in; the consumer reads everything else
// from D1, so a message carries no address, token or order detail.

export interface EventMessage {
  eventId: string;
  db: string;
}

/** How many events one hand-over takes (the queue accepts up to 100 messages per sendBatch). */
const BATCH = 100;

export function isEventMessage(body: unknown): body is EventMessage {
  const m = body as Partial<EventMessage> | null;
  return typeof m?.eventId === 'string' && typeof m.db === 'string';
}

async function send(env: Env, binding: string, db: D1Database, ids: string[]): Promise<string[]> {
  if (!ids.length) return ids;
  await env.NOTIFY_QUEUE.sendBatch(ids.map((eventId) => ({ body: { eventId, db: binding } satisfies EventMessage, contentType: 'json' })));
  await markQueued(db, ids);
  return ids;
}

/** After a write: every event of this database not yet handed over; their ids. */
export async function queueRecordedEvents(env: Env, binding: string, db: D1Database): Promise<string[]> {
  return send(env, binding, db, await unqueuedEvents(db, BATCH));
}

/** The sweep: events recorded or queued long ago and never acknowledged, or whose consumer vanished. */
export async function requeueStaleEvents(env: Env, binding: string, db: D1Database, now = Date.now()): Promise<number> {
  return (await send(env, binding, db, await staleEvents(db, now, BATCH))).length;
}
