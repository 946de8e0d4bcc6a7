import { useState } from 'react';
import { FAILED_FILTERS, type FailedEvent, type FailedFilter } from '@/contract/notifications-admin';
import { consoleNotificationsApi } from '@/lib/api/console-notifications';
import { formatIndianDateTime } from '@/lib/dates';
import { MESSAGES } from '@/lib/messages';
import { browserTransport } from '@/lib/shop-config';
import Gate from './Gate';
import Pager from './Pager';
import { useGatedLoad } from './use-gated-load';
import { useRowAction } from './use-row-action';

// The messages of the shop that could not be sent (still retrying, or given up
// on), newest first, each with its last error and a confirmed "send again".

const M = MESSAGES.console.messages;
const O = MESSAGES.console.orders;
const LIMIT = 20;

const typeLabel = (type: string) => M.types[type] ?? type;

function Row({ initial }: { initial: FailedEvent }) {
  const [event, setEvent] = useState(initial);
  const { busy, result, run } = useRowAction();
  const what = typeLabel(event.type) + (event.order_id ? ` (${event.order_id})` : '');
  const failed = event.status === 'failed' || event.status === 'dead';

  function retry() {
    let answered: FailedEvent | null = null;
    return run(
      M.retryConfirm(what),
      async () => {
        const answer = await consoleNotificationsApi(browserTransport()).retry(event.id);
        answered = answer.event;
        return answer;
      },
      () => answered && setEvent(answered),
    );
  }

  return (
    <tr>
      <td data-label={M.event}>{typeLabel(event.type)}</td>
      <td data-label={M.order}>
        {event.order_id ? <a href={`/admin/orders/${encodeURIComponent(event.order_id)}`}>{event.order_id}</a> : '–'}
      </td>
      <td data-label={M.state}>{M.states[event.status] ?? event.status}</td>
      <td data-label={M.attempts}>{event.attempts}</td>
      <td data-label={M.error}>{event.last_error ?? '–'}</td>
      <td data-label={M.when}>{formatIndianDateTime(event.created_at)}</td>
      <td data-label={O.actions}>
        {failed && (
          <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={retry}>
            {M.retry(what)}
          </button>
        )}
        <span aria-live="polite">{result && <span className={result.ok ? 'console-status' : 'console-error'}>{result.text}</span>}</span>
      </td>
    </tr>
  );
}

export default function MessagesPanel() {
  const [filter, setFilter] = useState<FailedFilter>('failed');
  const [page, setPage] = useState(1);
  const { state, reload } = useGatedLoad((t) => consoleNotificationsApi(t).failed({ status: filter, page, limit: LIMIT }), `${filter}:${page}`);
  return (
    <Gate title={MESSAGES.console.sections.messages} state={state} reload={reload}>
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / LIMIT));
        return (
          <>
            <p className="console-note">{M.intro}</p>
            <div className="console-filters">
              <div>
                <label htmlFor="message-filter">{M.filter}</label>
                <select
                  id="message-filter"
                  value={filter}
                  onChange={(e) => {
                    setFilter(e.target.value as FailedFilter);
                    setPage(1);
                  }}
                >
                  {FAILED_FILTERS.map((f) => (
                    <option key={f} value={f}>
                      {M.filters[f]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {data.events.length === 0 ? (
              <p className="console-note">{M.empty}</p>
            ) : (
              <table className="console-table">
                <thead>
                  <tr>
                    <th scope="col">{M.event}</th>
                    <th scope="col">{M.order}</th>
                    <th scope="col">{M.state}</th>
                    <th scope="col">{M.attempts}</th>
                    <th scope="col">{M.error}</th>
                    <th scope="col">{M.when}</th>
                    <th scope="col">{O.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.events.map((e) => (
                    <Row key={e.id} initial={e} />
                  ))}
                </tbody>
              </table>
            )}
            <Pager page={page} pages={pages} label={M.pageOf(page, pages, data.total)} onPage={setPage} />
          </>
        );
      }}
    </Gate>
  );
}
