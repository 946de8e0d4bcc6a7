import type { TodaySummary } from '@/contract/console';
import { MESSAGES } from '@/lib/messages';
import { formatInr } from '@/lib/pricing';
import Gate from './Gate';
import { loadTodaySummary } from './today-summary';
import { useGatedLoad } from './use-gated-load';

// The console's first page: how the shop is doing today and what waits.

const T = MESSAGES.console.today;

/** Before the figures arrive (`data` null): the same cards and headings, with a dash for each figure. */
const NO_FIGURE = '–';
/** An amount's shape, so a phone's card wraps its note as it will with the amount (no shift when it comes). */
const NO_AMOUNT = '₹–.––';

function Summary({ data }: { data: TodaySummary | null }) {
  const count = (pick: (d: TodaySummary) => number) => (data ? pick(data) : NO_FIGURE);
  const waiting: Array<[string, number | string, string]> = [
    // Each opens exactly the orders it counts (the list's `waiting` filter reads the same condition).
    [T.toApprove, count((d) => d.waiting.to_approve), '/admin/orders?waiting=to_approve'],
    [T.toAssign, count((d) => d.waiting.to_assign), '/admin/orders?waiting=to_assign'],
    [T.onTheRoad, count((d) => d.waiting.on_the_road), '/admin/orders?waiting=on_the_road'],
    [T.returns, count((d) => d.waiting.returns_to_process), '/admin/orders?waiting=returns_to_process'],
    [T.payments, count((d) => d.waiting.payments_to_verify), '/admin/orders?waiting=payments_to_verify'],
  ];
  return (
    <>
      <ul className="console-cards" aria-label={MESSAGES.console.sections.orders}>
        {(
          [
            [T.ordersToday, data?.today],
            [T.ordersWeek, data?.week],
          ] as const
        ).map(([label, period]) => (
          <li key={label} className="console-card">
            <span>{label}</span>
            <span className="console-figure">{period ? period.orders : NO_FIGURE}</span>
            <span className="console-note">{T.paid(period ? formatInr(period.paid) : NO_AMOUNT)}</span>
          </li>
        ))}
      </ul>
      <h2>{T.waiting}</h2>
      <ul className="console-cards">
        {waiting.map(([label, count, href]) => (
          <li key={label} className="console-card">
            <a href={href}>
              <span>{label}</span>
              <span className="console-figure">{count}</span>
            </a>
          </li>
        ))}
      </ul>
      <h2>{T.lowStock}</h2>
      {!data ? (
        <p className="console-note">{NO_FIGURE}</p>
      ) : data.low_stock.length === 0 ? (
        <p className="console-note">{T.lowStockNone}</p>
      ) : (
        <>
          <ul>
            {data.low_stock.map((p) => (
              <li key={p.id}>
                <a href={`/admin/products/${p.id}`}>{p.product_name}</a>: {T.stockLine(p.total_stock, p.stock_minimum_level)}
              </li>
            ))}
          </ul>
          {data.low_stock_count > data.low_stock.length && <p className="console-note">{T.lowStockMore(data.low_stock.length, data.low_stock_count)}</p>}
        </>
      )}
    </>
  );
}

export default function TodayPanel() {
  const { state, reload } = useGatedLoad((t) => loadTodaySummary(t));
  return (
    <Gate title={MESSAGES.console.sections.today} state={state} reload={reload} skeleton={<Summary data={null} />}>
      {(data) => <Summary data={data} />}
    </Gate>
  );
}
