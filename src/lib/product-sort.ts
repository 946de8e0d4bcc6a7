// The one list of product sort orders: the API accepts these values of
// ?sort=, the list pages offer them in their sort menu, and the data layer
// orders by them. Adding an order here (and its SQL in the data layer) is all
// it takes.

import { MESSAGES } from './messages';

export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'discount_desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The order a list has when the URL names none. */
export const DEFAULT_SORT: ProductSort = 'relevance';

/** The sort menu, in the order it is shown; each label read in the page's language. */
export const SORT_OPTIONS: ReadonlyArray<{ readonly value: ProductSort; readonly label: string }> = PRODUCT_SORTS.map((value) => ({
  value,
  get label() {
    return MESSAGES.shop.listing.sorts[value];
  },
}));

export function isProductSort(raw: unknown): raw is ProductSort {
  return typeof raw === 'string' && (PRODUCT_SORTS as readonly string[]).includes(raw);
}

/** An unknown ?sort=, with the orders the API accepts (put into words by the API, src/server/query-refusals.ts). */
export interface SortRefusal {
  kind: 'unknownSort';
  allowed: readonly ProductSort[];
}

/** The API's reading of ?sort=: absent means the default, an unknown value is refused. */
export function readSort(raw: string | null | undefined): { ok: true; sort: ProductSort } | { ok: false; refusal: SortRefusal } {
  if (raw === undefined || raw === null || raw === '') return { ok: true, sort: DEFAULT_SORT };
  if (isProductSort(raw)) return { ok: true, sort: raw };
  return { ok: false, refusal: { kind: 'unknownSort', allowed: PRODUCT_SORTS } };
}

/** A page's reading of ?sort=: anything unknown reads as the default, so an old or edited link still shows the list. */
export function parseSort(raw: string | null | undefined): ProductSort {
  const read = readSort(raw);
  return read.ok ? read.sort : DEFAULT_SORT;
}
