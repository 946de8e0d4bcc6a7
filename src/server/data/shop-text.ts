// The console's trigram indexes keyed by shop: customer_text (names, e-mails
// and mobiles, migrations/0059_customer_text_by_shop.sql) and order_text
// (order ids, migrations/0060_order_text_by_shop.sql). A row's rowid is the
// shop's id x 2^32 plus the row's own id, so one shop's rows are one rowid
// range and a search walks its own shop's matches alone, in the index's own
// order, never handing over another shop's.

/** The ids of the shop's rows matching an FTS5 query (binds: `inShopBinds`), highest id first as the index walks them. */
const matchingInShop = (index: 'customer_text' | 'order_text') =>
  `SELECT rowid % 4294967296 AS id FROM ${index} WHERE ${index} MATCH ?
  AND rowid BETWEEN CAST(? AS INTEGER) * 4294967296 AND CAST(? AS INTEGER) * 4294967296 + 4294967295`;

/** The binds of a search by shop: the FTS5 query, then the shop's id twice. */
export const inShopBinds = (match: string, distributorId: number) => [match, distributorId, distributorId];

export const CUSTOMERS_MATCHING = matchingInShop('customer_text');
export const ORDERS_MATCHING = matchingInShop('order_text');
