import { describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES, TEMPLATE_VARIABLES, fillBody, shopBody, type TemplateLanguage } from './message-templates';

// SMS are billed per part: GSM-7 text (English) holds 160 characters in one
// part and 153 per part of a longer one (^ { } [ ] ~ \ | € count twice); any
// other character (Devanagari) makes the whole SMS UCS-2: 70 in one part, 67
// per part, counted in UTF-16 units. Every SMS the shop sends stays within two
// parts in each language, for a shop name, order id and link as long as the
// demo shops'.

const GSM_BASIC = /^[A-Za-z0-9 @£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]$/u;
const GSM_EXTENDED = /^[\^{}\\[~\]|€]$/u;

function smsParts(text: string): number {
  const chars = [...text];
  const gsm = chars.every((c) => GSM_BASIC.test(c) || GSM_EXTENDED.test(c));
  const length = gsm ? chars.reduce((n, c) => n + (GSM_EXTENDED.test(c) ? 2 : 1), 0) : text.length;
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return length <= single ? 1 : Math.ceil(length / part);
}

const SHOP = { name: 'Sehat Pharmacy', site: 'https://sehat.shop.example.com' };

/** Every SMS template in a language, each variable at its longest. */
function smsTexts(language: TemplateLanguage): string[] {
  const longest = Object.fromEntries(Object.entries(TEMPLATE_VARIABLES).map(([name, v]) => [name, 'x'.repeat(v.max)]));
  return Object.values(MESSAGE_TEMPLATES).map((t) => fillBody(shopBody(t, language, SHOP), longest));
}

describe('SMS length', () => {
  it('counts GSM-7 and UCS-2 parts as operators bill them', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('{'.repeat(80))).toBe(1);
    expect(smsParts('{'.repeat(81))).toBe(2);
    expect(smsParts('क'.repeat(70))).toBe(1);
    expect(smsParts('क'.repeat(71))).toBe(2);
    expect(smsParts(`a${'क'.repeat(134)}`)).toBe(3);
  });

  // English stays in the GSM alphabet (amounts as "Rs."), so two parts; Hindi is Unicode, three parts.
  it.each([
    ['English', 'en-IN', 2],
    ['Hindi', 'hi-IN', 3],
  ] as const)('keeps every %s SMS template within its parts, its variables at their longest', (_, language, parts) => {
    const long = smsTexts(language).filter((t) => smsParts(t) > parts);
    expect(long).toEqual([]);
    if (language === 'en-IN') for (const t of smsTexts(language)) expect([...t].every((c) => GSM_BASIC.test(c) || GSM_EXTENDED.test(c))).toBe(true);
  });
});
