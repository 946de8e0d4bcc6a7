import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatIndianDate } from '@/lib/dates';
import { formatInr, formatPaise, toPaise } from '@/lib/pricing';
import type { OrderAnswer } from '@/contract/orders';
import { invoiceFonts } from './fonts';

// The invoice as a PDF (A4), drawn with pdf-lib and an embedded Unicode font
// (the standard PDF fonts cannot draw the rupee sign).

export interface InvoiceParty {
  shopName: string;
  shopAddress: string;
  shopPhone: string;
  shopEmail: string;
  customerName: string;
  customerEmail: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.42, 0.45, 0.5);
const BRAND = rgb(0.06, 0.46, 0.43);
const COLUMNS = [
  { title: 'Product', x: MARGIN, width: 210 },
  { title: 'Qty', x: 270, width: 30, right: true },
  { title: 'MRP', x: 310, width: 70, right: true },
  { title: 'Disc.', x: 385, width: 40, right: true },
  { title: 'Price', x: 430, width: 55, right: true },
  { title: 'Amount', x: 490, width: 57, right: true },
];

interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
  known: Set<number>;
}

/** Characters the font lacks become '?', so a name in another script never breaks the PDF. */
function safe(pen: Pen, text: string): string {
  let out = '';
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) out += pen.known.has(ch.codePointAt(0) ?? 0) ? ch : '?';
  return out;
}

function write(pen: Pen, text: string, x: number, opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; right?: number } = {}) {
  const font = opts.bold ? pen.bold : pen.regular;
  const size = opts.size ?? 10;
  const value = safe(pen, text);
  const at = opts.right !== undefined ? x + opts.right - font.widthOfTextAtSize(value, size) : x;
  pen.page.drawText(value, { x: at, y: pen.y, size, font, color: opts.color ?? INK });
}

/** Splits text into lines that fit a width. */
function wrap(pen: Pen, text: string, width: number, size = 10): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of safe(pen, text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (pen.regular.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

function ensureRoom(pen: Pen, needed: number) {
  if (pen.y - needed >= MARGIN) return;
  pen.page = pen.doc.addPage(A4);
  pen.y = A4[1] - MARGIN;
}

function header(pen: Pen, order: OrderAnswer, party: InvoiceParty) {
  write(pen, party.shopName, MARGIN, { size: 18, bold: true, color: BRAND });
  write(pen, 'INVOICE', MARGIN, { size: 16, bold: true, right: A4[0] - 2 * MARGIN });
  pen.y -= 16;
  for (const line of [party.shopAddress, [party.shopPhone, party.shopEmail].filter(Boolean).join(' · ')].filter(Boolean)) {
    for (const part of wrap(pen, line, 300, 9)) {
      write(pen, part, MARGIN, { size: 9, color: MUTED });
      pen.y -= 12;
    }
  }
  pen.y -= 10;
  const facts: Array<[string, string]> = [
    ['Invoice no.', order.invoice_id],
    ['Order id', order.order_id],
    ['Order date', formatIndianDate(order.createdAt)],
    ['Payment', order.payment_method ?? ''],
    ['Status', order.order_status.toUpperCase()],
  ];
  const top = pen.y;
  for (const [label, value] of facts) {
    write(pen, label, 330, { size: 9, color: MUTED });
    write(pen, value, 400, { size: 9, bold: true });
    pen.y -= 13;
  }
  const factsBottom = pen.y;
  pen.y = top;
  write(pen, 'Bill to', MARGIN, { size: 9, color: MUTED });
  pen.y -= 13;
  write(pen, party.customerName, MARGIN, { size: 10, bold: true });
  pen.y -= 13;
  for (const part of wrap(pen, order.delivery_address, 250, 9)) {
    write(pen, part, MARGIN, { size: 9 });
    pen.y -= 12;
  }
  pen.y = Math.min(pen.y, factsBottom) - 14;
}

function tableHead(pen: Pen) {
  pen.page.drawRectangle({ x: MARGIN - 4, y: pen.y - 5, width: A4[0] - 2 * MARGIN + 8, height: 18, color: rgb(0.94, 0.97, 0.97) });
  for (const col of COLUMNS) write(pen, col.title, col.x, { size: 9, bold: true, right: col.right ? col.width : undefined });
  pen.y -= 20;
}

export async function buildInvoicePdf(order: OrderAnswer, party: InvoiceParty): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`Invoice ${order.invoice_id}`);
  doc.setAuthor(party.shopName);
  doc.setCreator(party.shopName);
  const fonts = invoiceFonts();
  const regular = await doc.embedFont(fonts.regular);
  const bold = await doc.embedFont(fonts.bold);
  const pen: Pen = { doc, page: doc.addPage(A4), y: A4[1] - MARGIN, regular, bold, known: new Set(regular.getCharacterSet()) };

  header(pen, order, party);
  tableHead(pen);
  for (const p of order.products) {
    const name = wrap(pen, p.product_name + (p.status !== 'ordered' ? ` (${p.status})` : ''), COLUMNS[0]!.width, 9);
    ensureRoom(pen, name.length * 12 + 6);
    // The unit price this order was charged, as stored with it.
    const unitPaise = toPaise(p.unit_price);
    const cells = [String(p.quantity), formatInr(p.price), `${p.discount}%`, formatPaise(unitPaise), formatPaise(unitPaise * p.quantity)];
    cells.forEach((cell, i) => {
      const col = COLUMNS[i + 1]!;
      write(pen, cell, col.x, { size: 9, right: col.width });
    });
    for (const line of name) {
      write(pen, line, MARGIN, { size: 9 });
      pen.y -= 12;
    }
    pen.y -= 4;
  }
  ensureRoom(pen, 130);
  pen.page.drawLine({ start: { x: MARGIN, y: pen.y + 6 }, end: { x: A4[0] - MARGIN, y: pen.y + 6 }, thickness: 0.6, color: MUTED });
  pen.y -= 8;
  const right = A4[0] - MARGIN - 330;
  const totals: Array<[string, string, boolean]> = [
    ['Items total', formatInr(order.items_total), false],
    ['Delivery charges', formatInr(order.delivery_charges), false],
  ];
  if (order.coupon_discount > 0) totals.push([`Coupon discount${order.coupon_code ? ` (${order.coupon_code})` : ''}`, `-${formatInr(order.coupon_discount)}`, false]);
  totals.push(['Total', formatInr(order.final_price_after_coupon), true]);
  for (const [label, value, strong] of totals) {
    write(pen, label, 330, { size: strong ? 11 : 10, bold: strong });
    write(pen, value, 330, { size: strong ? 11 : 10, bold: strong, right });
    pen.y -= strong ? 18 : 14;
  }
  const refundPaise = toPaise(order.refund_amount);
  if (refundPaise > 0) {
    const whole = order.order_status === 'refunded';
    const label = `${whole ? 'Refunded' : 'Partly refunded'}${order.refund_date ? ` on ${formatIndianDate(order.refund_date)}` : ''}`;
    write(pen, label, 330, { size: 10 });
    write(pen, `-${formatPaise(refundPaise)}`, 330, { size: 10, right });
    pen.y -= 14;
    write(pen, 'Net paid', 330, { size: 11, bold: true });
    write(pen, formatPaise(Math.max(0, toPaise(order.final_price_after_coupon) - refundPaise)), 330, { size: 11, bold: true, right });
    pen.y -= 18;
  }
  pen.y -= 16;
  ensureRoom(pen, 20);
  write(pen, `Thank you for shopping with ${party.shopName}.`, MARGIN, { size: 9, color: MUTED });
  return doc.save();
}
