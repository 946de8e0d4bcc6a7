import regularDataUrl from './fonts/DejaVuSans-subset.ttf?url&inline';
import boldDataUrl from './fonts/DejaVuSans-Bold-subset.ttf?url&inline';
import devanagariDataUrl from './fonts/NotoSansDevanagari-subset.ttf?url&inline';
import { languageOf, type InvoiceFont } from '@/lib/i18n/languages';

// The invoice fonts travel inside the Worker bundle: there is no file system
// at the edge. Vite inlines each TTF as a base64 data URL at build time.

function decodeDataUrl(dataUrl: string): Uint8Array {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0) throw new Error('Invoice font was not inlined');
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The regular weight of each font a LANGUAGES row may name: a new one fails the type check until its file is here. */
const FONT_FILES: Record<InvoiceFont, string> = {
  'DejaVu Sans': regularDataUrl,
  'Noto Sans Devanagari': devanagariDataUrl,
};

/** DejaVu Sans (subset), which draws the rupee sign the standard PDF fonts lack. */
export function invoiceFonts(): { regular: Uint8Array; bold: Uint8Array } {
  return { regular: decodeDataUrl(FONT_FILES['DejaVu Sans']), bold: decodeDataUrl(boldDataUrl) };
}

/** The font Hindi's row names (Noto Sans Devanagari, subset, regular only): DejaVu has no Devanagari. */
export function devanagariFont(): Uint8Array {
  return decodeDataUrl(FONT_FILES[languageOf('hi-IN').invoiceFont]);
}
