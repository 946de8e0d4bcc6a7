import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { devanagariFont, invoiceFonts } from './fonts';
import './fontkit-generators';

// Drawing text on an A4 PDF page by page with the invoice's fonts: a "pen"
// that knows its page and line, writes text in runs of one font each (a
// Devanagari run in Noto Sans Devanagari, shaped by fontkit: conjuncts,
// matras; the rest in DejaVu Sans), wraps it to a width, and turns the page
// when it runs out of room. What is drawn where is invoice-pdf.ts's.

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 36;
export const INK = rgb(0.12, 0.16, 0.22);

export interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
  known: Set<number>;
  /** Noto Sans Devanagari, embedded (as a subset) only when the PDF has Devanagari to draw. */
  devanagari: PDFFont | null;
  devanagariKnown: Set<number>;
}

/** Devanagari (with the dandas it shares), and the joiners a conjunct may hold. */
const DEVANAGARI = /\p{Script_Extensions=Devanagari}|\u200C|\u200D/u;

/** Characters the fonts lack become '?', so a name in another script never breaks the PDF. */
function safe(pen: Pen, text: string): string {
  let out = '';
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = ch.codePointAt(0) ?? 0;
    out += pen.known.has(code) || (DEVANAGARI.test(ch) && pen.devanagariKnown.has(code)) ? ch : '?';
  }
  return out;
}

interface Run {
  text: string;
  devanagari: boolean;
}

/** Safe text cut into runs of one font each: Devanagari (with the spaces inside it) and the rest. */
function runs(pen: Pen, text: string): Run[] {
  const out: Run[] = [];
  for (const ch of safe(pen, text)) {
    const last = out[out.length - 1];
    const devanagari = DEVANAGARI.test(ch) || (ch === ' ' && Boolean(last?.devanagari));
    if (last && last.devanagari === devanagari) last.text += ch;
    else out.push({ text: ch, devanagari });
  }
  return out;
}

function fontOf(pen: Pen, run: Run, bold?: boolean): PDFFont {
  return run.devanagari && pen.devanagari ? pen.devanagari : bold ? pen.bold : pen.regular;
}

function widthOfRuns(pen: Pen, parts: Run[], size: number, bold?: boolean): number {
  return parts.reduce((sum, run) => sum + fontOf(pen, run, bold).widthOfTextAtSize(run.text, size), 0);
}

function widthOf(pen: Pen, text: string, size: number, bold?: boolean): number {
  return widthOfRuns(pen, runs(pen, text), size, bold);
}

export function write(pen: Pen, text: string, x: number, opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; right?: number } = {}) {
  const size = opts.size ?? 10;
  const parts = runs(pen, text);
  let at = opts.right !== undefined ? x + opts.right - widthOfRuns(pen, parts, size, opts.bold) : x;
  for (const run of parts) {
    const font = fontOf(pen, run, opts.bold);
    pen.page.drawText(run.text, { x: at, y: pen.y, size, font, color: opts.color ?? INK });
    // One Devanagari weight is embedded: bold is the regular drawn again a hair to the right.
    if (run.devanagari && opts.bold) pen.page.drawText(run.text, { x: at + size * 0.04, y: pen.y, size, font, color: opts.color ?? INK });
    at += font.widthOfTextAtSize(run.text, size);
  }
}

/** Splits text into lines that fit a width. */
export function wrap(pen: Pen, text: string, width: number, size = 10): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of safe(pen, text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (widthOf(pen, next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** Goes on to a new page. */
export function newPage(pen: Pen) {
  pen.page = pen.doc.addPage(A4);
  pen.y = A4[1] - MARGIN;
}

/** A new page unless `needed` points still fit above the margin. */
export function ensureRoom(pen: Pen, needed: number) {
  if (pen.y - needed < MARGIN) newPage(pen);
}

/** A PDF with its first page; `content` is everything it will say (read for Devanagari). */
export async function newPen(title: string, author: string, content: unknown): Promise<Pen> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setAuthor(author);
  doc.setCreator(author);
  const fonts = invoiceFonts();
  const regular = await doc.embedFont(fonts.regular);
  const bold = await doc.embedFont(fonts.bold);
  // Only a PDF with Devanagari in it (Hindi words, or a name or address written in Hindi) carries the font, as a subset of the glyphs used.
  const devanagari = DEVANAGARI.test(`${title}${JSON.stringify(content)}`)
    ? await doc.embedFont(devanagariFont(), { subset: true })
    : null;
  return {
    doc,
    page: doc.addPage(A4),
    y: A4[1] - MARGIN,
    regular,
    bold,
    known: new Set(regular.getCharacterSet()),
    devanagari,
    devanagariKnown: new Set(devanagari?.getCharacterSet() ?? []),
  };
}
