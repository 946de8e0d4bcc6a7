import { DEFAULT_SORT, type ProductSort } from './product-sort';

// Constants and small rules of the catalogue views,
// shared by the pages, their components and the tests.

/** Home sections show this many items before Show More. */
export const HOME_VISIBLE = 6;
/** Items rendered per home section (the rest sits behind 'View all'), so the home stays light. */
export const HOME_SECTION_MAX = 12;
/** Category bar arrows appear above this many categories... */
export const CATEGORY_ARROWS_ABOVE = 8;
/** ...and scroll the bar by this many pixels. */
export const CATEGORY_SCROLL_STEP = 200;
/** Back-to-top thresholds in pixels scrolled. */
export const BACK_TO_TOP_HOME = 1500;
export const BACK_TO_TOP_DETAILS = 300;
/**
 * Products per page on category and all-products views: about five screens
 * of a phone. A page of 48 made a slow phone lay out twice the cards before
 * its first paint (CHANGELOG.md, slow phones, twelfth pass).
 */
export const PAGE_SIZE = 24;

/** The category bar shows scroll arrows only when there are more than 8 categories. */
export function hasCategoryArrows(categoryCount: number): boolean {
  return categoryCount > CATEGORY_ARROWS_ABOVE;
}

export interface Pagination {
  page: number;
  /** null when the server did not say how many there are. */
  pageCount: number | null;
  hasPrev: boolean;
  hasNext: boolean;
  /** 1-based index of the first and last item shown. */
  from: number;
  to: number;
}

/**
 * Where a page sits in a list. Without a total (an external API that sends no
 * X-Total-Count) a full page is taken to mean there may be a next one.
 */
export function paginate(page: number, shown: number, total: number | null, pageSize = PAGE_SIZE): Pagination {
  const pageCount = total === null ? null : Math.max(1, Math.ceil(total / pageSize));
  const from = shown > 0 ? (page - 1) * pageSize + 1 : 0;
  return {
    page,
    pageCount,
    hasPrev: page > 1,
    hasNext: pageCount === null ? shown >= pageSize : page < pageCount,
    from,
    to: shown > 0 ? from + shown - 1 : 0,
  };
}

/** Page numbers to link to around the current one, with null for a gap. */
export function pageLinks(page: number, pageCount: number): Array<number | null> {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push(null);
    out.push(n);
  });
  return out;
}

/** The URL of a list page keeping its sort; page 1 and the default sort stay out of the URL. */
export function listHref(path: string, sort: ProductSort, page: number): string {
  const params = new URLSearchParams();
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** "12.5" / "20": a discount percent for labels. */
export function percentLabel(discount: number): string {
  return String(Math.round(discount * 10) / 10);
}
