import { useState } from 'react';
import { consoleApi } from '@/lib/api/console';
import { formatIndianDateTime } from '@/lib/dates';
import { deliveryLabel } from '@/lib/delivery-label';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import Gate from './Gate';
import { pushListQuery, useAddressQuery } from './list-address';
import OrderFilters from './OrderFilters';
import OrdersBulk from './OrdersBulk';
import { apiQuery, NO_FILTERS, queryKey, readOrderListQuery, type OrderListQuery } from './order-list-query';
import Pager from './Pager';
import { useGatedLoad } from './use-gated-load';
import LastUpdated from '../live/LastUpdated';
import { useLiveOrders } from '../live/use-live-orders';

// The shop's orders, newest first, a page at a time, filtered by status,
// payment method and status, the days placed, one of Today's queues, and
// text in the order id or the customer's name or mobile. The filters and
// page live in the address, so Back and a reload keep them. Orders ticked on
// the page can be approved together or their packing slips printed.

const O = MESSAGES.console.orders;
const F = CONSOLE_DAY.fulfil;
const LIMIT = 20;

export default function OrdersList() {
  const [query, setQuery] = useAddressQuery(readOrderListQuery);
  const [ticked, setTicked] = useState<string[]>([]);
  const { state, reload } = useGatedLoad((t) => (query ? consoleApi(t).orders(apiQuery(query, LIMIT)) : new Promise<never>(() => {})), query ? queryKey(query) : '');
  const updatedAt = useLiveOrders(reload, state.status === 'ready' ? state.data : undefined);

  function go(next: OrderListQuery) {
    const { page, ...filters } = next;
    pushListQuery({ ...filters, page });
    setTicked([]);
    setQuery(next);
  }

  return (
    <Gate title={MESSAGES.console.sections.orders} state={state} reload={reload}>
      {(data) => {
        const q = query ?? NO_FILTERS;
        // Counted only some way ahead: with more, at least one page follows the last one counted.
        const pages = Math.max(1, Math.ceil(data.total / LIMIT) + (data.more ? 1 : 0));
        const onPage = data.orders.map((o) => o.order_id);
        const selected = ticked.filter((id) => onPage.includes(id));
        const pending = data.orders.filter((o) => selected.includes(o.order_id) && o.order_status === 'pending').map((o) => o.order_id);
        const toggle = (id: string, on: boolean) => setTicked((all) => (on ? [...all, id] : all.filter((x) => x !== id)));
        return (
          <>
            <OrderFilters key={queryKey(q)} query={q} go={go} />
            {selected.length > 0 && <OrdersBulk selected={selected} pending={pending} onDone={reload} />}
            {data.orders.length === 0 ? (
              <p className="console-note">{O.empty}</p>
            ) : (
              <table className="console-table">
                <thead>
                  <tr>
                    <th scope="col">
                      <input
                        type="checkbox"
                        aria-label={F.selectAll}
                        checked={selected.length === onPage.length}
                        onChange={(e) => setTicked(e.target.checked ? onPage : [])}
                      />
                    </th>
                    <th scope="col">{O.order}</th>
                    <th scope="col">{O.customer}</th>
                    <th scope="col">{O.placed}</th>
                    <th scope="col">{O.total}</th>
                    <th scope="col">{O.status}</th>
                    <th scope="col">{F.paymentStatus}</th>
                    <th scope="col">{O.delivery}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.orders.map((o) => (
                    <tr key={o.order_id}>
                      <td>
                        <input type="checkbox" aria-label={F.select(o.order_id)} checked={selected.includes(o.order_id)} onChange={(e) => toggle(o.order_id, e.target.checked)} />
                      </td>
                      <td data-label={O.order}>
                        <a href={`/admin/orders/${encodeURIComponent(o.order_id)}`} aria-label={O.open(o.order_id)}>
                          {o.order_id}
                        </a>
                      </td>
                      <td data-label={O.customer}>{o.customer_name}</td>
                      <td data-label={O.placed}>{formatIndianDateTime(o.createdAt)}</td>
                      <td data-label={O.total}>{formatInr(o.final_price_after_coupon)}</td>
                      <td data-label={O.status}>{O.statuses[o.order_status] ?? o.order_status}</td>
                      <td data-label={F.paymentStatus}>{o.payment_status ? (F.paymentStates[o.payment_status] ?? o.payment_status) : '–'}</td>
                      <td data-label={O.delivery}>{o.deliveryboy_status ? deliveryLabel(o.deliveryboy_status) : '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <Pager page={q.page} pages={pages} label={data.more ? O.pageOfMore(q.page, pages, data.total) : O.pageOf(q.page, pages, data.total)} onPage={(page) => go({ ...q, page })} />
            <LastUpdated at={updatedAt} />
          </>
        );
      }}
    </Gate>
  );
}
