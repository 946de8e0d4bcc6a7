import { describe, expect, it } from 'vitest';
import { formatIndianDate, formatIndianDateTime } from './dates';

describe('Indian dates', () => {
  it('formats in India’s time zone, day first', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatIndianDate('2026-03-04T20:00:00.000Z')).toBe('05 Mar 2026');
    expect(formatIndianDateTime('2026-03-04T20:00:00.000Z')).toMatch(/^05 Mar 2026, 01:30 am$/i);
  });
  it('gives an empty string for missing or bad values', () => {
    expect(formatIndianDate(null)).toBe('');
    expect(formatIndianDate('not a date')).toBe('');
  });
});
