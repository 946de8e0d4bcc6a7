import { describe, expect, it } from 'vitest';
import { indianNumberInWords, paiseInWords, paiseInWordsIn } from './amount-in-words';
import { indianNumberInHindiWords, paiseInHindiWords } from './amount-in-words-hi';

describe('amounts in words', () => {
  it('groups by thousand, lakh and crore', () => {
    expect(indianNumberInWords(0)).toBe('Zero');
    expect(indianNumberInWords(15)).toBe('Fifteen');
    expect(indianNumberInWords(101)).toBe('One Hundred One');
    expect(indianNumberInWords(1000)).toBe('One Thousand');
    expect(indianNumberInWords(100000)).toBe('One Lakh');
    expect(indianNumberInWords(123456)).toBe('One Lakh Twenty-Three Thousand Four Hundred Fifty-Six');
    expect(indianNumberInWords(10000000)).toBe('One Crore');
    expect(indianNumberInWords(99999999)).toBe('Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine');
    expect(indianNumberInWords(1_250_000_005)).toBe('One Hundred Twenty-Five Crore Five');
  });

  it('says rupees and paise, and Only', () => {
    expect(paiseInWords(12345650)).toBe('Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only');
    expect(paiseInWords(50658)).toBe('Rupees Five Hundred Six and Fifty-Eight Paise Only');
    expect(paiseInWords(4000)).toBe('Rupees Forty Only');
    expect(paiseInWords(7)).toBe('Rupees Zero and Seven Paise Only');
  });
});

describe('amounts in Hindi words', () => {
  it('has a word for each number below a hundred, and groups by हज़ार, लाख and करोड़', () => {
    expect(new Set(Array.from({ length: 100 }, (_, i) => indianNumberInHindiWords(i))).size).toBe(100);
    expect(indianNumberInHindiWords(0)).toBe('शून्य');
    expect(indianNumberInHindiWords(19)).toBe('उन्नीस');
    expect(indianNumberInHindiWords(56)).toBe('छप्पन');
    expect(indianNumberInHindiWords(99)).toBe('निन्यानबे');
    expect(indianNumberInHindiWords(101)).toBe('एक सौ एक');
    expect(indianNumberInHindiWords(123456)).toBe('एक लाख तेईस हज़ार चार सौ छप्पन');
    expect(indianNumberInHindiWords(10000000)).toBe('एक करोड़');
    expect(indianNumberInHindiWords(1_250_000_005)).toBe('एक सौ पच्चीस करोड़ पाँच');
  });

  it('says रुपये and पैसे, and मात्र; the invoice picks its language', () => {
    expect(paiseInHindiWords(12345650)).toBe('एक लाख तेईस हज़ार चार सौ छप्पन रुपये और पचास पैसे मात्र');
    expect(paiseInHindiWords(100)).toBe('एक रुपया मात्र');
    expect(paiseInHindiWords(7)).toBe('शून्य रुपये और सात पैसे मात्र');
    expect(paiseInWordsIn('hi-IN', 4000)).toBe('चालीस रुपये मात्र');
    expect(paiseInWordsIn('en-IN', 4000)).toBe('Rupees Forty Only');
  });
});
