import type { ReportCell, ReportTable } from '@/contract/reports';
import { csvLine } from '@/lib/csv';

// Reports as CSV, in the shape every export of the shop has (`lib/csv.ts`:
// CRLF lines, quoting, a formula guard). Money is written from paise with
// exactly 2 decimals.

export function paiseText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A table's rows as CSV lines (money cells in paise), headed by the columns' words. */
export function tableCsv(table: ReportTable, words: Record<string, string>, totalWord: string): string[] {
  const cellText = (v: ReportCell, i: number) => {
    const kind = table.columns[i]?.kind ?? 'text';
    if (v === '') return '';
    if (kind === 'money') return paiseText(Number(v));
    return String(v);
  };
  const lines = [csvLine(table.columns.map((c) => words[c.key] ?? c.key))];
  for (const row of table.rows) lines.push(csvLine(row.map(cellText)));
  if (table.totals) lines.push(csvLine(table.totals.map((v, i) => (i === 0 && v === '' ? totalWord : cellText(v, i)))));
  return lines;
}

/** The table with money cells turned from paise into rupees (2 decimals), for a JSON answer. */
export function inRupees(table: ReportTable): ReportTable {
  const money = table.columns.map((c) => c.kind === 'money');
  const convert = (row: ReportCell[]) => row.map((v, i) => (money[i] && typeof v === 'number' ? Math.round(v) / 100 : v));
  return { ...table, rows: table.rows.map(convert), totals: table.totals ? convert(table.totals) : null };
}
