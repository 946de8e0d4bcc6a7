import { describe, expect, it } from 'vitest';
import { timeLeft } from './countdown';

describe('time left to pay', () => {
  const at = Date.parse('2026-11-26T10:00:00.000Z');
  it('counts minutes and seconds, hours when there are any', () => {
    expect(timeLeft('2026-11-26T10:30:00.000Z', at)).toBe('30:00');
    expect(timeLeft('2026-11-26T10:00:05.200Z', at)).toBe('0:06');
    expect(timeLeft('2026-11-26T11:02:09.000Z', at)).toBe('1:02:09');
  });
  it('is null once the deadline has passed, or for no deadline', () => {
    expect(timeLeft('2026-11-26T10:00:00.000Z', at)).toBeNull();
    expect(timeLeft('not a date', at)).toBeNull();
  });
});
