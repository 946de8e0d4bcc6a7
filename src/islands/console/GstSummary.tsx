import { useEffect, useState } from 'react';
import type { Gstr1Report } from '@/contract/reports';
import { consoleReportsApi } from '@/lib/api/console-reports';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { monthOf, readMonth, todayInIndia, addDays } from '@/lib/report-period';
import { browserTransport } from '@/lib/shop-config';
import CsvButton from './CsvButton';
import ReportTableView from './ReportTableView';

// The month's GST summary in GSTR-1's tables, each with its CSV. The month
// before this one is shown first: the return being filed.

const R = CONSOLE_DAY.reports;

const lastMonth = () => addDays(monthOf(todayInIndia()).from, -1).slice(0, 7);

type Load = { status: 'loading' } | { status: 'ready'; report: Gstr1Report } | { status: 'error'; message: string };

export default function GstSummary() {
  const [month, setMonth] = useState(lastMonth);
  const [draft, setDraft] = useState(month);
  const [problem, setProblem] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    consoleReportsApi(browserTransport())
      .gstr1(month)
      .then((report) => live && setLoad({ status: 'ready', report }))
      .catch((err: unknown) => live && setLoad({ status: 'error', message: err instanceof Error ? err.message : String(err) }));
    return () => {
      live = false;
    };
  }, [month, round]);

  return (
    <section className="console-section" aria-labelledby="gst-title">
      <h2 id="gst-title">{R.gstTitle}</h2>
      <form
        className="console-filters"
        onSubmit={(e) => {
          e.preventDefault();
          const read = readMonth(draft);
          setProblem(read ? null : R.badMonth);
          if (read) setMonth(read);
        }}
      >
        <div>
          <label htmlFor="report-month">{R.month}</label>
          <input id="report-month" type="month" required value={draft} placeholder="YYYY-MM" onChange={(e) => setDraft(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-small">
          {R.show}
        </button>
        {problem && (
          <p className="console-error" role="alert">
            {problem}
          </p>
        )}
      </form>
      <p className="console-note">{R.gstNote}</p>
      {load.status === 'loading' && (
        <p className="console-note" role="status">
          {R.loading}
        </p>
      )}
      {load.status === 'error' && (
        <div className="console-error" role="alert">
          <p>{load.message}</p>
          <button type="button" className="btn btn-small" onClick={() => setRound((n) => n + 1)}>
            {CONSOLE_DAY.reports.retry}
          </button>
        </div>
      )}
      {load.status === 'ready' && (
        <>
          {!load.report.gstin && <p className="console-error">{R.gstinMissing}</p>}
          {load.report.tables.map((table) => {
            const title = R.tables[table.id] ?? table.id;
            return (
              <div key={table.id} className="report-block">
                <h3>{title}</h3>
                <ReportTableView table={table} title={title} />
                <CsvButton label={R.downloadCsvOf(title)} fetchFile={() => consoleReportsApi(browserTransport()).gstr1Csv(load.report.month, table.id)} />
              </div>
            );
          })}
        </>
      )}
    </section>
  );
}
