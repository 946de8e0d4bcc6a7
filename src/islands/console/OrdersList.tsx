import { useState } from 'react';
import { ORDER_STATUSES } from '@/contract/orders';
import { consoleApi } from '@/lib/api/console';
import { formatIndianDateTime } from '@/lib/dates';
import { deliveryLabel } from '@/lib/delivery-label';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import Gate from './Gate';
import { pushListQuery, useAddressQuery } from './list-address';
import Pager from './Pager';
import { useGatedLoad } from './use-gated-load';
import LastUpdated from '../live/LastUpdated';
import { useLiveOrders } from '../live/use-live-orders';

// The shop's orders, newest first, one status at a time, a page at a time,
// optionally only those whose order id or customer (name, mobile) holds the
// searched text. The filters and page live in the address, so Back and a
// reload keep them.

const O = MESSAGES.console.orders;
const LIMIT = 20;

interface Query {
  status: string;
  q: string;
  page: number;
}

function readQuery(): Query {
  const params = new URLSearchParams(location.search);
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? status : '',
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The search box keeps what is typed until it is submitted. */
function OrderSearch({ query, go }: { query: Query; go: (q: Query) => void }) {
  const [text, setText] = useState(query.q);
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        go({ ...query, q: text.trim(), page: 1 });
      }}
    >
      <label htmlFor="order-search">{O.search}</label>
      <input id="order-search" type="search" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="btn btn-outline btn-small">
        {O.searchButton}
      </button>
    </form>
  );
}

export default function OrdersList() {
  const [query, setQuery] = useAddressQuery(readQuery);
  const { state, reload } = useGatedLoad(
    (t) =>
      query
        ? consoleApi(t).orders({ status: query.status || undefined, q: query.q || undefined, page: query.page, limit: LIMIT })
        : new Promise<never>(() => {}),
    query ? `${query.status}:${query.q}:${query.page}` : '',
  );
  const updatedAt = useLiveOrders(reload, state.status === 'ready' ? state.data : undefined);

  function go(next: Query) {
    pushListQuery({ status: next.status, q: next.q, page: next.page });
    setQuery(next);
  }

  return (
    <Gate title={MESSAGES.console.sections.orders} state={state} reload={reload}>
      {(data) => {
        const q = query ?? { status: '', q: '', page: 1 };
        const pages = Math.max(1, Math.ceil(data.total / LIMIT));
        return (
          <>
            <div className="console-filters">
              <div>
                <label htmlFor="order-status">{O.statusFilter}</label>
                <select id="order-status" value={q.status} onChange={(e) => go({ ...q, status: e.target.value, page: 1 })}>
                  <option value="">{O.allStatuses}</option>
                  {ORDER_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {O.statuses[s] ?? s}
                    </option>
                  ))}
                </select>
              </div>
              <OrderSearch query={q} go={go} />
            </div>
            {data.orders.length === 0 ? (
              <p className="console-note">{O.empty}</p>
            ) : (
              <table className="console-table">
                <thead>
                  <tr>
                    <th scope="col">{O.order}</th>
                    <th scope="col">{O.customer}</th>
                    <th scope="col">{O.placed}</th>
                    <th scope="col">{O.total}</th>
                    <th scope="col">{O.status}</th>
                    <th scope="col">{O.delivery}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.orders.map((o) => (
                    <tr key={o.order_id}>
                      <td data-label={O.order}>
                        <a href={`/admin/orders/${encodeURIComponent(o.order_id)}`} aria-label={O.open(o.order_id)}>
                          {o.order_id}
                        </a>
                      </td>
                      <td data-label={O.customer}>{o.customer_name}</td>
                      <td data-label={O.placed}>{formatIndianDateTime(o.createdAt)}</td>
                      <td data-label={O.total}>{formatInr(o.final_price_after_coupon)}</td>
                      <td data-label={O.status}>{O.statuses[o.order_status] ?? o.order_status}</td>
                      <td data-label={O.delivery}>{o.deliveryboy_status ? deliveryLabel(o.deliveryboy_status) : '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <Pager page={q.page} pages={pages} label={O.pageOf(q.page, pages, data.total)} onPage={(page) => go({ ...q, page })} />
            <LastUpdated at={updatedAt} />
          </>
        );
      }}
    </Gate>
  );
}
