import { describe, expect, it } from 'vitest';
import { daysIn, monthOf, readDay, readMonth, todayInIndia, utcBounds } from './report-period';

describe('report periods in Indian days', () => {
  it('reads real days and months only', () => {
    expect(readDay('2026-02-28')).toBe('2026-02-28');
    expect(readDay('2026-02-30')).toBeNull();
    expect(readDay('2026-2-3')).toBeNull();
    expect(readMonth('2026-11')).toBe('2026-11');
    expect(readMonth('2026-13')).toBeNull();
  });

  it('starts an Indian day at 18:30 UTC the day before', () => {
    expect(utcBounds('2026-11-01', '2026-11-30')).toEqual({ start: '2026-10-31T18:30:00.000Z', end: '2026-11-30T18:30:00.000Z' });
    expect(todayInIndia(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12-01');
  });

  it('knows a month’s last day and counts both ends of a period', () => {
    expect(monthOf('2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(daysIn('2026-01-01', '2026-12-31')).toBe(365);
  });
});
