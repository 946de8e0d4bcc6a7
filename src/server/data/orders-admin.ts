import { CUSTOMERS_MATCHING, ORDERS_MATCHING, inShopBinds } from './shop-text';
import { ledgerSums } from './ledger-sums';
import { countedTotal, type OrderFilters } from './order-list-total';
import { WAITING_SQL } from './order-queues';
import { ftsPhrase, ftsWords, trigramSearchable } from './trigram-match';
import type { LoadedOrder, OrderProductRow, OrderRow } from './orders';

// The shop-wide order list for operators: one page, newest first, with a
// count for paging and each order's customer.

/**
 * Orders counted past the page asked for, at most: a month of a big shop's
 * orders is thousands, and counting them all would read every one of them for
 * each page. Beyond this the pager says "more than".
 */
const COUNT_AHEAD = 200;

export interface ShopOrdersPage {
  /** Orders matching: exact from the shop's counters where they hold the filters, else counted up to the page's offset plus COUNT_AHEAD. */
  total: number;
  /** True when more orders match than `total` says. */
  more: boolean;
  orders: Array<LoadedOrder & { customer: { id: number; name: string } }>;
}

export interface ShopOrdersQuery extends OrderFilters {
  page: number;
  limit: number;
}

/** The list's order: newest first, the later id first within one instant. */
const newestFirst = (a: OrderRow, b: OrderRow) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1);

export async function shopOrdersPage(
  db: D1Database,
  distributorId: number,
  query: ShopOrdersQuery,
): Promise<ShopOrdersPage> {
  const conditions = ['distributor_id = ?'];
  const binds: unknown[] = [distributorId];
  if (query.status) {
    conditions.push('order_status = ?');
    binds.push(query.status);
  }
  const equal: Array<[string, string | undefined]> = [
    ['payment_gateway', query.gateway],
    ['payment_status', query.paymentStatus],
  ];
  for (const [column, value] of equal) {
    if (value === undefined) continue;
    conditions.push(`${column} = ?`);
    binds.push(value);
  }
  if (query.since) {
    conditions.push('created_at >= ?');
    binds.push(query.since);
  }
  if (query.until) {
    conditions.push('created_at < ?');
    binds.push(query.until);
  }
  // A fixed condition of our own, chosen by name: nothing of the request enters the SQL.
  if (query.waiting) conditions.push(`(${WAITING_SQL[query.waiting]})`);
  // Returns to process are found from their few waiting lines (a partial index): the shop's key
  // made unindexable (`+`) so those orders are read by id, not the shop's every order walked.
  if (query.waiting === 'returns_to_process') conditions[0] = '+distributor_id = ?';
  if (query.text) {
    // The order id, or the customer's name or mobile, containing the text. instr() rather than
    // LIKE: D1 caps a LIKE pattern at 50 bytes (17 Hindi letters), and instr() has no wildcards
    // to escape. lower() on both sides keeps the match case-blind for Latin letters, as LIKE was.
    // Three characters or more are found through the trigram indexes of order ids and of customers.
    if (trigramSearchable(query.text)) {
      // The shop's own key made unindexable (`+`): the matches, not the shop's every order, are read first.
      conditions[0] = '+distributor_id = ?';
      conditions.push(
        `id IN (${ORDERS_MATCHING}
           UNION SELECT b.id FROM orders b WHERE b.distributor_id = ? AND b.user_id IN
             (${CUSTOMERS_MATCHING}))`,
      );
      binds.push(...inShopBinds(ftsPhrase(query.text), distributorId), distributorId, ...inShopBinds(ftsWords(query.text, '{name mobile}'), distributorId));
    } else {
      const contains = (column: string) => `instr(lower(${column}), lower(?)) > 0`;
      conditions.push(
        `(${contains('order_id')} OR user_id IN (SELECT id FROM customers WHERE distributor_id = ? AND (${contains('name')} OR ${contains('mobile')})))`,
      );
      binds.push(query.text, distributorId, query.text, query.text);
    }
  }
  const where = conditions.join(' AND ');
  const offset = (query.page - 1) * query.limit;
  const pageOf = `SELECT id FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`;
  const exact = countedTotal(db, distributorId, query);
  const countUpTo = exact ? Number.POSITIVE_INFINITY : offset + COUNT_AHEAD;
  const [counted, orders, lines] = await db.batch([
    exact ?? db.prepare(`SELECT COUNT(*) AS total FROM (SELECT 1 FROM orders WHERE ${where} LIMIT ?)`).bind(...binds, countUpTo + 1),
    db
      .prepare(
        `SELECT o.*, ${ledgerSums('o')}, c.name AS customer_name FROM orders o LEFT JOIN customers c ON c.id = o.user_id
         WHERE o.id IN (${pageOf})`,
      )
      .bind(...binds, query.limit, offset),
    db.prepare(`SELECT * FROM order_products WHERE order_pk IN (${pageOf})`).bind(...binds, query.limit, offset),
  ]);
  // Put in order here rather than by SQL: D1 bills a sort's rows again, and a page is at most a hundred orders.
  const byOrder = new Map<number, OrderProductRow[]>();
  const sortedLines = ((lines?.results ?? []) as unknown as OrderProductRow[]).sort((a, b) => a.id - b.id);
  for (const line of sortedLines) {
    const list = byOrder.get(line.order_pk) ?? [];
    list.push(line);
    byOrder.set(line.order_pk, list);
  }
  const rows = ((orders?.results ?? []) as unknown as Array<OrderRow & { customer_name: string | null }>).sort(newestFirst);
  const total = Number((counted?.results[0] as { total?: number } | undefined)?.total ?? 0);
  return {
    total: Math.min(total, countUpTo),
    more: total > countUpTo,
    orders: rows.map(({ customer_name, ...order }) => ({
      order,
      products: byOrder.get(order.id) ?? [],
      customer: { id: order.user_id, name: customer_name ?? '' },
    })),
  };
}
