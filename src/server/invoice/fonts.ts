import regularDataUrl from './fonts/DejaVuSans-subset.ttf?url&inline';
import boldDataUrl from './fonts/DejaVuSans-Bold-subset.ttf?url&inline';
import devanagariDataUrl from './fonts/NotoSansDevanagari-subset.ttf?url&inline';
import type { InvoiceFont } from '@/lib/i18n/languages';

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

interface FontFile {
  /** The regular weight. */
  file: string;
  /**
   * The characters it is drawn for (with the joiners and punctuation its
   * script shares); null for the base font, which draws everything else.
   */
  script: RegExp | null;
}

/**
 * Each font a LANGUAGES row may name: a new name fails the type check until
 * its file and script are here, and pdf-pen.ts then draws that script in it.
 */
const FONT_FILES: Record<InvoiceFont, FontFile> = {
  'DejaVu Sans': { file: regularDataUrl, script: null },
  'Noto Sans Devanagari': { file: devanagariDataUrl, script: /\p{Script_Extensions=Devanagari}|\u200C|\u200D/u },
};

/** DejaVu Sans (subset): the base font, which draws the rupee sign the standard PDF fonts lack. */
export function invoiceFonts(): { regular: Uint8Array; bold: Uint8Array } {
  return { regular: decodeDataUrl(FONT_FILES['DejaVu Sans'].file), bold: decodeDataUrl(boldDataUrl) };
}

export interface ScriptFont {
  name: InvoiceFont;
  script: RegExp;
  bytes: () => Uint8Array;
}

/** The fonts of the scripts the base font lacks (regular weight only; subsets). */
export function scriptFonts(): ScriptFont[] {
  return (Object.entries(FONT_FILES) as [InvoiceFont, FontFile][]).flatMap(([name, { file, script }]) =>
    script ? [{ name, script, bytes: () => decodeDataUrl(file) }] : [],
  );
}
