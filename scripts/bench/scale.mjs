// npm run bench -- --scale [--products 100000 --orders 200000 --customers 50000] [--samples 15]
// The same requests against a small shop (the demo seed) and a large one (the
// seed grown by seed:large), one after the other in one run: the server's
// median time and the D1 rows read per request (the local server's
// x-d1-rows-read header, summed from the query meta), and their ratios.
// The large state is kept in .bench/large, so later runs skip the seeding.
import path from 'node:path';
import { ROOT, argValue, openPlatform } from '../lib/local.mjs';
import { migrateAndSeed } from '../lib/seed-state.mjs';
import { addLargeCatalogue, shopOf } from '../lib/large-catalogue.mjs';
import { addLargeHistory } from '../lib/large-history.mjs';
import { serveBuiltWorker } from '../lib/serve.mjs';
import { median } from './stats.mjs';

const SHOPPER = { email: 'scale-bench@example.com', password: 'bench12345' };
const ADMIN = { email: 'admin@example.com', password: 'admin123' };

/** A shopper with a password (the generated ones have none) and a product to buy. */
async function prepare(persistTo) {
  const platform = await openPlatform(persistTo);
  try {
    const { db, did } = await shopOf(platform, 'sehat');
    const { hashPassword } = await import(path.join(ROOT, 'src/server/auth/password.ts'));
    await db
      // A customer of a year's standing: the limits on new accounts' open orders do not apply.
      .prepare("INSERT INTO customers (distributor_id, name, email, mobile, password_hash, address, created_at) VALUES (?, 'Scale Bench', ?, '9800000001', ?, '14 Bench Road, Pune', '2025-01-01T00:00:00.000Z') ON CONFLICT DO NOTHING")
      .bind(did, SHOPPER.email, await hashPassword(SHOPPER.password))
      .run();
    await db.prepare("UPDATE customers SET created_at = '2025-01-01T00:00:00.000Z' WHERE distributor_id = ? AND email = ?").bind(did, SHOPPER.email).run();
    await db.prepare('DELETE FROM cart_items WHERE customer_id IN (SELECT id FROM customers WHERE distributor_id = ? AND email = ?)').bind(did, SHOPPER.email).run();
    const product = await db.prepare('SELECT id, category_id FROM products WHERE distributor_id = ? AND withdrawn_at IS NULL AND category_id IS NOT NULL ORDER BY id LIMIT 1').bind(did).first();
    await db.prepare('UPDATE products SET total_stock = 1000000000 WHERE id = ?').bind(product.id).run();
    const { n } = await db.prepare('SELECT COUNT(*) AS n FROM products WHERE distributor_id = ? AND category_id = ? AND withdrawn_at IS NULL').bind(did, product.category_id).first();
    const sizes = await db
      .prepare('SELECT (SELECT COUNT(*) FROM products WHERE distributor_id = ?1) AS products, (SELECT COUNT(*) FROM orders WHERE distributor_id = ?1) AS orders, (SELECT COUNT(*) FROM customers WHERE distributor_id = ?1) AS customers')
      .bind(did)
      .first();
    return { product, lastPage: Math.max(1, Math.ceil(n / 24)), sizes };
  } finally {
    await platform.dispose();
  }
}

const json = (method, body, headers = {}) => ({ method, headers: { 'content-type': 'application/json', ...headers }, body: body && JSON.stringify(body) });

async function tokenOf(base, account) {
  const res = await fetch(`${base}/api/EcomLogin/Ecomlogin`, json('POST', account));
  if (!res.ok) throw new Error(`bench login of ${account.email} failed: ${res.status}`);
  return (await res.json()).token;
}

/**
 * The requests, as [name, request, list?]: request() gives { path, init? }, with a fresh query
 * string where a page would come from the edge cache. A list's `atLimit(n)` is the same
 * request for a page of n, so the large shop can also be asked for the page the small shop
 * filled (like with like: a full page of 20 against the 1 pending order of the small shop
 * compares pages, not shops).
 */
function requests(base, shop, admin, shopper) {
  const asAdmin = { authorization: `Bearer ${admin}` };
  const month = new Date().toISOString().slice(0, 7);
  const q = (s) => encodeURIComponent(s);
  let fresh = 0;
  const page = (p) => () => ({ path: `${p}${p.includes('?') ? '&' : '?'}bench=${++fresh}` });
  const api = (p, headers = asAdmin) => () => ({ path: p, init: { headers } });
  /** A list API of `limit` items a page (20 in the table). */
  const list = (name, p, headers = asAdmin) => [name, api(`${p}&limit=20`, headers), { atLimit: (n) => api(`${p}&limit=${n}`, headers) }];
  return [
    ['static asset (reference)', () => ({ path: '/favicon.svg' })],
    ['home page', page('/ecommerce')],
    ['category page, first page', page(`/ecommerce/category/${shop.product.category_id}?page=1`)],
    ['category page, last page', page(`/ecommerce/category/${shop.product.category_id}?page=${shop.lastPage}`)],
    ['product page', page(`/product/details/${shop.product.id}`)],
    list('search, English', `/api/ecomProd/ecomProducts?q=${q('paracetamol')}`, {}),
    list('search, Hindi', `/api/ecomProd/ecomProducts?q=${q('पैरासिटामोल')}`, {}),
    list('search, misspelt', `/api/ecomProd/ecomProducts?q=${q('paracitamol')}`, {}),
    list('console orders, by status', '/api/placeOrder/all-orders?status=pending&page=1'),
    list('console orders, by payment', '/api/placeOrder/all-orders?payment_method=UPI&payment_status=pending&page=1'),
    list('console orders, by date', `/api/placeOrder/all-orders?from=${month}-01&to=${month}-28&page=1`),
    ['console Today', api('/api/admin/today')],
    list('customers search', `/api/EcomLogin/EcomCustomer/getAllCustomers?q=sharma`),
    ['reports, sales of a month', api(`/api/admin/reports/sales?from=${month}-01&to=${month}-28&by=day`)],
    ['reports, GST summary of a month', api(`/api/admin/reports/gstr1?month=${month}`)],
    ['products CSV export', api('/api/admin/products/csv')],
    [
      'placing an order',
      async () => {
        const auth = { authorization: `Bearer ${shopper}` };
        const add = await fetch(`${base}/api/ecomProdCart/add`, json('POST', { product_id: shop.product.id, quantity: 1 }, auth));
        if (!add.ok) throw new Error(`bench add failed: ${add.status}`);
        const body = { payment_method: 'Cash on Delivery', delivery_address: '14 Bench Road, Kothrud, Pune 411038' };
        return { path: '/api/placeOrder/place/all', init: json('POST', body, { ...auth, 'Idempotency-Key': crypto.randomUUID() }) };
      },
    ],
  ];
}

/** How many items a list answer shows (its first array of products, orders or customers). */
function shownIn(body) {
  try {
    const answer = JSON.parse(new TextDecoder().decode(body));
    const items = Array.isArray(answer) ? answer : (answer.products ?? answer.orders ?? answer.customers);
    return Array.isArray(items) ? items.length : NaN;
  } catch {
    return NaN;
  }
}

/** Median milliseconds and rows read of one request, or null when the shop has no such route. */
async function sample(base, prepareRequest, samples) {
  const times = [];
  const rows = [];
  let shown = NaN;
  for (let i = 0; i < samples + 2; i++) {
    const { path: p, init } = await prepareRequest();
    const started = performance.now();
    const res = await fetch(base + p, { redirect: 'manual', ...init });
    const body = await res.arrayBuffer();
    const ms = performance.now() - started;
    if (res.status === 404) return null;
    if (res.status >= 400) throw new Error(`${p}: HTTP ${res.status} ${new TextDecoder().decode(body).slice(0, 200)}`);
    // The first two warm the isolate and its caches.
    if (i < 2) continue;
    times.push(ms);
    rows.push(Number(res.headers.get('x-d1-rows-read') ?? NaN));
    shown = shownIn(body);
  }
  return { ms: median(times), rows: median(rows), shown };
}

/** Each request's figures; with `pages` (the small shop's items shown per list), each list also at that page size. */
async function measureShop(persistTo, port, samples, pages) {
  const shop = await prepare(persistTo);
  const server = await serveBuiltWorker({ port, persistTo, quiet: true, timeoutMs: 180_000 });
  try {
    const base = `http://127.0.0.1:${port}`;
    const [admin, shopper] = [await tokenOf(base, ADMIN), await tokenOf(base, SHOPPER)];
    const results = new Map();
    const atSmallPage = new Map();
    for (const [name, request, list] of requests(base, shop, admin, shopper)) {
      results.set(name, await sample(base, request, samples));
      const n = pages?.get(name);
      if (list && Number.isFinite(n)) atSmallPage.set(name, { limit: Math.max(1, n), ...(await sample(base, list.atLimit(Math.max(1, n)), samples)) });
    }
    return { sizes: shop.sizes, results, atSmallPage };
  } finally {
    server.stop();
  }
}

export async function scaleBench() {
  const products = Number(argValue('products', 100_000));
  const orders = Number(argValue('orders', 200_000));
  const customers = Number(argValue('customers', 50_000));
  const samples = Number(argValue('samples', 15));
  const port = Number(argValue('port', process.env.BENCH_PORT ?? 8898));
  const small = path.join(ROOT, '.bench/small');
  const large = path.join(ROOT, '.bench/large');
  await migrateAndSeed(small, { log: () => {} });
  await migrateAndSeed(large, { log: () => {} });
  const progress = (line) => process.stdout.write(`\rgrowing the large shop: ${line}          `);
  await addLargeCatalogue(large, 'sehat', products, progress);
  await addLargeHistory(large, 'sehat', { customers, orders }, progress);
  process.stdout.write('\n');
  const a = await measureShop(small, port, samples);
  const pages = new Map([...a.results].map(([name, r]) => [name, r?.shown]));
  const b = await measureShop(large, port, samples, pages);
  const size = (s) => `${s.products} products, ${s.orders} orders, ${s.customers} customers`;
  console.log(`\nsmall: ${size(a.sizes)}\nlarge: ${size(b.sizes)}\nmedian of ${samples} requests each, one after another\n`);
  const col = (v, w) => String(v).padStart(w);
  const fmt = (v, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : '-');
  console.log('request'.padEnd(34) + col('shown', 9) + col('small ms', 10) + col('large ms', 10) + col('ratio', 7) + col('small rows', 12) + col('large rows', 12) + col('ratio', 8));
  for (const [name, s] of a.results) {
    const l = b.results.get(name);
    if (!s || !l) {
      console.log(name.padEnd(34) + col('(no such route)', 22));
      continue;
    }
    console.log(
      name.padEnd(34) + col(Number.isFinite(s.shown) ? `${s.shown}/${l.shown}` : '', 9) + col(fmt(s.ms), 10) + col(fmt(l.ms), 10) + col(fmt(l.ms / s.ms, 2), 7) +
        col(fmt(s.rows, 0), 12) + col(fmt(l.rows, 0), 12) + col(s.rows ? fmt(l.rows / s.rows, 1) : '-', 8),
    );
  }
  // Like with like: the large shop asked for the page the small shop filled.
  console.log('\nlists, the large shop asked for the small shop\'s page (items shown in the small shop, at least 1)\n');
  console.log('request'.padEnd(34) + col('page', 6) + col('small rows', 12) + col('large rows', 12) + col('ratio', 8));
  for (const [name, l] of b.atSmallPage) {
    const s = a.results.get(name);
    console.log(name.padEnd(34) + col(l.limit, 6) + col(fmt(s.rows, 0), 12) + col(fmt(l.rows, 0), 12) + col(s.rows ? fmt(l.rows / s.rows, 1) : '-', 8));
  }
}
