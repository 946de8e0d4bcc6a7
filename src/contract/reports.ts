import { fields, listOf, record, str, type Reader } from './read';

// The console's reports (docs/operators.md, "Reports"). Every report is one or
// more tables of the same shape, so the page draws and the CSV writes any of
// them alike: columns by key and kind, rows as arrays of cells in column order.
// Money cells are rupees with 2 decimals; a column's words come from the
// catalogue by its key.

const REPORT_COLUMN_KINDS = ['text', 'number', 'money', 'percent'] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

export interface ReportColumn {
  key: string;
  kind: ReportColumnKind;
}

export type ReportCell = string | number;

export interface ReportTable {
  /** sales-day, sales-product, summary, b2b, b2cl, b2cs, cdn, hsn */
  id: string;
  columns: ReportColumn[];
  rows: ReportCell[][];
  /** The table's totals row (cells in column order; '' where nothing adds up), or null. */
  totals: ReportCell[] | null;
}

export type SalesGrouping = 'day' | 'product';

export interface SalesReport {
  from: string;
  to: string;
  by: SalesGrouping;
  table: ReportTable;
}

/** The GST summary's tables, in the order they are drawn. */
export const GSTR1_TABLES = ['summary', 'b2b', 'b2cl', 'b2cs', 'cdn', 'hsn'] as const;

export interface Gstr1Report {
  month: string;
  /** The shop's GSTIN (null: not set in the supplier details yet). */
  gstin: string | null;
  tables: ReportTable[];
}

const cell = (v: unknown): ReportCell => (typeof v === 'number' ? v : str(v));
const cells = (v: unknown): ReportCell[] => (Array.isArray(v) ? v.map(cell) : []);

const readColumn: Reader<ReportColumn> = (raw) => {
  const o = record(raw);
  const kind = (REPORT_COLUMN_KINDS as readonly string[]).includes(str(o.kind)) ? (str(o.kind) as ReportColumnKind) : 'text';
  return { key: str(o.key), kind };
};

const readReportTable: Reader<ReportTable> = (raw) => {
  const o = record(raw);
  return {
    id: str(o.id),
    columns: listOf(readColumn)(o.columns),
    rows: Array.isArray(o.rows) ? o.rows.map(cells) : [],
    totals: Array.isArray(o.totals) ? cells(o.totals) : null,
  };
};

export const readSalesReport: Reader<SalesReport> = (raw) => {
  const o = fields({ from: str, to: str, by: str })(raw);
  return { from: o.from, to: o.to, by: o.by === 'product' ? 'product' : 'day', table: readReportTable(record(raw).table) };
};

export const readGstr1Report: Reader<Gstr1Report> = (raw) => {
  const o = record(raw);
  return { month: str(o.month), gstin: o.gstin ? str(o.gstin) : null, tables: listOf(readReportTable)(o.tables) };
};
