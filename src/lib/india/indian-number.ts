// A whole number in words the Indian way, in any language: crore, lakh and
// thousand groups, then hundreds. Each language gives its words for the
// numbers below a hundred and for the group names (amount-in-words.ts,
// amount-in-words-hi.ts).

export interface NumberWords {
  belowHundred: (n: number) => string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

function belowThousand(n: number, w: NumberWords): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds ? [`${w.belowHundred(hundreds)} ${w.hundred}`] : [];
  if (rest) parts.push(w.belowHundred(rest));
  return parts.join(' ');
}

/** `n` in words (0 is the language's zero); above 99 crore the crores are counted the same way. */
export function indianNumber(n: number, w: NumberWords): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('a whole number of at least 0');
  if (n === 0) return w.belowHundred(0);
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore) parts.push(`${indianNumber(crore, w)} ${w.crore}`);
  if (lakh) parts.push(`${w.belowHundred(lakh)} ${w.lakh}`);
  if (thousand) parts.push(`${w.belowHundred(thousand)} ${w.thousand}`);
  if (rest) parts.push(belowThousand(rest, w));
  return parts.join(' ');
}
