import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import '@/server/invoice/fontkit-generators';
import { LANGUAGES } from '@/lib/i18n/languages';
import { LANGUAGE_NAME_DRAWINGS, type NameDrawing } from './language-names';

// The drawings are the names shaped in the Devanagari font the invoices embed
// (conjuncts and the vowel sign before its consonant included), so they are
// what the text would look like, on a device that has no such font too.
const FONT = join(import.meta.dirname, '../server/invoice/fonts/NotoSansDevanagari-subset.ttf');

/** Font units per unit of the drawing: a quarter of the font's precision is plenty at text size, in fewer digits. */
const UNITS = 4;

/** A glyph's outline as the package builds it (its type declarations leave out the transforms). */
interface GlyphPath {
  translate(x: number, y: number): GlyphPath;
  scale(x: number, y: number): GlyphPath;
  toSVG(): string;
}
interface ShapedGlyph {
  path: unknown;
}
interface FontLike {
  ascent: number;
  descent: number;
  layout(text: string): { glyphs: ShapedGlyph[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
}

/** Shapes `text` in `font` and returns its outline, rounded to whole units of the drawing. */
function drawName(font: FontLike, text: string): NameDrawing {
  const run = font.layout(text);
  let x = 0;
  const parts = run.glyphs.map((glyph, i) => {
    const p = run.positions[i];
    const d = (glyph.path as GlyphPath).translate(x + p.xOffset, p.yOffset).scale(1 / UNITS, -1 / UNITS).toSVG();
    x += p.xAdvance;
    return d;
  });
  const path = parts.join('').replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n))));
  const unit = (n: number) => Math.round(n / UNITS);
  return { path, viewBox: `0 ${-unit(font.ascent)} ${unit(x)} ${unit(font.ascent - font.descent)}` };
}

describe('language names drawn', () => {
  const font = fontkit.create(readFileSync(FONT));

  it('match the bundled font for every drawn name', () => {
    for (const [tag, drawing] of Object.entries(LANGUAGE_NAME_DRAWINGS)) {
      const name = LANGUAGES.find((l) => l.tag === tag)?.name ?? '';
      expect(drawName(font, name), tag).toEqual(drawing);
    }
  });

  it('cover every name not written in Latin letters', () => {
    const nonLatin = LANGUAGES.filter((l) => /[^\p{Script=Latin}\s]/u.test(l.name)).map((l) => l.tag);
    expect(Object.keys(LANGUAGE_NAME_DRAWINGS).sort()).toEqual(nonLatin.sort());
  });
});
