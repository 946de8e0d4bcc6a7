import type { ReportColumn, ReportColumnKind, SalesGrouping, SalesReport } from '@/contract/reports';
import { EN_CONSOLE_DAY } from '@/lib/console-day-messages';
import { MAX_REPORT_DAYS, daysIn, monthOf, readDay, todayInIndia, utcBounds } from '@/lib/report-period';
import { badRequest } from '../domain-error';
import { salesByDay, salesByProduct, type SalesFigures } from '../data/sales-report';
import { tableCsv } from '../reports/csv';
import { WORDS } from '@/lib/words';

// Sales for a period of Indian days (at most a year), by day or by product.
// What counts as a sale is written in docs/operators.md ("Reports").


export interface PeriodQuery {
  from?: string;
  to?: string;
  by?: string;
}

/** The period asked for; by default this month up to today. Refuses a bad or over-long one. */
function readPeriod(query: PeriodQuery, now = new Date()): { from: string; to: string } {
  const today = todayInIndia(now);
  const from = query.from ? readDay(query.from) : monthOf(today).from;
  const to = query.to ? readDay(query.to) : today;
  if (!from || !to) throw badRequest(WORDS.consoleDay.reports.badDate);
  if (from > to) throw badRequest(WORDS.consoleDay.reports.badOrder);
  if (daysIn(from, to) > MAX_REPORT_DAYS) throw badRequest(WORDS.consoleDay.reports.tooLong(MAX_REPORT_DAYS));
  return { from, to };
}

function readGrouping(by: string | undefined): SalesGrouping {
  if (by === undefined || by === 'day') return 'day';
  if (by === 'product') return 'product';
  throw badRequest(WORDS.consoleDay.reports.badGrouping);
}

const col = (key: string, kind: ReportColumnKind): ReportColumn => ({ key, kind });
const FIGURE_COLUMNS = [
  col('orders', 'number'),
  col('items', 'number'),
  col('gross', 'money'),
  col('discounts', 'money'),
  col('returns', 'money'),
  col('net', 'money'),
  col('tax', 'money'),
];

const figures = (r: SalesFigures) => [r.orders, r.items, r.gross_paise, r.discount_paise, r.returns_paise, r.gross_paise - r.discount_paise - r.returns_paise, r.tax_paise];

function totalsOf(rows: Array<Array<string | number>>, lead: number): Array<string | number> {
  const width = rows[0]?.length ?? 0;
  return Array.from({ length: width }, (_, i) => (i < lead ? '' : rows.reduce((s, r) => s + Number(r[i]), 0)));
}

/** The report with money in paise (the answer and the CSV convert it). */
export async function salesReport(db: D1Database, shopId: number, query: PeriodQuery): Promise<SalesReport> {
  const by = readGrouping(query.by);
  const { from, to } = readPeriod(query);
  const { start, end } = utcBounds(from, to);
  if (by === 'day') {
    const rows = (await salesByDay(db, shopId, start, end)).map((r) => [r.day, ...figures(r), r.delivery_paise]);
    return {
      from,
      to,
      by,
      table: { id: 'sales-day', columns: [col('day', 'text'), ...FIGURE_COLUMNS, col('delivery', 'money')], rows, totals: rows.length ? totalsOf(rows, 1) : null },
    };
  }
  const rows = (await salesByProduct(db, shopId, start, end)).map((r) => [r.product_name, ...figures(r)]);
  return { from, to, by, table: { id: 'sales-product', columns: [col('product', 'text'), ...FIGURE_COLUMNS], rows, totals: rows.length ? totalsOf(rows, 1) : null } };
}

/** The report as a CSV file named by its period. */
export function salesCsv(report: SalesReport): { filename: string; lines: string[] } {
  const E = EN_CONSOLE_DAY.reports;
  return { filename: `sales-by-${report.by}-${report.from}-to-${report.to}.csv`, lines: tableCsv(report.table, E.columns, E.totals) };
}
