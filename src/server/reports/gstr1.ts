import type { ReportCell, ReportColumn, ReportColumnKind, ReportTable } from '@/contract/reports';
import { stateLabel } from '@/lib/india/states';
import type { GstDocument } from './gst-document';

// A month's documents summed in GSTR-1's tables (docs/india.md, "GSTR-1"):
// B2B invoices (4A) to buyers who gave a GSTIN; B2C large (5): another
// state, unregistered, above the limit; B2C small (7): every other sale by
// place of supply and rate, net of its credit notes; credit notes (9B); and
// the HSN summary (12), B2B and B2C apart, net of credit notes. Amounts here
// are paise; the service turns money cells into rupees or CSV text.

/** An inter-state invoice to an unregistered buyer above this value (tax included) is B2C large. */
const B2CL_ABOVE_PAISE = 1_00_000_00;

const col = (key: string, kind: ReportColumnKind = 'text'): ReportColumn => ({ key, kind });
const MONEY = ['taxable', 'igst', 'cgst', 'sgst'].map((k) => col(k, 'money'));

interface Sum {
  count: number;
  value: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}
const zero = (): Sum => ({ count: 0, value: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 });
const taxCells = (s: Sum): ReportCell[] => [s.taxable, s.igst, s.cgst, s.sgst];

/** "29-Karnataka", as the GST portal writes a place of supply. */
function portalPlace(code: string): string {
  if (!code) return '';
  return `${code}-${stateLabel(code).replace(/\s*\(\d{2}\)$/, '')}`;
}

type Section = 'b2b' | 'b2cl' | 'b2cs';

export class Gstr1Books {
  private readonly supplierState: string;
  private readonly b2b: ReportCell[][] = [];
  private readonly b2cl: ReportCell[][] = [];
  private readonly b2cs = new Map<string, { place: string; rate: number; sum: Sum }>();
  private readonly notes: ReportCell[][] = [];
  private readonly hsn = new Map<string, { cells: ReportCell[]; rate: number; quantity: number; sum: Sum }>();
  private readonly invoiceTotal = zero();
  private readonly noteTotal = zero();

  constructor(supplierState: string | null) {
    this.supplierState = supplierState ?? '';
  }

  private sectionOf(doc: GstDocument, invoiceValuePaise: number): Section {
    if (doc.gstin) return 'b2b';
    const interState = doc.placeCode !== '' && doc.placeCode !== this.supplierState;
    return interState && invoiceValuePaise > B2CL_ABOVE_PAISE ? 'b2cl' : 'b2cs';
  }

  /** The document's rows by rate. */
  private byRate(doc: GstDocument): Array<{ rate: number; sum: Sum }> {
    const rates = new Map<number, Sum>();
    for (const g of doc.goods) {
      const s = rates.get(g.row.rateBp) ?? zero();
      s.value += g.row.grossPaise;
      s.taxable += g.row.taxablePaise;
      s.igst += g.row.igstPaise;
      s.cgst += g.row.cgstPaise;
      s.sgst += g.row.sgstPaise;
      rates.set(g.row.rateBp, s);
    }
    return [...rates].sort(([a], [b]) => a - b).map(([rate, sum]) => ({ rate: rate / 100, sum }));
  }

  private addToTotal(total: Sum, sum: Sum, sign: 1 | -1) {
    total.value += sign * sum.value;
    total.taxable += sign * sum.taxable;
    total.igst += sign * sum.igst;
    total.cgst += sign * sum.cgst;
    total.sgst += sign * sum.sgst;
  }

  private addHsn(doc: GstDocument, sign: 1 | -1) {
    const supply = doc.gstin ? 'B2B' : 'B2C';
    for (const g of doc.goods) {
      const key = `${supply}|${g.hsn}|${g.uqc}|${g.row.rateBp}`;
      const entry = this.hsn.get(key) ?? { cells: [supply, g.hsn, g.name, g.uqc], rate: g.row.rateBp / 100, quantity: 0, sum: zero() };
      entry.quantity += sign * g.quantity;
      this.addToTotal(entry.sum, { count: 0, value: g.row.grossPaise, taxable: g.row.taxablePaise, igst: g.row.igstPaise, cgst: g.row.cgstPaise, sgst: g.row.sgstPaise }, sign);
      this.hsn.set(key, entry);
    }
  }

  private addB2cs(doc: GstDocument, sign: 1 | -1) {
    for (const { rate, sum } of this.byRate(doc)) {
      const key = `${doc.placeCode}|${rate}`;
      const entry = this.b2cs.get(key) ?? { place: portalPlace(doc.placeCode), rate, sum: zero() };
      this.addToTotal(entry.sum, sum, sign);
      this.b2cs.set(key, entry);
    }
  }

  addInvoice(doc: GstDocument) {
    const section = this.sectionOf(doc, doc.valuePaise);
    this.invoiceTotal.count += 1;
    for (const { rate, sum } of this.byRate(doc)) {
      this.addToTotal(this.invoiceTotal, sum, 1);
      if (section === 'b2b') this.b2b.push([doc.gstin ?? '', doc.buyerName, doc.number, doc.date, doc.valuePaise, portalPlace(doc.placeCode), 'N', 'Regular B2B', rate, ...taxCells(sum)]);
      if (section === 'b2cl') this.b2cl.push([doc.number, doc.date, doc.valuePaise, portalPlace(doc.placeCode), rate, sum.taxable, sum.igst]);
    }
    if (section === 'b2cs') this.addB2cs(doc, 1);
    this.addHsn(doc, 1);
  }

  /** A credit note against `invoice` (its number and date, and the invoice's own value, which decides its section). */
  addCreditNote(doc: GstDocument, invoice: { number: string; date: string; valuePaise: number }) {
    const section = this.sectionOf(doc, invoice.valuePaise);
    const kind = section === 'b2b' ? 'CDNR' : section === 'b2cl' ? 'CDNUR' : 'B2CS';
    this.noteTotal.count += 1;
    for (const { rate, sum } of this.byRate(doc)) {
      this.addToTotal(this.noteTotal, sum, 1);
      this.notes.push([doc.number, doc.date, 'C', invoice.number, invoice.date, doc.gstin ?? '', doc.buyerName, kind, portalPlace(doc.placeCode), doc.valuePaise, rate, ...taxCells(sum)]);
    }
    if (section === 'b2cs') this.addB2cs(doc, -1);
    this.addHsn(doc, -1);
  }

  tables(): ReportTable[] {
    const net = zero();
    this.addToTotal(net, this.invoiceTotal, 1);
    this.addToTotal(net, this.noteTotal, -1);
    const summaryRow = (section: string, s: Sum, sign: 1 | -1, count: ReportCell): ReportCell[] => [section, count, sign * s.value, ...taxCells(s).map((v) => sign * (v as number))];
    const b2cs = [...this.b2cs.values()].sort((a, b) => a.place.localeCompare(b.place) || a.rate - b.rate);
    const hsn = [...this.hsn.values()].sort((a, b) => String(a.cells[0]).localeCompare(String(b.cells[0])) || String(a.cells[1]).localeCompare(String(b.cells[1])) || a.rate - b.rate);
    const sumOf = (rows: Iterable<{ sum: Sum }>) => {
      const s = zero();
      for (const r of rows) this.addToTotal(s, r.sum, 1);
      return s;
    };
    const b2csTotal = sumOf(b2cs);
    const hsnTotal = sumOf(hsn);
    return [
      {
        id: 'summary',
        columns: [col('section'), col('documents', 'number'), col('value', 'money'), ...MONEY],
        rows: [summaryRow('invoices', this.invoiceTotal, 1, this.invoiceTotal.count), summaryRow('credit_notes', this.noteTotal, -1, this.noteTotal.count), summaryRow('net', net, 1, '')],
        totals: null,
      },
      {
        id: 'b2b',
        columns: [col('gstin'), col('receiver'), col('invoice'), col('invoice_date'), col('invoice_value', 'money'), col('place'), col('reverse_charge'), col('invoice_type'), col('rate', 'percent'), ...MONEY],
        rows: this.b2b,
        totals: null,
      },
      {
        id: 'b2cl',
        columns: [col('invoice'), col('invoice_date'), col('invoice_value', 'money'), col('place'), col('rate', 'percent'), col('taxable', 'money'), col('igst', 'money')],
        rows: this.b2cl,
        totals: null,
      },
      {
        id: 'b2cs',
        columns: [col('type'), col('place'), col('rate', 'percent'), ...MONEY],
        rows: b2cs.map((r) => ['OE', r.place, r.rate, ...taxCells(r.sum)]),
        totals: ['', '', '', ...taxCells(b2csTotal)],
      },
      {
        id: 'cdn',
        columns: [col('note'), col('note_date'), col('note_type'), col('invoice'), col('invoice_date'), col('gstin'), col('receiver'), col('reported_in'), col('place'), col('note_value', 'money'), col('rate', 'percent'), ...MONEY],
        rows: this.notes,
        totals: null,
      },
      {
        id: 'hsn',
        columns: [col('supply'), col('hsn'), col('description'), col('uqc'), col('quantity', 'number'), col('total_value', 'money'), col('rate', 'percent'), ...MONEY],
        rows: hsn.map((r) => [...r.cells, r.quantity, r.sum.value, r.rate, ...taxCells(r.sum)]),
        totals: ['', '', '', '', '', hsnTotal.value, '', ...taxCells(hsnTotal)],
      },
    ];
  }
}

