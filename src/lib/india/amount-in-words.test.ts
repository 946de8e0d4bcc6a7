import { describe, expect, it } from 'vitest';
import { indianNumberInWords, paiseInWords } from './amount-in-words';

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
