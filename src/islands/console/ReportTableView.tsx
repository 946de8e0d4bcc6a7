import type { ReportCell, ReportColumn, ReportTable } from '@/contract/reports';
import { CONSOLE_DAY } from '@/lib/console-day-messages';
import { formatInr } from '@/lib/pricing';

// One report table: a caption naming it, a header row of column words, the
// rows and a totals row. On a narrow screen it scrolls sideways inside a
// labelled region that a keyboard can focus, rather than squeezing columns.

const R = CONSOLE_DAY.reports;

function shown(value: ReportCell, column: ReportColumn | undefined, words: Record<string, string>): string {
  if (value === '') return '';
  if (column?.kind === 'money') return formatInr(Number(value));
  if (column?.kind === 'percent') return `${value} %`;
  if (column?.key === 'section') return words[String(value)] ?? String(value);
  return String(value);
}

export default function ReportTableView({ table, title }: { table: ReportTable; title: string }) {
  const captionId = `report-${table.id}`;
  const numeric = (c: ReportColumn | undefined) => c?.kind === 'money' || c?.kind === 'number' || c?.kind === 'percent';
  return (
    <div className="report-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="report-table">
        <caption id={captionId}>{R.tableRegion(title)}</caption>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c.key} scope="col" className={numeric(c) ? 'report-num' : undefined}>
                {R.columns[c.key] ?? c.key}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 ? (
            <tr>
              <td colSpan={table.columns.length}>{R.noRows}</td>
            </tr>
          ) : (
            table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((v, j) => {
                  const column = table.columns[j];
                  return j === 0 ? (
                    <th key={j} scope="row">
                      {shown(v, column, R.sections)}
                    </th>
                  ) : (
                    <td key={j} className={numeric(column) ? 'report-num' : undefined}>
                      {shown(v, column, R.sections)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
        {table.totals && table.rows.length > 0 && (
          <tfoot>
            <tr>
              {table.totals.map((v, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {v === '' ? R.totals : shown(v, table.columns[j], R.sections)}
                  </th>
                ) : (
                  <td key={j} className={numeric(table.columns[j]) ? 'report-num' : undefined}>
                    {shown(v, table.columns[j], R.sections)}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
