import { describe, expect, it } from 'vitest';
import { formatRupeesIndian } from './inr-format';

// The hand-written rupee format must read exactly as Intl's does in both languages.
const intl = (tag: string) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

const CASES = [
  0, -0, 5, -5, 0.5, 0.125, 0.005, -0.001, 1.005, 2.675, 9.995, 99.995, 999.995, 1234.5, 123456.789, 12345678.9,
  -1234567.5, 100000, 9999999.999, 107.15, 0.1 + 0.2, 1e-7, 1e21, 123456789012.5, NaN, Infinity, -Infinity,
];

describe('formatRupeesIndian', () => {
  it.each(['en-IN', 'hi-IN'])('reads as Intl does in %s', (tag) => {
    const format = intl(tag);
    for (const value of CASES) expect(formatRupeesIndian(value), String(value)).toBe(format.format(value));
    // Prices in paise, and amounts with more decimals than a price has.
    for (let i = 0; i < 5000; i++) {
      const paise = Math.floor(Math.random() * 1e9) - 1e8;
      expect(formatRupeesIndian(paise / 100)).toBe(format.format(paise / 100));
      const odd = (Math.random() - 0.3) * 10 ** Math.floor(Math.random() * 9);
      expect(formatRupeesIndian(odd), String(odd)).toBe(format.format(odd));
    }
  });

  it('groups lakhs and crores', () => {
    expect(formatRupeesIndian(12345678.9)).toBe('₹1,23,45,678.90');
    expect(formatRupeesIndian(-0.001)).toBe('-₹0.00');
  });
});
