import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef, decodePDFRawStream } from 'pdf-lib';

// Reads the text of a PDF the way a viewer's copy-paste does: each font's
// ToUnicode map turns the glyph ids shown by Tj/TJ back into characters.
// Enough for the invoice (pdf-lib, Identity-H fonts); not a general parser.

function streamText(stream: unknown): string {
  if (!(stream instanceof PDFRawStream)) return '';
  return new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
}

function hexToString(hex: string): string {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
}

function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(m[1]!, 16), hexToString(m[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const lo = parseInt(m[1]!, 16);
      const hi = parseInt(m[2]!, 16);
      const start = parseInt(m[3]!, 16);
      for (let g = lo; g <= hi; g += 1) map.set(g, String.fromCodePoint(start + g - lo));
    }
  }
  return map;
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = new Map<string, Map<number, string>>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref as PDFRef, PDFDict);
      const toUnicode = font.lookup(PDFName.of('ToUnicode'));
      fonts.set(name.asString(), parseToUnicode(streamText(toUnicode)));
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const ops = streams.map(streamText).join('\n');
    let current = new Map<number, string>();
    for (const m of ops.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\[((?:<[0-9A-Fa-f]*>|[^\]])*)\]\s*TJ/g)) {
      if (m[1]) current = fonts.get(m[1]) ?? new Map();
      const hexes = m[2] !== undefined ? [m[2]] : m[3] !== undefined ? [...m[3].matchAll(/<([0-9A-Fa-f]*)>/g)].map((x) => x[1]!) : [];
      if (!hexes.length) continue;
      let text = '';
      for (const hex of hexes) for (let i = 0; i + 4 <= hex.length; i += 4) text += current.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
      lines.push(text);
    }
  }
  return lines.join('\n');
}

/** The fonts a PDF's pages use, by name (a subset's "ABCDEF+" tag and pdf-lib's "-1234" suffix left out), sorted. */
export async function pdfFonts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const names = new Set<string>();
  for (const page of doc.getPages()) {
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [, ref] of fontDict?.entries() ?? []) {
      const base = doc.context.lookup(ref as PDFRef, PDFDict).get(PDFName.of('BaseFont'));
      if (base instanceof PDFName) names.add(base.decodeText().replace(/^[A-Z]{6}\+/, '').replace(/-\d+$/, ''));
    }
  }
  return [...names].sort();
}
