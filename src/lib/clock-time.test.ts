import { describe, expect, it } from 'vitest';
import { clockTime } from './clock-time';

describe('clockTime', () => {
  it('reads as en-IN’s toLocaleTimeString at every hour', () => {
    for (let hour = 0; hour < 24; hour++) {
      const at = new Date(2026, 0, 1, hour, 5, 9);
      expect(clockTime(at)).toBe(at.toLocaleTimeString('en-IN'));
    }
  });
});
