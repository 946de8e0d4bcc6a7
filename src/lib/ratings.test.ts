import { describe, expect, it } from 'vitest';
import { averageTone, barTone, ratingBars, wholeStars } from './ratings';

describe('rating colours', () => {
  it('colours the average badge 4+ green, 3+ amber, else red', () => {
    expect([5, 4, 3.9, 3, 2.9, 0].map(averageTone)).toEqual(['good', 'good', 'fair', 'fair', 'poor', 'poor']);
  });
  it('colours bars 4-5 green, 3 amber, 1-2 red', () => {
    expect([5, 4, 3, 2, 1].map(barTone)).toEqual(['good', 'good', 'fair', 'poor', 'poor']);
  });
});

describe('rating bars', () => {
  it('lists 5 down to 1 with shares of the total', () => {
    const bars = ratingBars({ '5': 2, '4': 1, '1': 1 }, 4);
    expect(bars.map((b) => [b.stars, b.count, b.percent])).toEqual([
      [5, 2, 50],
      [4, 1, 25],
      [3, 0, 0],
      [2, 0, 0],
      [1, 1, 25],
    ]);
    expect(ratingBars(undefined, 0).every((b) => b.percent === 0)).toBe(true);
  });
  it('fills whole stars, 0 to 5', () => {
    expect(wholeStars(4)).toBe(4);
    expect(wholeStars(3.5)).toBe(4);
    expect(wholeStars(9)).toBe(5);
    expect(wholeStars(-1)).toBe(0);
  });
});
