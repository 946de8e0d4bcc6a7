import { readWholeNumber, type NumberRefusal, type WholeNumberRead } from './pagination';
import { readSort, type ProductSort, type SortRefusal } from './product-sort';

// The one reading of a product list's query (search text, sort, limit,
// offset, and the home page's products per category). The API route reads
// the URL with it; the pages' in-process source reads its numbers with it
// too, so both refuse the same values for the same reason.

/** Products per list answer when the query names no limit, and the most one may ask for. */
export const LIST_LIMIT = { fallback: 100, min: 1, max: 500 } as const;
const LIST_OFFSET = { fallback: 0, min: 0, max: 1_000_000 } as const;
/** Products per category on the home page's sections. */
const SECTION_SIZE = { fallback: 12, min: 1, max: 50 } as const;
const SEARCH_MAX = 100;

export interface ListQuery {
  q?: string;
  sort: ProductSort;
  limit: number;
  offset: number;
}

/** Why a list query was refused; the API says it in the request's language (src/server/query-refusals.ts). */
export type QueryRefusal = NumberRefusal | SortRefusal | { kind: 'searchTooLong'; max: number };

export type QueryRead<T> = { ok: true; value: T } | { ok: false; refusal: QueryRefusal };

/** A raw query value: strings as given, numbers as they would be written in a URL. */
type Raw = string | number | null | undefined;
const text = (raw: Raw): string | undefined => (raw === null || raw === undefined ? undefined : String(raw));

function readSearch(raw: string | null | undefined): QueryRead<string | undefined> {
  if (raw === undefined || raw === null) return { ok: true, value: undefined };
  if (raw.length > SEARCH_MAX) return { ok: false, refusal: { kind: 'searchTooLong', max: SEARCH_MAX } };
  return { ok: true, value: raw.trim() || undefined };
}

export function readSectionSize(raw: Raw): WholeNumberRead {
  return readWholeNumber('per', text(raw), SECTION_SIZE);
}

/** A list query, checked in this order: search text, sort, limit, offset. The first refusal wins. */
export function readListQuery(raw: { q?: string | null; sort?: string | null; limit?: Raw; offset?: Raw }): QueryRead<ListQuery> {
  const q = readSearch(raw.q);
  if (!q.ok) return q;
  const sort = readSort(raw.sort);
  if (!sort.ok) return sort;
  const limit = readWholeNumber('limit', text(raw.limit), LIST_LIMIT);
  if (!limit.ok) return limit;
  const offset = readWholeNumber('offset', text(raw.offset), LIST_OFFSET);
  if (!offset.ok) return offset;
  return { ok: true, value: { q: q.value, sort: sort.sort, limit: limit.value, offset: offset.value } };
}
