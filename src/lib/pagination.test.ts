import { describe, expect, it } from 'vitest';
import { MAX_PAGE, parsePage, readWholeNumber } from './pagination';

const bounds = { fallback: 20, min: 1, max: 100 };

describe('paging numbers', () => {
  it('reads a whole number within bounds, and the fallback when absent', () => {
    expect(readWholeNumber('limit', '7', bounds)).toEqual({ ok: true, value: 7 });
    expect(readWholeNumber('limit', '100', bounds)).toEqual({ ok: true, value: 100 });
    expect(readWholeNumber('limit', undefined, bounds)).toEqual({ ok: true, value: 20 });
    expect(readWholeNumber('limit', '', bounds)).toEqual({ ok: true, value: 20 });
    expect(readWholeNumber('offset', '0', { fallback: 0, min: 0, max: 1_000_000 })).toEqual({ ok: true, value: 0 });
  });

  it('refuses text that is not a whole number, naming the parameter', () => {
    for (const bad of ['-1', '1.5', 'x', '1e3', ' 2', '1234567']) {
      expect(readWholeNumber('limit', bad, bounds)).toEqual({ ok: false, refusal: { kind: 'notWhole', name: 'limit' } });
    }
  });

  it('refuses a number out of bounds, saying the bounds', () => {
    for (const outside of ['0', '101']) {
      expect(readWholeNumber('limit', outside, bounds)).toEqual({ ok: false, refusal: { kind: 'outOfRange', name: 'limit', min: 1, max: 100 } });
    }
  });

  it('reads a page from a URL, falling back to page 1 on anything odd', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(String(MAX_PAGE))).toBe(MAX_PAGE);
    for (const bad of ['0', '-2', 'x', '1.5', '', null, undefined, String(MAX_PAGE + 1), '99999999']) expect(parsePage(bad)).toBe(1);
  });
});
