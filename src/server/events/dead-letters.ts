import { markDead } from '../data/notification-events';
import { databaseByBinding } from '../tenant-database';
import { isEventMessage } from './event-queue';

// The dead-letter queue's consumer: the notification queue gave up on these
// after its retries. Their events are marked 'dead', so the admins see them
// and the sweep never sends them by itself; the messages are acknowledged.

export async function consumeDeadLetters(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const body = message.body;
    const db = isEventMessage(body) ? databaseByBinding(env, body.db) : null;
    if (isEventMessage(body) && db) await markDead(db, body.eventId);
    console.error('Notification given up after its retries', isEventMessage(body) ? { event: body.eventId } : {});
    message.ack();
  }
}
