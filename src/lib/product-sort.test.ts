import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, PRODUCT_SORTS, SORT_OPTIONS, isProductSort, parseSort, readSort } from './product-sort';

describe('product sort orders', () => {
  it('offers the five sort orders in their fixed order, each with its label', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Relevance',
      'Price Low to High',
      'Price High to Low',
      'Discount High to Low',
      'Newest',
    ]);
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual([...PRODUCT_SORTS]);
  });

  it('knows only its own values', () => {
    for (const sort of PRODUCT_SORTS) expect(isProductSort(sort)).toBe(true);
    for (const odd of ['cheapest', 'PRICE_ASC', '', null, 3]) expect(isProductSort(odd)).toBe(false);
  });

  it('lets the API refuse an unknown sort naming the valid ones, and default an absent one', () => {
    expect(readSort('newest')).toEqual({ ok: true, sort: 'newest' });
    expect(readSort(undefined)).toEqual({ ok: true, sort: DEFAULT_SORT });
    expect(readSort('')).toEqual({ ok: true, sort: 'relevance' });
    expect(readSort('cheapest')).toEqual({
      ok: false,
      refusal: { kind: 'unknownSort', allowed: ['relevance', 'price_asc', 'price_desc', 'discount_desc', 'newest'] },
    });
  });

  it('lets a page read an unknown or missing sort as the default', () => {
    expect(parseSort('price_desc')).toBe('price_desc');
    expect(parseSort('cheapest')).toBe('relevance');
    expect(parseSort(null)).toBe('relevance');
  });
});
