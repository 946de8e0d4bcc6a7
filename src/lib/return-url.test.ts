import { describe, expect, it } from 'vitest';
import { loginUrl, safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it('keeps paths of this site', () => {
    expect(safeReturnUrl('/ecommerce/cart')).toBe('/ecommerce/cart');
    expect(safeReturnUrl('/ecommerce/order?x=1#top')).toBe('/ecommerce/order?x=1#top');
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['another site', 'https://evil.example/'],
    ['protocol-relative', '//evil.example/path'],
    ['backslash trick', '/\\evil.example'],
    ['tab trick', '/\t/evil.example'],
    ['newline trick', '/\n/evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative path', 'ecommerce/cart'],
    ['login itself', '/ecommerce/login?returnUrl=/x'],
  ])('falls back to the home page for %s', (_name, raw) => {
    expect(safeReturnUrl(raw)).toBe('/ecommerce');
  });

  it('builds the login URL with a returnUrl', () => {
    expect(loginUrl('/ecommerce/profile')).toBe('/ecommerce/login?returnUrl=%2Fecommerce%2Fprofile');
    expect(loginUrl('//evil.example')).toBe('/ecommerce/login');
    expect(loginUrl(undefined, { reason: 'expired' })).toBe('/ecommerce/login?reason=expired');
  });
});
