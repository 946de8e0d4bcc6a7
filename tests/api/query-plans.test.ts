import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './attack/routes';
import { buildWorld, type AttackWorld } from './attack/fixtures';
import { KIRANA, SEHAT, call } from './helpers';
import { addToCart, placeAll, placePayload } from './checkout-fixtures';
import { forgetQueries, recordedQueries, type RecordedQuery } from './query-recorder';

// No scan of a table that grows with the shop on any path a person uses.
// Every read route of the API (the attack table's, so a new route is in here
// the day it is added) is called as its caller would, with the console's
// filters and the three kinds of search; an order is placed and delivered
// through the API. Then SQLite is asked how it would run each statement the
// Worker prepared, with the values it was bound with. A full SCAN of a big
// table fails the test unless the statement is on the allow-list below, with
// its reason. SQLite's plan does not depend on how many rows a table holds
// (D1 keeps no statistics the planner reads), so the small seed shows the
// plan the large shop gets; docs/capacity.md has the timings of both.

/** Tables that grow with the shop: products, orders and what hangs off them, people. */
const BIG = new Set([
  'products', 'orders', 'order_products', 'customers', 'customer_addresses', 'payments', 'cart_items', 'reviews',
  'notification_events', 'notification_deliveries', 'operator_activity', 'credit_notes', 'gateway_webhook_events',
  'short_links', 'login_codes', 'coupon_uses', 'cart_prescriptions', 'search_words', 'outbox', 'rate_limits', 'product_translations',
]);

/** Partial indexes: they hold only the rows the statement wants (low stock). */
const PARTIAL = new Set(['products_low_stock', 'order_products_returns']);

/** Scans that are right where they are, by a piece of the statement's text. */
const ALLOWED: Array<{ sql: RegExp; table: string; why: string }> = [
  {
    table: 'products',
    sql: /^SELECT COUNT\(\*\) AS total_count FROM products_on_sale/,
    why: 'The catalogue list’s total for its pager: counted in an index (no product rows read); '
      + 'the list answer is kept in the edge cache and purged on writes, so it is counted once per write, not per view.',
  },
  {
    table: 'customers',
    sql: /^SELECT COUNT\(\*\) AS n FROM customers WHERE distributor_id = \?/,
    why: 'The console customer list’s total (admins only), counted in an index.',
  },
  {
    table: 'customers',
    sql: /instr\(lower\(name\), lower\(\?\)\)/,
    why: 'The console’s search for one or two characters of a name, e-mail, mobile or order id (admins only): '
      + 'shorter than a trigram, so the customer_text and order_text indexes cannot answer it.',
  },
  {
    table: 'products',
    sql: /instr\(lower\(p\.product_name\), \?\)/,
    why: 'The console’s product search for one or two characters (admins only): shorter than a trigram, '
      + 'so the product_text index cannot answer it; it walks the shop’s products by its index, newest first.',
  },
  {
    table: 'orders',
    sql: /instr\(lower\(order_id\), lower\(\?\)\)/,
    why: 'The same short console search over order ids and the buyers it found.',
  },
  {
    table: 'orders',
    sql: /FROM orders o WHERE o\.distributor_id = \? AND o\.gateway_payment_id IS NULL\) q/,
    why: 'Refunds owed (admins only): orders paid by hand whose ledger now holds more than they cost; '
      + 'read at most 200 at a time, oldest first. docs/capacity.md gives its cost on the large shop.',
  },
];

/** Extra reads the attack table's single probe per route does not make. */
function readsWithFilters(w: AttackWorld): string[] {
  const q = (s: string) => encodeURIComponent(s);
  return [
    `ecomProd/ecomProducts?q=${q('paracetamol')}&limit=20`,
    `ecomProd/ecomProducts?q=${q('पैरासिटामोल')}&limit=20`,
    `ecomProd/ecomProducts?q=${q('paracitamol')}&limit=20`,
    `ecomProd/ecomProducts?q=${q('dolo')}&limit=20`,
    // Not found as typed: its words in any order, the short ones checked on the index's matches.
    `ecomProd/ecomProducts?q=${q('tablet paracetamol 15')}&limit=20`,
    `ecomProd/ecomProducts/category/${w.categoryId}?q=${q('tablet paracetamol')}&sort=price_asc&limit=12`,
    `EcomLogin/EcomCustomer/getAllCustomers?q=${q('shopper demo')}&limit=20`,
    `placeOrder/all-orders?q=${q('shopper demo')}`,
    // Shorter than a trigram, in names only: read in product order up to the cap.
    'ecomProd/ecomProducts?q=pa&limit=20',
    `ecomProd/ecomProducts?q=${q('पै')}&sort=price_asc&limit=20`,
    `ecomProd/ecomProducts/category/${w.categoryId}?q=ol&limit=12`,
    `ecomProd/ecomProducts/category/${w.categoryId}?page=1&limit=12`,
    `ecomProd/ecomProducts/category/${w.categoryId}?page=9&limit=12`,
    `ecomProd/ecomProducts?sort=price_asc&limit=12&offset=48`,
    'placeOrder/all-orders?status=pending&page=1&limit=20',
    'placeOrder/all-orders?payment_method=UPI&payment_status=pending&page=1&limit=20',
    'placeOrder/all-orders?from=2026-01-01&to=2026-12-31&page=2&limit=20',
    `placeOrder/all-orders?q=${q(w.order.orderId)}`,
    'placeOrder/all-orders?q=Pune',
    'placeOrder/all-orders?q=Pu',
    'placeOrder/all-orders?waiting=payments_to_verify',
    'placeOrder/all-orders?waiting=to_assign',
    'placeOrder/all-orders?waiting=returns_to_process',
    'EcomLogin/EcomCustomer/getAllCustomers?q=shopper&limit=20',
    'EcomLogin/EcomCustomer/getAllCustomers?q=shopper&limit=20&offset=40',
    `ecomProd/ecomProducts/category/${w.categoryId}?q=${q('paracetamol')}&limit=12`,
    `ecomProd/ecomProducts?q=${q('paracetamol')}&sort=price_asc&limit=20&offset=20`,
    'EcomLogin/EcomCustomer/getAllCustomers?q=sh&limit=20',
    'EcomLogin/EcomCustomer/getAllCustomers?page=3&limit=20',
    `admin/products?q=${q('paracetamol')}&limit=20`,
    `admin/products?q=${q('पैरासिटामोल')}&page=2&limit=20`,
    'admin/products?q=pa&limit=20',
  ];
}

/** The token that may call a route of this access. */
function callerToken(access: string, w: AttackWorld): string | undefined {
  if (access === 'public') return undefined;
  if (access === 'customer') return w.a.token;
  return w.admin.token;
}

/** Table names behind the aliases a statement gives them (`FROM orders o`). */
function aliasesOf(sql: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of sql.matchAll(/\b(?:FROM|JOIN)\s+([a-z_]+)(?:\s+(?:AS\s+)?([a-z_]+))?/gi)) {
    const [table, alias] = [m[1]!.toLowerCase(), m[2]?.toLowerCase()];
    found.set(table, table);
    if (alias && !/^(where|join|left|inner|on|order|group|limit|using|set|values|cross)$/.test(alias)) found.set(alias, table);
  }
  return found;
}

/** A scan of a whole index that is not partial (a partial index holds only the rows wanted). */
function partialScan(detail: string): RegExpExecArray | null {
  const m = /^SCAN (\w+) USING (?:COVERING )?INDEX (\w+)/.exec(detail);
  return m && !PARTIAL.has(m[2]!) ? m : null;
}

/** Statements that read a whole shop's rows without a LIMIT that stops them early. */
async function scansOf(query: RecordedQuery): Promise<string[]> {
  const db = (env as unknown as Record<string, D1Database>)[query.binding]!;
  const { results } = await db.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).bind(...query.values).all<{ id: number; parent: number; detail: string }>();
  const aliases = aliasesOf(query.sql);
  // A page of an unfiltered list: the shop's rows in index order, stopped by the LIMIT.
  const pageOfAll = /\bWHERE\s+(?:\w+\.)?distributor_id = \?\s+ORDER BY\b.*\bLIMIT\b/is.test(query.sql);
  const scans: string[] = [];
  for (const { parent, detail } of results) {
    const full = /^SCAN (\w+)\b(?! USING (?:COVERING )?INDEX)/.exec(detail) ?? partialScan(detail);
    // A search whose only key is the shop reads all the shop's rows, unless it is a page of an
    // unfiltered list that walks an index in the list's order (no sort of its own at that level).
    const wholeShop = /^SEARCH (\w+) USING (?:COVERING )?INDEX (\w+) \(distributor_id=\?\)$/.exec(detail);
    const sorted = results.some((r) => r.parent === parent && /^USE TEMP B-TREE FOR (ORDER|GROUP) BY/.test(r.detail));
    const m = full ?? (wholeShop && (!pageOfAll || sorted) && !PARTIAL.has(wholeShop[2]!) ? wholeShop : null);
    if (!m) continue;
    const table = aliases.get(m[1]!.toLowerCase()) ?? m[1]!.toLowerCase();
    if (BIG.has(table) && !ALLOWED.some((a) => a.table === table && a.sql.test(query.sql))) scans.push(`${table}: ${detail}`);
  }
  return scans;
}

describe('query plans', () => {
  it('no statement a person’s request runs scans a table that grows with the shop', { timeout: 120_000 }, async () => {
    forgetQueries();
    const w = await buildWorld();
    // An order placed, approved, handed to the rider and delivered, through the API.
    await addToCart(w.b, w.productId, 1);
    const placed = await placeAll(w.b, placePayload(w.b));
    expect(placed.status, placed.text).toBe(201);
    for (const route of ROUTES.filter((r) => r.method === 'GET')) {
      const host = route.pattern.startsWith('files/') ? SEHAT : SEHAT;
      await call(route.path(w), { token: callerToken(route.access, w), host });
    }
    for (const path of readsWithFilters(w)) {
      const res = await call(path, { token: w.admin.token });
      expect(res.status, `${path}: ${res.text}`).toBeLessThan(500);
    }
    await call('ecomProd/ecomProducts?q=atta&limit=20', { host: KIRANA });

    const queries = recordedQueries().filter((q) => /^\s*(SELECT|WITH|UPDATE|DELETE|INSERT)/i.test(q.sql));
    expect(queries.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const query of queries) {
      for (const scan of await scansOf(query)) found.push(`${scan}\n    ${query.sql.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
    expect(found).toEqual([]);
  });
});
