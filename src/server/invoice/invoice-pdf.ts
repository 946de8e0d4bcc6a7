import { rgb } from 'pdf-lib';
import { formatIndianDate } from '@/lib/dates';
import type { TaxRow } from '@/lib/india/gst-split';
import { stateLabel } from '@/lib/india/states';
import { MESSAGES } from '@/lib/messages';
import { paymentLabel } from '@/lib/payment-label';
import { formatPaise } from '@/lib/pricing';
import { A4, INK, MARGIN, ensureRoom, newPage, newPen, wrap, write, type Pen } from './pdf-pen';
import type { CreditNote } from './credit-note-model';
import type { TaxInvoice } from './tax-invoice-model';

// The invoice as a PDF (A4), drawn with pdf-lib and an embedded Unicode font
// (the standard PDF fonts cannot draw the rupee sign). Once the goods are
// supplied it is a tax invoice; before that, the same figures as an order summary. Its words
// are the request's language (pdf-pen.ts draws a script the base font lacks, such as Devanagari, in its own font).

const T = MESSAGES.invoicePdf;
const MUTED = rgb(0.42, 0.45, 0.5);
const BRAND = rgb(0.06, 0.46, 0.43);

interface Column {
  title: string;
  width: number;
  right?: boolean;
}

const percent = (rateBp: number) => `${rateBp / 100}%`;
/** CGST and SGST are each half the GST rate. */
const halfPercent = (rateBp: number) => `${rateBp / 200}%`;

interface Heading {
  title: string;
  facts: Array<[string, string]>;
  notice: string | null;
  /** A tax invoice states whether tax is payable on reverse charge. */
  reverseCharge?: boolean;
}

function header(pen: Pen, inv: TaxInvoice, heading: Heading) {
  const s = inv.supplier;
  write(pen, s.tradeName, MARGIN, { size: 16, bold: true, color: BRAND });
  write(pen, heading.title, MARGIN, { size: 15, bold: true, right: A4[0] - 2 * MARGIN });
  pen.y -= 15;
  const supplierLines = [
    s.legalName && s.legalName !== s.tradeName ? s.legalName : '',
    s.address,
    s.gstin ? `${T.gstin}: ${s.gstin}` : '',
    s.stateCode ? `${T.state}: ${stateLabel(s.stateCode)}` : '',
    [s.phone, s.email].filter(Boolean).join(' · '),
  ].filter(Boolean);
  const top = pen.y;
  for (const line of supplierLines) {
    for (const part of wrap(pen, line, 280, 9)) {
      write(pen, part, MARGIN, { size: 9, color: line.startsWith(T.gstin) ? INK : MUTED, bold: line.startsWith(T.gstin) });
      pen.y -= 11;
    }
  }
  const leftBottom = pen.y;
  pen.y = top;
  for (const [label, value] of heading.facts) {
    write(pen, label, 325, { size: 9, color: MUTED });
    write(pen, value, 415, { size: 9, bold: true });
    pen.y -= 11;
  }
  pen.y = Math.min(pen.y, leftBottom) - 8;
  if (heading.notice) {
    write(pen, heading.notice, MARGIN, { size: 9, bold: true });
    pen.y -= 14;
  }
  write(pen, T.billTo, MARGIN, { size: 9, color: MUTED });
  pen.y -= 12;
  write(pen, inv.buyer.name, MARGIN, { size: 10, bold: true });
  pen.y -= 12;
  for (const part of wrap(pen, inv.buyer.address, 380, 9)) {
    write(pen, part, MARGIN, { size: 9 });
    pen.y -= 11;
  }
  if (inv.buyer.gstin) {
    write(pen, `${T.buyerGstin}: ${inv.buyer.gstin}`, MARGIN, { size: 9, bold: true });
    pen.y -= 11;
  }
  const place = `${T.placeOfSupply}: ${inv.placeOfSupply}${inv.placeOfSupplyAssumed ? ` ${T.placeAssumed}` : ''}`;
  write(pen, place, MARGIN, { size: 9, bold: true });
  pen.y -= 11;
  if (heading.reverseCharge) {
    write(pen, T.reverseChargeNo, MARGIN, { size: 9 });
    pen.y -= 11;
  }
  pen.y -= 7;
}

function columnsFor(sameState: boolean): Column[] {
  const c = T.columns;
  // Rule 46 asks for the rate of each tax: CGST and SGST each at half the GST rate, or IGST at the whole.
  const tax: Column[] = sameState
    ? [
        { title: c.cgstRate, width: 32, right: true },
        { title: c.cgst, width: 50, right: true },
        { title: c.sgstRate, width: 32, right: true },
        { title: c.sgst, width: 50, right: true },
      ]
    : [{ title: c.igstRate, width: 36, right: true }, { title: c.igst, width: 60, right: true }];
  return [
    { title: c.line, width: 16 },
    { title: c.product, width: sameState ? 141 : 201 },
    { title: c.hsn, width: 42 },
    { title: c.qty, width: 40, right: true },
    { title: c.taxable, width: 60, right: true },
    ...tax,
    { title: c.amount, width: 60, right: true },
  ];
}

/** One table row: the cells in column order; the product cell may wrap. */
function row(pen: Pen, columns: Column[], cells: string[], opts: { bold?: boolean; size?: number } = {}) {
  const size = opts.size ?? 8;
  const name = wrap(pen, cells[1] ?? '', columns[1]!.width - 4, size);
  ensureRoom(pen, name.length * 10 + 4);
  let x = MARGIN;
  columns.forEach((col, i) => {
    const text = i === 1 ? name[0]! : (cells[i] ?? '');
    if (text) write(pen, text, x, { size, bold: opts.bold, right: col.right ? col.width - 2 : undefined });
    x += col.width;
  });
  for (const line of name.slice(1)) {
    pen.y -= 10;
    write(pen, line, MARGIN + columns[0]!.width, { size, bold: opts.bold });
  }
  pen.y -= 13;
}

/** The tax cells of a row, each after its rate (no rate on the totals row). */
function taxCells(r: Pick<TaxRow, 'cgstPaise' | 'sgstPaise' | 'igstPaise'>, sameState: boolean, rateBp: number | null): string[] {
  const rate = (text: string) => (rateBp === null ? '' : text);
  return sameState
    ? [rate(halfPercent(rateBp ?? 0)), formatPaise(r.cgstPaise), rate(halfPercent(rateBp ?? 0)), formatPaise(r.sgstPaise)]
    : [rate(percent(rateBp ?? 0)), formatPaise(r.igstPaise)];
}

interface TableRows {
  lines: TaxInvoice['lines'];
  delivery: TaxRow[];
  totals: TaxInvoice['totals'];
}

function table(pen: Pen, sameState: boolean, rows: TableRows) {
  const columns = columnsFor(sameState);
  ensureRoom(pen, 40);
  pen.page.drawRectangle({ x: MARGIN - 3, y: pen.y - 4, width: A4[0] - 2 * MARGIN + 6, height: 15, color: rgb(0.94, 0.97, 0.97) });
  row(pen, columns, columns.map((c) => c.title), { bold: true });
  rows.lines.forEach((l, i) => {
    const name = l.name + (l.status !== 'ordered' ? ` (${l.status})` : '');
    row(pen, columns, [String(i + 1), name, l.hsn, `${l.quantity} ${l.uqc}`, formatPaise(l.row.taxablePaise), ...taxCells(l.row, sameState, l.row.rateBp), formatPaise(l.row.grossPaise)]);
  });
  rows.delivery.forEach((d) => {
    row(pen, columns, ['', T.deliveryRow(percent(d.rateBp)), '', '', formatPaise(d.taxablePaise), ...taxCells(d, sameState, d.rateBp), formatPaise(d.grossPaise)]);
  });
  pen.page.drawLine({ start: { x: MARGIN, y: pen.y + 9 }, end: { x: A4[0] - MARGIN, y: pen.y + 9 }, thickness: 0.5, color: MUTED });
  const t = rows.totals;
  row(pen, columns, ['', T.taxTotal, '', '', formatPaise(t.taxablePaise), ...taxCells(t, sameState, null), formatPaise(t.grossPaise)], { bold: true });
  pen.y -= 8;
}

/** The amount in words, bold, wrapped across the page. */
function amountInWords(pen: Pen, words: string) {
  for (const part of wrap(pen, `${T.inWords}: ${words}`, A4[0] - 2 * MARGIN, 9)) {
    write(pen, part, MARGIN, { size: 9, bold: true });
    pen.y -= 11;
  }
}

function totals(pen: Pen, inv: TaxInvoice) {
  const o = inv.order;
  ensureRoom(pen, 150);
  const right = A4[0] - MARGIN - 330;
  const lines: Array<[string, string, boolean]> = [
    [T.itemsTotal, formatPaise(o.items_total_paise), false],
    [T.deliveryCharges, formatPaise(o.delivery_charge_paise), false],
  ];
  if (o.coupon_discount_paise > 0) lines.push([`${T.couponDiscount}${o.coupon_code ? ` (${o.coupon_code})` : ''}`, `-${formatPaise(o.coupon_discount_paise)}`, false]);
  lines.push([T.total, formatPaise(inv.totals.grossPaise), true]);
  for (const [label, value, strong] of lines) {
    write(pen, label, 330, { size: strong ? 11 : 10, bold: strong });
    write(pen, value, 330, { size: strong ? 11 : 10, bold: strong, right });
    pen.y -= strong ? 16 : 13;
  }
  const refundPaise = o.refund_amount_paise ?? 0;
  if (refundPaise > 0) {
    const label = `${o.order_status === 'refunded' ? T.refunded : T.partlyRefunded}${o.refund_date ? ` ${T.on} ${formatIndianDate(o.refund_date)}` : ''}`;
    write(pen, label, 330, { size: 10 });
    write(pen, `-${formatPaise(refundPaise)}`, 330, { size: 10, right });
    pen.y -= 13;
    write(pen, T.netPaid, 330, { size: 11, bold: true });
    write(pen, formatPaise(Math.max(0, inv.totals.grossPaise - refundPaise)), 330, { size: 11, bold: true, right });
    pen.y -= 16;
  }
  pen.y -= 4;
  amountInWords(pen, inv.inWords);
  pen.y -= 6;
  write(pen, T.pricesInclude, MARGIN, { size: 8, color: MUTED });
  pen.y -= 14;
  if (inv.number) {
    write(pen, T.computerGenerated, MARGIN, { size: 8, color: MUTED });
    pen.y -= 14;
  }
  write(pen, T.thanks(inv.supplier.tradeName), MARGIN, { size: 9, color: MUTED });
}

function orderFacts(o: TaxInvoice['order']): Array<[string, string]> {
  // The payment state in the same words as My Orders and the console (none for orders from before it was kept).
  const paid = paymentLabel(o.payment_status, o.payment_method, o.ledger_paid_paise);
  return [
    [T.orderId, o.order_id],
    [T.orderRef, o.invoice_id],
    [T.orderDate, formatIndianDate(o.created_at)],
    [T.payment, o.payment_method ?? ''],
    ...(paid ? ([[T.paymentStatus, paid]] as Array<[string, string]>) : []),
    [T.status, o.order_status.toUpperCase()],
  ];
}

export async function buildInvoicePdf(inv: TaxInvoice): Promise<Uint8Array> {
  const title = inv.number ? T.taxInvoice : T.orderSummary;
  const pen = await newPen(`${title} ${inv.number ?? inv.order.order_id}`, inv.supplier.tradeName, [inv, T]);
  const numbered: Array<[string, string]> = inv.number ? [[T.invoiceNo, inv.number], [T.invoiceDate, formatIndianDate(inv.date)]] : [];
  header(pen, inv, { title, facts: [...numbered, ...orderFacts(inv.order)], notice: inv.number ? null : T.notYetInvoiced, reverseCharge: Boolean(inv.number) });
  table(pen, inv.sameState, inv);
  totals(pen, inv);
  return pen.doc.save();
}

/** Every credit note of one order, each on its own page. */
export async function buildCreditNotesPdf(notes: CreditNote[]): Promise<Uint8Array> {
  const first = notes[0]!;
  const pen = await newPen(`${T.creditNote} ${notes.map((n) => n.number).join(', ')}`, first.invoice.supplier.tradeName, [notes, T]);
  notes.forEach((note, i) => {
    if (i > 0) newPage(pen);
    const inv = note.invoice;
    header(pen, inv, {
      title: T.creditNote,
      facts: [
        [T.creditNoteNo, note.number],
        [T.creditNoteDate, formatIndianDate(note.date)],
        [T.againstInvoice, inv.number ?? ''],
        [T.invoiceDate, formatIndianDate(inv.date)],
        [T.orderId, inv.order.order_id],
      ],
      notice: T.creditReason,
    });
    table(pen, inv.sameState, note);
    write(pen, T.total, 330, { size: 11, bold: true });
    write(pen, formatPaise(note.totals.grossPaise), 330, { size: 11, bold: true, right: A4[0] - MARGIN - 330 });
    pen.y -= 16;
    amountInWords(pen, note.inWords);
    pen.y -= 6;
    write(pen, T.computerGenerated, MARGIN, { size: 8, color: MUTED });
  });
  return pen.doc.save();
}
