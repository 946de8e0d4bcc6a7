import type { MiddlewareHandler } from 'hono';
import { queueRecordedEvents } from '../events/event-queue';
import { announceOrderChanges } from '../live/announce';
import { shopDatabase } from '../tenant-database';
import type { AppEnv } from '../types';
import { afterAnswer } from './after-answer';

// A write that succeeded may have recorded events (an order placed, a rider's
// step): hand them to the notification queue after the answer, never inside
// it, so sending costs the request nothing and a slow queue cannot fail it,
// and tell the shop's open order pages (live status) which orders changed.
// Should this hand-over fail, the events stay recorded and the sweep queues them.
// A 409 may have recorded one too: a gateway payment that came after its order
// stopped waiting is refused to the shopper but kept, and refunded (late-capture.ts).
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const queueEventsAfterWrite: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (READS.has(c.req.method) || (c.res.status >= 400 && c.res.status !== 409)) return;
  const distributor = c.get('distributor');
  if (!distributor) return;
  const { binding, db } = shopDatabase(c.env, distributor.slug);
  afterAnswer(c, 'Queueing notification events', async () => {
    const ids = await queueRecordedEvents(c.env, binding, db);
    // Open order pages hear of the change now; the mail follows through the queue.
    await announceOrderChanges(c.env, db, ids);
  });
};
