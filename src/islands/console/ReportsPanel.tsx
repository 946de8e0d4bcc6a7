import { useState } from 'react';
import type { SalesGrouping } from '@/contract/reports';
import { consoleReportsApi, type SalesQuery } from '@/lib/api/console-reports';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { MESSAGES } from '@/lib/messages';
import { MAX_REPORT_DAYS, daysIn, monthOf, readDay, todayInIndia } from '@/lib/report-period';
import { browserTransport } from '@/lib/shop-config';
import CsvButton from './CsvButton';
import Gate from './Gate';
import GstSummary from './GstSummary';
import { pushListQuery, useAddressQuery } from './list-address';
import ReportTableView from './ReportTableView';
import { useGatedLoad } from './use-gated-load';

// The Reports page: sales for a chosen period (this month by default) by day
// or by product, then the month's GST summary. The period lives in the
// address; a period the API would refuse is explained before it is sent.

const R = CONSOLE_DAY.reports;

function readQuery(): SalesQuery {
  const params = new URLSearchParams(location.search);
  const today = todayInIndia();
  return {
    from: readDay(params.get('from')) ?? monthOf(today).from,
    to: readDay(params.get('to')) ?? today,
    by: params.get('by') === 'product' ? 'product' : 'day',
  };
}

function periodProblem(q: SalesQuery): string | null {
  if (!readDay(q.from) || !readDay(q.to)) return R.badDate;
  if (q.from > q.to) return R.badOrder;
  if (daysIn(q.from, q.to) > MAX_REPORT_DAYS) return R.tooLong(MAX_REPORT_DAYS);
  return null;
}

/** The period form keeps what is typed until it is shown. */
function PeriodForm({ query, go }: { query: SalesQuery; go: (q: SalesQuery) => void }) {
  const [draft, setDraft] = useState(query);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="console-filters"
      aria-describedby={problem ? 'period-problem' : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        const wrong = periodProblem(draft);
        setProblem(wrong);
        if (!wrong) go(draft);
      }}
    >
      <div>
        <label htmlFor="report-from">{R.from}</label>
        <input id="report-from" type="date" required value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
      </div>
      <div>
        <label htmlFor="report-to">{R.to}</label>
        <input id="report-to" type="date" required value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
      </div>
      <div>
        <label htmlFor="report-by">{R.by}</label>
        <select id="report-by" value={draft.by} onChange={(e) => setDraft({ ...draft, by: e.target.value as SalesGrouping })}>
          <option value="day">{R.byDay}</option>
          <option value="product">{R.byProduct}</option>
        </select>
      </div>
      <button type="submit" className="btn btn-small">
        {R.show}
      </button>
      {problem && (
        <p id="period-problem" className="console-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

export default function ReportsPanel() {
  const [query, setQuery] = useAddressQuery(readQuery);
  const { state, reload } = useGatedLoad(
    (t) => (query ? consoleReportsApi(t).sales(query) : new Promise<never>(() => {})),
    query ? `${query.from}:${query.to}:${query.by}` : '',
  );

  function go(next: SalesQuery) {
    pushListQuery({ ...next });
    setQuery(next);
  }

  return (
    <Gate title={MESSAGES.console.sections.reports} state={state} reload={reload}>
      {(report) => {
        const title = R.tables[report.table.id] ?? R.salesTitle;
        return (
          <>
            <p className="console-note">{R.intro}</p>
            <section className="console-section" aria-labelledby="sales-title">
              <h2 id="sales-title">{R.salesTitle}</h2>
              <PeriodForm key={`${report.from}:${report.to}:${report.by}`} query={report} go={go} />
              <p className="console-note">{R.salesNote}</p>
              {report.table.rows.length === 0 ? <p className="console-note">{R.empty}</p> : <ReportTableView table={report.table} title={title} />}
              <CsvButton label={R.downloadCsvOf(title)} fetchFile={() => consoleReportsApi(browserTransport()).salesCsv(report)} />
            </section>
            <GstSummary />
          </>
        );
      }}
    </Gate>
  );
}
