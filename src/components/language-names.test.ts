import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import '@/server/invoice/fontkit-generators';
import { LANGUAGES } from '@/lib/i18n/languages';
import { LANGUAGE_NAME_DRAWINGS, drawName } from './language-names';

// The drawings are the names shaped in the Devanagari font the invoices embed
// (conjuncts and the vowel sign before its consonant included), so they are
// what the text would look like, on a device that has no such font too.
const FONT = join(import.meta.dirname, '../server/invoice/fonts/NotoSansDevanagari-subset.ttf');

describe('language names drawn', () => {
  const font = fontkit.create(readFileSync(FONT));

  it('match the bundled font for every drawn name', () => {
    for (const [tag, drawing] of Object.entries(LANGUAGE_NAME_DRAWINGS)) {
      const name = LANGUAGES.find((l) => l.tag === tag)?.name ?? '';
      expect(drawName(font, name), tag).toEqual(drawing);
    }
  });

  it('cover every name not written in Latin letters', () => {
    const nonLatin = LANGUAGES.filter((l) => /[^\u0000-\u024f]/.test(l.name)).map((l) => l.tag);
    expect(Object.keys(LANGUAGE_NAME_DRAWINGS).sort()).toEqual(nonLatin.sort());
  });
});
