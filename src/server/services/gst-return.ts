import { GSTR1_TABLES, type Gstr1Report } from '@/contract/reports';
import { EN_CONSOLE_DAY } from '@/lib/console-day-messages';
import { taxInvoiceNumber, creditNoteNumber } from '@/lib/india/invoice-number';
import { monthOf, readMonth, todayInIndia, utcBounds } from '@/lib/report-period';
import { badRequest } from '../domain-error';
import { creditNotesPage, invoicesPage, type IssuedInvoiceRow, type PageAfter } from '../data/gst-documents';
import { supplierOf } from '../data/gst';
import { tableCsv } from '../reports/csv';
import { creditNoteDocument, invoiceDocument, type KeptInvoice } from '../reports/gst-document';
import { Gstr1Books } from '../reports/gstr1';
import type { AuthUser } from '../types';
import { invoiceForCaller } from './tax-invoice';
import { WORDS } from '@/lib/words';

// A month's GST summary in GSTR-1's tables, read from the tax invoices and
// credit notes issued in it (Indian calendar days), a page of documents at a
// time, each as it was issued (docs/india.md, "GSTR-1").

const INVOICE_PAGE = 200;
// A credit note page's line lookup binds one parameter per note (D1 takes at most 100).
const NOTE_PAGE = 90;

/** The month asked for; by default the month before this one (the return being filed). */
function readReturnMonth(month: string | undefined, now = new Date()): string {
  if (month === undefined) {
    const first = monthOf(todayInIndia(now)).from;
    return todayInIndia(new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000)).slice(0, 7);
  }
  const read = readMonth(month);
  if (!read) throw badRequest(WORDS.consoleDay.reports.badMonth);
  return read;
}

type Shop = { id: number; name: string };

/** What the invoice said when issued; an invoice issued before that was kept is kept now (its first print). */
async function keptOf(db: D1Database, shop: Shop, user: AuthUser, row: Pick<IssuedInvoiceRow, 'id' | 'tax_invoice_snapshot'>): Promise<KeptInvoice> {
  if (row.tax_invoice_snapshot) return JSON.parse(row.tax_invoice_snapshot) as KeptInvoice;
  return invoiceForCaller(db, shop, user, { pk: row.id });
}

const after = (rows: Array<{ id: number }>, dateOf: (i: number) => string): PageAfter | null =>
  rows.length ? { date: dateOf(rows.length - 1), id: rows[rows.length - 1]!.id } : null;

export async function gstr1Report(db: D1Database, shop: Shop, user: AuthUser, monthAsked: string | undefined): Promise<Gstr1Report> {
  const month = readReturnMonth(monthAsked);
  const { from, to } = monthOf(`${month}-01`);
  const { start, end } = utcBounds(from, to);
  const supplier = await supplierOf(db, shop.id);
  const books = new Gstr1Books(supplier?.state_code ?? null);

  for (let page: PageAfter | null = null, more = true; more; ) {
    const rows = await invoicesPage(db, shop.id, start, end, page, INVOICE_PAGE);
    for (const row of rows) {
      books.addInvoice(invoiceDocument(await keptOf(db, shop, user, row), taxInvoiceNumber(row.tax_invoice_year, row.tax_invoice_number), row.tax_invoice_date));
    }
    page = after(rows, (i) => rows[i]!.tax_invoice_date);
    more = rows.length === INVOICE_PAGE;
  }

  for (let page: PageAfter | null = null, more = true; more; ) {
    const { notes, lineNotes } = await creditNotesPage(db, shop.id, start, end, page, NOTE_PAGE);
    for (const note of notes) {
      const kept = await keptOf(db, shop, user, { id: note.order_pk, tax_invoice_snapshot: note.tax_invoice_snapshot });
      const lines = new Set([...lineNotes].filter(([, noteId]) => noteId === note.id).map(([lineId]) => lineId));
      const invoice = invoiceDocument(kept, taxInvoiceNumber(note.tax_invoice_year, note.tax_invoice_number), note.tax_invoice_date);
      const doc = creditNoteDocument(kept, lines, note.covers_delivery === 1, creditNoteNumber(note.financial_year, note.number), note.issued_at);
      books.addCreditNote(doc, invoice);
    }
    page = after(notes, (i) => notes[i]!.issued_at);
    more = notes.length === NOTE_PAGE;
  }

  return { month, gstin: supplier?.gstin ?? null, tables: books.tables() };
}

/** The table a CSV is asked for, refused before any work when it is not one of the summary's. */
export function readGstr1Table(tableId: string | undefined): string {
  if (!tableId || !(GSTR1_TABLES as readonly string[]).includes(tableId)) throw badRequest(WORDS.consoleDay.reports.badTable);
  return tableId;
}

/** One table of the summary as a CSV file named by the month and the table. */
export function gstr1Csv(report: Gstr1Report, tableId: string): { filename: string; lines: string[] } {
  const table = report.tables.find((t) => t.id === tableId);
  if (!table) throw badRequest(WORDS.consoleDay.reports.badTable);
  const E = EN_CONSOLE_DAY.reports;
  const words = { ...E.columns, ...E.sections };
  const lines = tableCsv({ ...table, rows: table.id === 'summary' ? table.rows.map((r) => [E.sections[String(r[0])] ?? r[0]!, ...r.slice(1)]) : table.rows }, words, E.totals);
  return { filename: `gstr1-${report.month}-${table.id}.csv`, lines };
}
