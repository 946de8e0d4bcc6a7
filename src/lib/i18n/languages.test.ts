import { describe, expect, it } from 'vitest';
import { paiseInWordsIn } from '../india/amount-in-words';
import { LANGUAGES, type Language } from './languages';

// A language's row is all the shop needs to know of it beyond its catalogue:
// the type check refuses a row without its own name, its invoice font or its
// amount in words (the @ts-expect-error lines fail `tsc` the day a field
// stops being required), and each row's choices are the ones its invoices use.

const tamil = { tag: 'ta-IN', prefix: '/ta', name: 'தமிழ்', invoiceFont: 'DejaVu Sans', amountInWords: 'english' } as const satisfies Language;

describe('a LANGUAGES row', () => {
  it('cannot leave out its name, invoice font or amount in words', () => {
    const { name, ...nameless } = tamil;
    const { invoiceFont, ...fontless } = tamil;
    const { amountInWords, ...wordless } = tamil;
    // @ts-expect-error a language names itself (the chooser shows it)
    const a: Language = nameless;
    // @ts-expect-error a language names the font its invoices print in
    const b: Language = fontless;
    // @ts-expect-error a language says how its invoices write the total in words
    const c: Language = wordless;
    // @ts-expect-error a font no invoice file exists for is refused
    const d: Language = { ...tamil, invoiceFont: 'Noto Sans Tamil' };
    expect([a, b, c, d].every((row) => row.tag === 'ta-IN')).toBe(true);
    expect([name, invoiceFont, amountInWords]).toEqual(['தமிழ்', 'DejaVu Sans', 'english']);
  });

  it('writes its invoices’ total in the words its row names', () => {
    const written = Object.fromEntries(LANGUAGES.map((l) => [l.tag, paiseInWordsIn(l.tag, 4000)]));
    expect(written).toEqual({ 'en-IN': 'Rupees Forty Only', 'hi-IN': 'चालीस रुपये मात्र' });
  });

  it('names each language in itself, and a font per script', () => {
    expect(LANGUAGES.map((l) => [l.tag, l.name, l.invoiceFont])).toEqual([
      ['en-IN', 'English', 'DejaVu Sans'],
      ['hi-IN', 'हिन्दी', 'Noto Sans Devanagari'],
    ]);
  });
});
