// Header search rules. The server searches with `q` and a limit (forgiving:
// Hindi names, synonyms, corrected misspellings; see docs/search.md) and the
// browser shows its answer as ranked. The containment rule below is the plain
// substring match, kept for callers that filter a list they already hold.

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_BLUR_CLOSE_MS = 200;
export const SEARCH_RESULT_LIMIT = 10;
export const SEARCH_MAX_LENGTH = 100;

/** The query as matched: trimmed and lower-cased; '' means no query. */
export function normaliseQuery(raw: string): string {
  return raw.trim().toLowerCase().slice(0, SEARCH_MAX_LENGTH);
}

/** Case-insensitive name containment. */
export function nameMatches(name: string, query: string): boolean {
  const q = normaliseQuery(query);
  return q !== '' && name.toLowerCase().includes(q);
}

/** The products whose name contains the query, at most `limit`. */
export function filterByName<T extends { product_name: string }>(items: T[], query: string, limit = SEARCH_RESULT_LIMIT): T[] {
  const q = normaliseQuery(query);
  if (!q) return [];
  return items.filter((item) => item.product_name.toLowerCase().includes(q)).slice(0, limit);
}

/** Where choosing a result goes. */
export function productPath(id: number): string {
  return `/product/details/${id}`;
}

/** The no-JavaScript search page for a query. */
export function searchPagePath(query: string): string {
  return `/ecommerce/search?q=${encodeURIComponent(query.trim())}`;
}

/**
 * A WhatsApp chat with the shop's number, the message typed in; null when the
 * number is not an Indian mobile (WhatsApp needs one, with its country code).
 */
export function whatsAppLink(phone: string, text: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const mobile = /^(?:91|0)?([6-9]\d{9})$/.exec(digits)?.[1];
  return mobile ? `https://wa.me/91${mobile}?text=${encodeURIComponent(text)}` : null;
}
