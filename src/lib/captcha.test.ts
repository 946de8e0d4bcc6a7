import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, captchaMatches, generateCaptcha } from './captcha';

describe('captcha', () => {
  it('uses the 62 letters and digits', () => {
    expect(CAPTCHA_ALPHABET).toHaveLength(62);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(62);
    expect(CAPTCHA_ALPHABET).toMatch(/^[A-Za-z0-9]+$/);
  });

  it('makes 6 characters from the alphabet, different each time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const c = generateCaptcha();
      expect(c).toMatch(/^[A-Za-z0-9]{6}$/);
      seen.add(c);
    }
    expect(seen.size).toBeGreaterThan(195);
  });

  it('skips bytes that would bias the draw', () => {
    // 248..255 are rejected; 0 -> 'A', 61 -> '9', 62 -> 'A' again.
    const bytes = [255, 248, 0, 61, 62, 1, 250, 2, 3, 4, 5, 6];
    expect(generateCaptcha((b) => (b.set(bytes.slice(0, b.length)), b))).toBe('A9ABCD');
  });

  it('compares exactly, case included', () => {
    expect(captchaMatches('aB3dE9', 'aB3dE9')).toBe(true);
    expect(captchaMatches('aB3dE9', 'ab3de9')).toBe(false);
    expect(captchaMatches('aB3dE9', ' aB3dE9')).toBe(false);
    expect(captchaMatches('', '')).toBe(false);
  });
});
