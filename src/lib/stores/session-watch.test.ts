import { describe, expect, it } from 'vitest';
import { logoutReason } from './session';
import { INACTIVITY_MS } from '../session-rules';
import { sessionVerdict } from './session-watch';

const tokenExpiringAt = (ms: number) => `h.${btoa(JSON.stringify({ exp: Math.floor(ms / 1000) })).replace(/=+$/, '')}.s`;

describe('sessionVerdict', () => {
  const now = Date.UTC(2026, 0, 1, 12);

  it('keeps a live, recently active session', () => {
    expect(sessionVerdict(tokenExpiringAt(now + 60_000), now - 1000, now)).toBeNull();
    expect(sessionVerdict(tokenExpiringAt(now + 60_000), null, now)).toBeNull();
  });

  it('ends it at the token’s exp, and for a missing or unreadable token', () => {
    expect(sessionVerdict(tokenExpiringAt(now), now, now)).toBe('expired');
    expect(sessionVerdict(tokenExpiringAt(now - 1000), now, now)).toBe('expired');
    expect(sessionVerdict(null, now, now)).toBe('expired');
    expect(sessionVerdict('not-a-jwt', now, now)).toBe('expired');
  });

  it('ends it after 30 minutes without activity', () => {
    const token = tokenExpiringAt(now + 86_400_000);
    expect(INACTIVITY_MS).toBe(1_800_000);
    expect(sessionVerdict(token, now - INACTIVITY_MS + 1, now)).toBeNull();
    expect(sessionVerdict(token, now - INACTIVITY_MS, now)).toBe('inactive');
  });

  it('never ends a session kept on this device for idleness, only at its token’s expiry', () => {
    const token = tokenExpiringAt(now + 86_400_000);
    expect(sessionVerdict(token, now - 8 * 60 * 60 * 1000, now, true)).toBeNull();
    expect(sessionVerdict(tokenExpiringAt(now - 1000), now, now, true)).toBe('expired');
  });
});

describe('logoutReason', () => {
  it('reads the reason a tab logged out for', () => {
    expect(logoutReason(JSON.stringify({ at: 1, reason: 'inactive' }))).toBe('inactive');
    expect(logoutReason(JSON.stringify({ at: 1, reason: 'logout' }))).toBe('logout');
    expect(logoutReason('garbage')).toBeNull();
    expect(logoutReason(null)).toBeNull();
  });
});
