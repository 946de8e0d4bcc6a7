import { describe, expect, it } from 'vitest';
import { paiseInWordsIn } from '../india/amount-in-words';
import { LANGUAGES, type Language } from './languages';
import { TAMIL as tamil } from './third-language.test-row';

// A language's row is all the shop needs to know of it beyond its catalogue:
// the type check refuses a row without its own name, its invoice font, its
// amount in words, its short code, its English name or its WhatsApp code
// (the @ts-expect-error lines fail `tsc` the day a field stops being
// required), and each row's choices are the ones its invoices and messages use.


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

  it('cannot leave out the codes and the English name its fields and messages are named by', () => {
    const { code, ...codeless } = tamil;
    const { englishName, ...unnamed } = tamil;
    const { whatsappCode, ...unknownToWhatsapp } = tamil;
    // @ts-expect-error a language's fields, labels and MSG91 template ids end in its code (product_name_ta)
    const a: Language = codeless;
    // @ts-expect-error the API's own messages name its words in English ("Tamil name")
    const b: Language = unnamed;
    // @ts-expect-error WhatsApp names a template's translation by Meta's code, not the tag
    const c: Language = unknownToWhatsapp;
    expect([a, b, c].every((row) => row.tag === 'ta-IN')).toBe(true);
    expect([code, englishName, whatsappCode]).toEqual(['ta', 'Tamil', 'ta']);
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

  it('keeps the codes the API, the CSV and the message providers already know', () => {
    expect(LANGUAGES.map((l) => [l.tag, l.code, l.englishName, l.whatsappCode])).toEqual([
      ['en-IN', 'en', 'English', 'en'],
      ['hi-IN', 'hi', 'Hindi', 'hi'],
    ]);
  });
});
