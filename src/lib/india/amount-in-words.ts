// An amount in words the Indian way (thousand, lakh, crore), as printed under
// a tax invoice's total: 123456.50 rupees is "Rupees One Lakh Twenty-Three
// Thousand Four Hundred Fifty-Six and Fifty Paise Only". A Hindi invoice
// writes it in Hindi (amount-in-words-hi.ts).

import { languageOf, type AmountInWords } from '../i18n/languages';
import { paiseInHindiWords } from './amount-in-words-hi';
import { indianNumber, type NumberWords } from './indian-number';

const ONES = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve',
  'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const rest = n % 10;
  return rest ? `${TENS[Math.floor(n / 10)]}-${ONES[rest]}` : TENS[Math.floor(n / 10)]!;
}

const ENGLISH: NumberWords = { belowHundred, hundred: 'Hundred', thousand: 'Thousand', lakh: 'Lakh', crore: 'Crore' };

/** A whole number in words with crore, lakh and thousand (0 is "Zero"). */
export function indianNumberInWords(n: number): string {
  return indianNumber(n, ENGLISH);
}

/** "Rupees Five Hundred Six and Fifty-Eight Paise Only" from 50658 paise. */
export function paiseInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  const words = `Rupees ${indianNumberInWords(rupees)}`;
  return `${cents ? `${words} and ${belowHundred(cents)} Paise` : words} Only`;
}

/** Each way of writing an amount in words that a LANGUAGES row may name: a new one fails the type check until it is written here. */
const IN_WORDS: Record<AmountInWords, (paise: number) => string> = {
  english: paiseInWords,
  hindi: paiseInHindiWords,
};

/** The amount in words of the language the invoice is written in (its LANGUAGES row's; English for a tag that is not one of ours). */
export function paiseInWordsIn(language: string, paise: number): string {
  return IN_WORDS[languageOf(language).amountInWords](paise);
}
