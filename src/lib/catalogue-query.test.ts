import { describe, expect, it } from 'vitest';
import { readListQuery, readSectionSize } from './catalogue-query';

describe('a product list query', () => {
  it('fills in what it does not name', () => {
    expect(readListQuery({})).toEqual({ ok: true, value: { q: undefined, sort: 'relevance', limit: 100, offset: 0 } });
    expect(readListQuery({ q: '  dal  ', sort: 'price_asc', limit: '20', offset: 40 })).toEqual({
      ok: true,
      value: { q: 'dal', sort: 'price_asc', limit: 20, offset: 40 },
    });
  });

  it('reads numbers as a URL would carry them, so a page and the API refuse the same values', () => {
    for (const limit of ['1.5', 1.5, '-1', -1, '0', 0, '501', 501, 'ten']) {
      const read = readListQuery({ limit });
      expect(read.ok, String(limit)).toBe(false);
    }
    expect(readListQuery({ limit: 0 })).toEqual({ ok: false, message: 'Invalid limit: expected 1 to 500.' });
    expect(readListQuery({ offset: 1.5 })).toEqual({ ok: false, message: 'Invalid offset: expected a whole number.' });
  });

  it('refuses in order: search text, sort, limit, offset', () => {
    const bad = { q: 'x'.repeat(101), sort: 'cheapest', limit: '0', offset: '-1' };
    expect(readListQuery(bad)).toEqual({ ok: false, message: 'Search text must be at most 100 characters.' });
    expect(readListQuery({ ...bad, q: 'dal' })).toEqual({ ok: false, message: expect.stringMatching(/^Invalid sort/) });
    expect(readListQuery({ ...bad, q: 'dal', sort: 'newest' })).toEqual({ ok: false, message: 'Invalid limit: expected 1 to 500.' });
    expect(readListQuery({ ...bad, q: 'dal', sort: 'newest', limit: '5' })).toEqual({ ok: false, message: 'Invalid offset: expected a whole number.' });
  });

  it('bounds the home page sections', () => {
    expect(readSectionSize(undefined)).toEqual({ ok: true, value: 12 });
    expect(readSectionSize(51)).toEqual({ ok: false, message: 'Invalid per: expected 1 to 50.' });
  });
});
