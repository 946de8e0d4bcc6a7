import { describe, expect, it } from 'vitest';
import { isTokenLive, jwtExpiryMs } from './jwt';

const token = (payload: object) =>
  `x.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.y`;

describe('jwt (display only)', () => {
  it('reads exp in seconds as ms', () => {
    expect(jwtExpiryMs(token({ exp: 2_000_000_000 }))).toBe(2_000_000_000_000);
  });
  it('treats expired, missing or garbled tokens as not live', () => {
    const now = 1_700_000_000_000;
    expect(isTokenLive(token({ exp: now / 1000 + 60 }), now)).toBe(true);
    expect(isTokenLive(token({ exp: now / 1000 - 1 }), now)).toBe(false);
    expect(isTokenLive(token({}), now)).toBe(false);
    expect(isTokenLive('garbage', now)).toBe(false);
    expect(isTokenLive(null, now)).toBe(false);
  });
});
