// The console's trigram index of customers' names, e-mails and mobiles
// (migrations/0059_customer_text_by_shop.sql): its rowid is the shop's id x
// 2^32 plus the account's id, so one shop's accounts are one rowid range and
// a search walks its own shop's matches alone, in the index's own order.

/**
 * The ids of the shop's accounts matching an FTS5 query (binds: the query,
 * then the shop's id twice), highest id first as the index walks them.
 */
export const CUSTOMERS_MATCHING = `SELECT rowid % 4294967296 AS id FROM customer_text WHERE customer_text MATCH ?
  AND rowid BETWEEN CAST(? AS INTEGER) * 4294967296 AND CAST(? AS INTEGER) * 4294967296 + 4294967295`;

export const customersMatchingBinds = (match: string, distributorId: number) => [match, distributorId, distributorId];
