// Edge cache tags: one place that names what a cached answer depends on, and
// what an operator write changes, so a write purges exactly the answers it
// made stale. Tags are per distributor; ids are the database's own.
//
//   d:<distributor>              everything cached for one shop
//   content:<distributor>        settings, policy pages, banners, sliders, delivery charge
//                                (every page: the header and footer show the settings)
//   categories:<distributor>     the category list (every page: the category bar)
//   list:<distributor>           anything that lists products (home, category and
//                                all-products pages, search, list APIs, sitemaps)
//   c:<distributor>:<category>   one category's page and answers
//   p:<distributor>:<product>    one product's page and answers (with its reviews)

export const tag = {
  shop: (distributorId: number) => `d:${distributorId}`,
  content: (distributorId: number) => `content:${distributorId}`,
  categories: (distributorId: number) => `categories:${distributorId}`,
  list: (distributorId: number) => `list:${distributorId}`,
  category: (distributorId: number, categoryId: number) => `c:${distributorId}:${categoryId}`,
  product: (distributorId: number, productId: number) => `p:${distributorId}:${productId}`,
};

/** Tags of a page: every page shows the shop's settings and category bar. */
export function pageTags(distributorId: number, ...extra: string[]): string[] {
  return [tag.shop(distributorId), tag.content(distributorId), tag.categories(distributorId), ...extra];
}

/** Tags of an API answer: the shop, plus what the answer shows. */
export function apiTags(distributorId: number, ...extra: string[]): string[] {
  return [tag.shop(distributorId), ...extra];
}

/** Sitemaps list the categories and every product. */
export function sitemapTags(distributorId: number): string[] {
  return apiTags(distributorId, tag.categories(distributorId), tag.list(distributorId));
}

// What each operator write makes stale.

/** A product created, changed (price, discount, stock, category) or deleted. */
export function productChangedTags(distributorId: number, productId: number): string[] {
  return [tag.product(distributorId, productId), tag.list(distributorId)];
}

/** A category created, renamed, given images or deleted: every page shows the category bar. */
export function categoryChangedTags(distributorId: number, categoryId: number): string[] {
  return [tag.category(distributorId, categoryId), tag.categories(distributorId)];
}

/** Settings, policy pages, banners, sliders or the delivery charge. */
export function contentChangedTags(distributorId: number): string[] {
  return [tag.content(distributorId)];
}

/**
 * Headers that let the edge keep an answer shared by every visitor of a host
 * for `seconds`, serve it stale while refreshing for `staleSeconds` more, and
 * drop it at once when one of its tags is purged.
 */
export function edgeCacheHeaders(tags: readonly string[], seconds = 60, staleSeconds = 600): Record<string, string> {
  const stale = staleSeconds > 0 ? `, stale-while-revalidate=${staleSeconds}` : '';
  return {
    'Cache-Control': `public, max-age=0, s-maxage=${seconds}${stale}`,
    'Cache-Tag': [...new Set(tags)].join(','),
    Vary: 'Host',
  };
}

/**
 * Public API answers: kept at the edge like pages, but never served stale. A
 * browser honours stale-while-revalidate too, so an island reading again right
 * after the shopper's own write (a new review) would get the old list.
 */
export function apiCacheHeaders(tags: readonly string[], seconds = 60): Record<string, string> {
  return edgeCacheHeaders(tags, seconds, 0);
}
