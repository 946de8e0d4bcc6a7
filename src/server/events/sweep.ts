import { allDatabases } from '../tenant-database';
import { requeueStaleEvents } from './event-queue';

// The cron sweep: events recorded but never acknowledged (the hand-over after
// the answer failed, or a consumer died mid-send) go back to the queue. The
// consumer's claim makes a second copy harmless.

export async function sweepNotificationEvents(env: Env, now = Date.now()): Promise<number> {
  let queued = 0;
  for (const { binding, db } of allDatabases(env)) queued += await requeueStaleEvents(env, binding, db, now);
  return queued;
}
