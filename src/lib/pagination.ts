// The one reader of paging numbers (page, limit, offset, per) for both the
// API, which refuses a bad value with a message, and the pages, which fall
// back to the first page so an old or edited link still shows the list.

/** The highest page number anyone may ask for. */
export const MAX_PAGE = 100_000;

export interface WholeNumberBounds {
  /** Used when the value is absent or empty. */
  fallback: number;
  min: number;
  max: number;
}

/**
 * Why a number was refused, named for the API to put in the request's
 * language (src/server/query-refusals.ts): these readers also run in pages,
 * which load no words of the API's.
 */
export type NumberRefusal =
  | { kind: 'notWhole'; name: string }
  | { kind: 'outOfRange'; name: string; min: number; max: number };

export type WholeNumberRead = { ok: true; value: number } | { ok: false; refusal: NumberRefusal };

/** A whole number from a query string within bounds; `name` is the parameter a refusal names. */
export function readWholeNumber(name: string, raw: string | null | undefined, bounds: WholeNumberBounds): WholeNumberRead {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: bounds.fallback };
  // Six digits at most: longer text is refused before Number() can round it.
  if (!/^\d{1,6}$/.test(raw)) return { ok: false, refusal: { kind: 'notWhole', name } };
  const value = Number(raw);
  if (value < bounds.min || value > bounds.max) {
    return { ok: false, refusal: { kind: 'outOfRange', name, min: bounds.min, max: bounds.max } };
  }
  return { ok: true, value };
}

/** A page's ?page=: a whole number from 1 to MAX_PAGE, else page 1. */
export function parsePage(raw: string | null | undefined): number {
  const read = readWholeNumber('page', raw, { fallback: 1, min: 1, max: MAX_PAGE });
  return read.ok ? read.value : 1;
}
