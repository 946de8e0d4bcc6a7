import { describe, expect, it } from 'vitest';
import { joinedIn } from './joined-in';

describe('joinedIn', () => {
  it('shows month and year in India’s time zone', () => {
    expect(joinedIn('2025-07-14T10:00:00.000Z')).toBe('July 2025');
    // 31 Dec 20:00 UTC is already 1 January in India.
    expect(joinedIn('2025-12-31T20:00:00.000Z')).toBe('January 2026');
  });

  it('is empty for a missing or broken date', () => {
    expect(joinedIn('')).toBe('');
    expect(joinedIn('not a date')).toBe('');
  });
});
