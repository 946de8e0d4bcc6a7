import type { FailedEvent, FailedFilter } from '@/contract/notifications-admin';
import { MESSAGES } from '@/lib/messages';
import { eventOfShop, failedEvents, recordAgain } from '../data/failed-events';
import { notFound } from '../domain-error';
import type { RequestEvents } from '../events/request-events';
import { WORDS } from '@/lib/words';

// The console's view of messages that could not be sent, and sending one
// again. A retry only puts the event back where a new one starts (recorded):
// the hand-over after the answer queues it, and the consumer sends only what
// is still unsent for it (each message once, whatever is retried).

const M = MESSAGES.console.messages;

export function failedEventsPage(db: D1Database, distributorId: number, filter: FailedFilter, page: number, limit: number) {
  return failedEvents(db, distributorId, filter, limit, (page - 1) * limit);
}

export async function retryEvent(db: D1Database, events: RequestEvents, distributorId: number, id: string): Promise<{ message: string; event: FailedEvent }> {
  const again = await recordAgain(events.database(db, { type: 'shop.message_retry', target: { kind: 'shop', ref: id } }), distributorId, id);
  if (again) return { message: M.retried, event: again };
  // Not failed (any more): a repeated retry, or one already sent; another shop's event is not found.
  const event = await eventOfShop(db, distributorId, id);
  if (!event) throw notFound(WORDS.console.messages.notFound);
  return { message: M.alreadyQueued, event };
}
