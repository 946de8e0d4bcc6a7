import { claimEvent, markFailed, markSent } from '../data/notification-events';
import { databaseByBinding } from '../tenant-database';
import { defaultChannels, type ChannelsFor } from './channels';
import { isEventMessage } from './event-queue';
import { sendEvent } from './send-event';
import { settleGatewayRefund } from './gateway-refund-due';

// The notification queue's consumer. Each message names one event; the event
// row decides everything else. A message is acknowledged once its event is
// sent, or when there is nothing to do (already sent, given up on, or being
// sent by another consumer right now); a failure marks the event 'failed' and
// asks the queue to retry it later. After the queue's last retry the message
// goes to the dead-letter queue (dead-letters.ts).

/** Seconds before a failed message comes back: 30 s, 60 s, 120 s ... capped at 10 minutes. */
function retryDelaySeconds(attempts: number): number {
  return Math.min(600, 30 * 2 ** Math.max(0, attempts - 1));
}

export async function consumeNotifications(
  batch: MessageBatch<unknown>,
  env: Env,
  channelsFor: ChannelsFor = defaultChannels,
): Promise<void> {
  for (const message of batch.messages) {
    const body = message.body;
    const db = isEventMessage(body) ? databaseByBinding(env, body.db) : null;
    if (!isEventMessage(body) || !db) {
      // Not ours to send, ever: retrying would only fill the dead-letter queue.
      console.warn('Notification message dropped: unknown shape or database');
      message.ack();
      continue;
    }
    const event = await claimEvent(db, body.eventId);
    if (!event) {
      message.ack();
      continue;
    }
    try {
      // A refund due through the gateway is money to move, not a message to send.
      if (event.type === 'refund.due') await settleGatewayRefund(env, db, event);
      else await sendEvent(env, db, event, channelsFor);
      await markSent(db, event.id);
      message.ack();
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      console.error('Notification send failed', { event: event.id, type: event.type, attempt: message.attempts });
      await markFailed(db, event.id, reason);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
