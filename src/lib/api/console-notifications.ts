import { readFailedEventsPage, readRetryAnswer, type FailedFilter } from '@/contract/notifications-admin';
import type { Transport } from './transport';

// The console's Messages calls: messages that could not be sent, a page at a
// time, and sending one again.

const auth = { auth: true } as const;

export function consoleNotificationsApi(t: Transport) {
  return {
    failed: (query: { status: FailedFilter; page: number; limit: number }) => t.request('GET', 'admin/notifications', readFailedEventsPage, { ...auth, query }),
    retry: (id: string) => t.request('POST', `admin/notifications/${encodeURIComponent(id)}/retry`, readRetryAnswer, auth),
  };
}
