import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { invoiceFonts, scriptFonts } from './fonts';
import './fontkit-generators';

// Drawing text on an A4 PDF page by page with the invoice's fonts: a "pen"
// that knows its page and line, writes text in runs of one font each (a run
// in a script the base font lacks, such as Devanagari, in that script's font
// (fonts.ts), shaped by fontkit: conjuncts, matras; the rest in DejaVu Sans),
// wraps it to a width, and turns the page when it runs out of room. What is
// drawn where is invoice-pdf.ts's.

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 36;
export const INK = rgb(0.12, 0.16, 0.22);

/** A script's font, embedded (as a subset) only when the PDF has that script to draw. */
interface EmbeddedScript {
  script: RegExp;
  font: PDFFont;
  known: Set<number>;
}

export interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
  known: Set<number>;
  scripts: EmbeddedScript[];
}

/** The script font that draws `ch` (its index in pen.scripts), -1 for the base font, null when no font has it. */
function fontIndex(pen: Pen, ch: string): number | null {
  const code = ch.codePointAt(0) ?? 0;
  const index = pen.scripts.findIndex((s) => s.script.test(ch) && s.known.has(code));
  if (index >= 0) return index;
  return pen.known.has(code) ? -1 : null;
}

/** Characters the fonts lack become '?', so a name in another script never breaks the PDF. */
function safe(pen: Pen, text: string): string {
  let out = '';
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) out += fontIndex(pen, ch) === null ? '?' : ch;
  return out;
}

interface Run {
  text: string;
  /** The script font's index in pen.scripts; -1 for the base font. */
  script: number;
}

/** Safe text cut into runs of one font each (a space stays in the run it is inside of). */
function runs(pen: Pen, text: string): Run[] {
  const out: Run[] = [];
  for (const ch of safe(pen, text)) {
    const last = out[out.length - 1];
    const script = ch === ' ' && last ? last.script : (fontIndex(pen, ch) ?? -1);
    if (last && last.script === script) last.text += ch;
    else out.push({ text: ch, script });
  }
  return out;
}

function fontOf(pen: Pen, run: Run, bold?: boolean): PDFFont {
  const script = pen.scripts[run.script];
  return script ? script.font : bold ? pen.bold : pen.regular;
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
    // A script font has one weight: bold is the regular drawn again a hair to the right.
    if (run.script >= 0 && opts.bold) pen.page.drawText(run.text, { x: at + size * 0.04, y: pen.y, size, font, color: opts.color ?? INK });
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

/** A PDF with its first page; `content` is everything it will say (read for the scripts it needs). */
export async function newPen(title: string, author: string, content: unknown): Promise<Pen> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setAuthor(author);
  doc.setCreator(author);
  const fonts = invoiceFonts();
  const regular = await doc.embedFont(fonts.regular);
  const bold = await doc.embedFont(fonts.bold);
  // A script's font is carried only by a PDF with that script in it (its words, or a name or address written in it), as a subset of the glyphs used.
  const text = `${title}${JSON.stringify(content)}`;
  const scripts: EmbeddedScript[] = [];
  for (const { script, bytes } of scriptFonts()) {
    if (!script.test(text)) continue;
    const font = await doc.embedFont(bytes(), { subset: true });
    scripts.push({ script, font, known: new Set(font.getCharacterSet()) });
  }
  return {
    doc,
    page: doc.addPage(A4),
    y: A4[1] - MARGIN,
    regular,
    bold,
    known: new Set(regular.getCharacterSet()),
    scripts,
  };
}
