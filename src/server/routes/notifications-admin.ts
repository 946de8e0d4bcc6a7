import { routeList } from '../http/route-list';
import { FAILED_FILTERS, type FailedFilter } from '@/contract/notifications-admin';
import { MAX_PAGE } from '@/lib/pagination';
import { badRequest } from '../domain-error';
import { intQuery } from '../http/validate';
import { failedEventsPage, retryEvent } from '../services/notifications-admin';
import { WORDS } from '@/lib/words';

// /api/admin/notifications (admins of the host's shop only): the messages that
// could not be sent, and sending one again. The retry is a write, so the
// hand-over after the answer (http/queue-events.ts) queues the event.

const EVENT_ID = /^[A-Za-z0-9-]{1,100}$/;

export const notificationsAdmin = routeList()
  .get('/notifications', { access: 'admin' }, async (c) => {
    const status = c.req.query('status') ?? 'failed';
    if (!(FAILED_FILTERS as readonly string[]).includes(status)) throw badRequest(WORDS.console.messages.badFilter);
    const page = await failedEventsPage(c.var.db, c.var.distributor.id, status as FailedFilter, intQuery(c, 'page', 1, 1, MAX_PAGE), intQuery(c, 'limit', 20, 1, 100));
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Total-Count', String(page.total));
    return c.json(page);
  })
  .post('/notifications/:id/retry', { access: 'admin', audit: 'shop.message_retry' }, async (c) => {
    const id = c.req.param('id');
    if (!EVENT_ID.test(id)) throw badRequest(WORDS.console.messages.badId);
    return c.json(await retryEvent(c.var.db, c.var.events, c.var.distributor.id, id));
  });
