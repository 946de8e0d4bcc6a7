// An amount in words the Indian way (thousand, lakh, crore), as printed under
// a tax invoice's total: 123456.50 rupees is "Rupees One Lakh Twenty-Three
// Thousand Four Hundred Fifty-Six and Fifty Paise Only". A Hindi invoice
// writes it in Hindi (amount-in-words-hi.ts).

import { paiseInHindiWords } from './amount-in-words-hi';

const ONES = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve',
  'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const rest = n % 10;
  return rest ? `${TENS[Math.floor(n / 10)]}-${ONES[rest]}` : TENS[Math.floor(n / 10)]!;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in words with crore, lakh and thousand (0 is "Zero"). */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('a whole number of at least 0');
  if (n === 0) return ONES[0]!;
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  // Above 99 crore the crores are themselves counted the same way ("One Hundred Crore").
  if (crore) parts.push(`${indianNumberInWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** "Rupees Five Hundred Six and Fifty-Eight Paise Only" from 50658 paise. */
export function paiseInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  const words = `Rupees ${indianNumberInWords(rupees)}`;
  return `${cents ? `${words} and ${belowHundred(cents)} Paise` : words} Only`;
}

/** The amount in words of the language the invoice is written in (English for any other). */
export function paiseInWordsIn(language: string, paise: number): string {
  return language === 'hi-IN' ? paiseInHindiWords(paise) : paiseInWords(paise);
}
