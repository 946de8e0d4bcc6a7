import { useState } from 'react';
import { PAYMENT_GATEWAY_FILTERS, PAYMENT_STATUS_FILTERS } from '@/contract/order-filters';
import { ORDER_STATUSES } from '@/contract/orders';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { MESSAGES } from '@/lib/messages';
import { NO_FILTERS, type OrderListQuery } from './order-list-query';

// The order list's filters: status, payment method and status at once; the
// search text and the days when Apply is pressed (so typing is never lost to
// a reload). A Today queue shows as what it is, with a way out of it.

const O = MESSAGES.console.orders;
const F = CONSOLE_DAY.fulfil;
const QUEUES: Record<string, string> = {
  to_approve: MESSAGES.console.today.toApprove,
  to_assign: MESSAGES.console.today.toAssign,
  on_the_road: MESSAGES.console.today.onTheRoad,
  returns_to_process: MESSAGES.console.today.returns,
  payments_to_verify: MESSAGES.console.today.payments,
};

interface Props {
  query: OrderListQuery;
  go: (next: OrderListQuery) => void;
}

function Choice({ id, label, value, options, anyLabel, onChange }: { id: string; label: string; value: string; options: Array<[string, string]>; anyLabel: string; onChange: (v: string) => void }) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function OrderFilters({ query, go }: Props) {
  const [text, setText] = useState(query.q);
  const [from, setFrom] = useState(query.from);
  const [to, setTo] = useState(query.to);
  const set = (change: Partial<OrderListQuery>) => go({ ...query, ...change, page: 1 });
  const filtered = Object.entries(query).some(([k, v]) => k !== 'page' && v !== '');

  return (
    <>
      {query.waiting && (
        <p className="console-inline">
          <strong>{F.queue(QUEUES[query.waiting] ?? query.waiting)}</strong>
        </p>
      )}
      <form
        role="search"
        className="console-filters"
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: text.trim(), from, to });
        }}
      >
        <Choice id="order-status" label={O.statusFilter} value={query.status} anyLabel={O.allStatuses} options={ORDER_STATUSES.map((s) => [s, O.statuses[s] ?? s])} onChange={(status) => set({ status })} />
        <Choice
          id="order-method"
          label={F.paymentMethod}
          value={query.payment_method}
          anyLabel={F.anyMethod}
          options={PAYMENT_GATEWAY_FILTERS.map((m) => [m, F.methods[m] ?? m])}
          onChange={(payment_method) => set({ payment_method })}
        />
        <Choice
          id="order-payment"
          label={F.paymentStatus}
          value={query.payment_status}
          anyLabel={F.anyPaymentStatus}
          options={PAYMENT_STATUS_FILTERS.map((s) => [s, F.paymentStates[s] ?? s])}
          onChange={(payment_status) => set({ payment_status })}
        />
        <div>
          <label htmlFor="order-from">{F.from}</label>
          <input id="order-from" type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div>
          <label htmlFor="order-to">{F.to}</label>
          <input id="order-to" type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        </div>
        <div>
          <label htmlFor="order-search">{O.search}</label>
          <input id="order-search" type="search" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-outline btn-small">
          {F.apply}
        </button>
        {filtered && (
          <button
            type="button"
            className="btn btn-outline btn-small"
            onClick={() => {
              setText('');
              setFrom('');
              setTo('');
              go(NO_FILTERS);
            }}
          >
            {F.clear}
          </button>
        )}
      </form>
    </>
  );
}
