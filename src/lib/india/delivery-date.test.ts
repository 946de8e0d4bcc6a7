import { describe, expect, it } from 'vitest';
import { expectedDeliveryDate } from './delivery-date';

describe('expectedDeliveryDate', () => {
  it('counts the area days from the day the order was placed in India', () => {
    expect(expectedDeliveryDate('2026-03-05T06:00:00.000Z', 2)).toBe('2026-03-07');
    expect(expectedDeliveryDate('2026-03-05T06:00:00.000Z', 0)).toBe('2026-03-05');
  });

  it('takes the Indian date, not the UTC one, around midnight', () => {
    // 18:29 UTC is 23:59 in India, the same day; 18:30 UTC is already the next day there.
    expect(expectedDeliveryDate('2026-03-05T18:29:59.000Z', 1)).toBe('2026-03-06');
    expect(expectedDeliveryDate('2026-03-05T18:30:00.000Z', 1)).toBe('2026-03-07');
  });

  it('crosses months and leap days', () => {
    expect(expectedDeliveryDate('2028-02-27T10:00:00.000Z', 3)).toBe('2028-03-01');
    expect(expectedDeliveryDate('2026-12-30T20:00:00.000Z', 1)).toBe('2027-01-01');
  });

  it('has no date without the area days or a placing time', () => {
    expect(expectedDeliveryDate('2026-03-05T06:00:00.000Z', null)).toBeNull();
    expect(expectedDeliveryDate('not a date', 2)).toBeNull();
    expect(expectedDeliveryDate('2026-03-05T06:00:00.000Z', -1)).toBeNull();
  });
});
