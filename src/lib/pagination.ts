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

export type WholeNumberRead = { ok: true; value: number } | { ok: false; message: string };

/** A whole number from a query string within bounds; `name` is used in the message when it is not one. */
export function readWholeNumber(name: string, raw: string | null | undefined, bounds: WholeNumberBounds): WholeNumberRead {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: bounds.fallback };
  // Six digits at most: longer text is refused before Number() can round it.
  if (!/^\d{1,6}$/.test(raw)) return { ok: false, message: `Invalid ${name}: expected a whole number.` };
  const value = Number(raw);
  if (value < bounds.min || value > bounds.max) {
    return { ok: false, message: `Invalid ${name}: expected ${bounds.min} to ${bounds.max}.` };
  }
  return { ok: true, value };
}

/** A page's ?page=: a whole number from 1 to MAX_PAGE, else page 1. */
export function parsePage(raw: string | null | undefined): number {
  const read = readWholeNumber('page', raw, { fallback: 1, min: 1, max: MAX_PAGE });
  return read.ok ? read.value : 1;
}
