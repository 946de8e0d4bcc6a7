import { describe, expect, it } from 'vitest';
import {
  CATEGORY_ARROWS_ABOVE,
  CATEGORY_SCROLL_STEP,
  HOME_VISIBLE,
  PAGE_SIZE,
  hasCategoryArrows,
  listHref,
  pageLinks,
  paginate,
  percentLabel,
} from './catalogue-view';

describe('catalogue view rules', () => {
  it('uses the catalogue constants', () => {
    expect(HOME_VISIBLE).toBe(6);
    expect(CATEGORY_ARROWS_ABOVE).toBe(8);
    expect(CATEGORY_SCROLL_STEP).toBe(200);
    expect(PAGE_SIZE).toBe(24);
  });

  it('shows category arrows only above 8 categories', () => {
    expect(hasCategoryArrows(0)).toBe(false);
    expect(hasCategoryArrows(8)).toBe(false);
    expect(hasCategoryArrows(9)).toBe(true);
  });

  it('paginates with and without a known total', () => {
    expect(paginate(1, 24, 60)).toEqual({ page: 1, pageCount: 3, hasPrev: false, hasNext: true, from: 1, to: 24 });
    expect(paginate(3, 12, 60)).toMatchObject({ hasPrev: true, hasNext: false, from: 49, to: 60 });
    expect(paginate(1, 0, 0)).toMatchObject({ pageCount: 1, hasNext: false, from: 0, to: 0 });
    expect(paginate(2, 24, null)).toMatchObject({ pageCount: null, hasNext: true, hasPrev: true });
    expect(paginate(2, 10, null)).toMatchObject({ hasNext: false });
    expect(paginate(2, 48, 120, 48)).toMatchObject({ pageCount: 3, from: 49, to: 96 });
  });

  it('links to the pages around the current one with gaps', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageLinks(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('builds list URLs keeping the sort', () => {
    expect(listHref('/ecommerce/category/4', 'relevance', 1)).toBe('/ecommerce/category/4');
    expect(listHref('/ecommerce/category/4', 'newest', 2)).toBe('/ecommerce/category/4?sort=newest&page=2');
  });

  it('labels discounts without noise', () => {
    expect(percentLabel(20)).toBe('20');
    expect(percentLabel(12.5)).toBe('12.5');
    expect(percentLabel(33.333)).toBe('33.3');
  });
});
