import { EN_CONSOLE_DAY } from '@/lib/console-day-messages';
import { todayInIndia } from '@/lib/report-period';
import { customersExportPage } from '../data/customers-export';
import { csvLine } from '@/lib/csv';
import { paiseText } from '../reports/csv';

// The shop's customers as a CSV file, written a page at a time so a large
// list is never held whole: name, e-mail, mobile, orders placed (not
// cancelled), total spent (received less refunded, from the ledger) and the
// Indian dates of the first and last order.

const PAGE = 200;
const day = (iso: string | null) => (iso ? todayInIndia(new Date(iso)) : '');

async function* customerLines(db: D1Database, shopId: number): AsyncGenerator<string> {
  const C = EN_CONSOLE_DAY.reports.columns;
  yield csvLine([C.name!, C.email!, C.mobile!, C.orders!, C.total_spent!, C.first_order!, C.last_order!]);
  for (let afterId = 0; ; ) {
    const rows = await customersExportPage(db, shopId, afterId, PAGE);
    for (const r of rows) yield csvLine([r.name, r.email, r.mobile, String(r.orders), paiseText(r.spent_paise), day(r.first_order), day(r.last_order)]);
    if (rows.length < PAGE) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

export function customersCsv(db: D1Database, shopId: number, now = new Date()): { filename: string; lines: AsyncIterable<string> } {
  return { filename: `customers-${todayInIndia(now)}.csv`, lines: customerLines(db, shopId) };
}
