import { describe, expect, it } from 'vitest';
import { clampQuantity, parseQuantity, stepQuantity } from './quantity';

describe('stepQuantity', () => {
  it('never goes below 1', () => {
    expect(stepQuantity(1, -1, 10)).toEqual({ quantity: 1, overStock: false });
  });

  it('stops at the stock and says so', () => {
    expect(stepQuantity(4, 1, 5)).toEqual({ quantity: 5, overStock: false });
    expect(stepQuantity(5, 1, 5)).toEqual({ quantity: 5, overStock: true });
  });
});

describe('clampQuantity', () => {
  it('keeps typed values between 1 and the stock', () => {
    expect(clampQuantity(0, 5)).toEqual({ quantity: 1, overStock: false });
    expect(clampQuantity(9, 5)).toEqual({ quantity: 5, overStock: true });
    expect(clampQuantity(2.7, 5)).toEqual({ quantity: 2, overStock: false });
    expect(clampQuantity(Number.NaN, 5)).toEqual({ quantity: 1, overStock: false });
  });
});

describe('parseQuantity', () => {
  it('reads digits only', () => {
    expect(parseQuantity('3', 5)).toEqual({ quantity: 3, overStock: false });
    expect(parseQuantity(' 8 ', 5)).toEqual({ quantity: 5, overStock: true });
    expect(parseQuantity('abc', 5)).toEqual({ quantity: 1, overStock: false });
    expect(parseQuantity('-2', 5)).toEqual({ quantity: 1, overStock: false });
    expect(parseQuantity('', 5)).toEqual({ quantity: 1, overStock: false });
    expect(parseQuantity('99999999', 5)).toEqual({ quantity: 1, overStock: true });
  });
});
