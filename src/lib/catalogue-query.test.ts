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
    expect(readListQuery({ limit: 0 })).toEqual({ ok: false, refusal: { kind: 'outOfRange', name: 'limit', min: 1, max: 500 } });
    expect(readListQuery({ offset: 1.5 })).toEqual({ ok: false, refusal: { kind: 'notWhole', name: 'offset' } });
  });

  it('refuses in order: search text, sort, limit, offset', () => {
    const bad = { q: 'x'.repeat(101), sort: 'cheapest', limit: '0', offset: '-1' };
    expect(readListQuery(bad)).toEqual({ ok: false, refusal: { kind: 'searchTooLong', max: 100 } });
    expect(readListQuery({ ...bad, q: 'dal' })).toEqual({ ok: false, refusal: expect.objectContaining({ kind: 'unknownSort' }) });
    expect(readListQuery({ ...bad, q: 'dal', sort: 'newest' })).toEqual({ ok: false, refusal: { kind: 'outOfRange', name: 'limit', min: 1, max: 500 } });
    expect(readListQuery({ ...bad, q: 'dal', sort: 'newest', limit: '5' })).toEqual({ ok: false, refusal: { kind: 'notWhole', name: 'offset' } });
  });

  it('bounds the home page sections', () => {
    expect(readSectionSize(undefined)).toEqual({ ok: true, value: 12 });
    expect(readSectionSize(51)).toEqual({ ok: false, refusal: { kind: 'outOfRange', name: 'per', min: 1, max: 50 } });
  });
});
