// npm run bench: builds (if needed) and serves the Worker with a seeded
// database plus a 10,000-product catalogue (kept in .bench/state), then prints
// median and p95 latency and requests per second per target, the catalogue
// pages' medians against their budgets (multiples of a static asset), a run
// with 50 clients at once with the workerd processes' peak memory, the
// JavaScript each budgeted page ships (measured in Chromium) and Lighthouse's
// mobile figures. A script, not a test: read the figures (it exits with 1 only
// when a page ships more JavaScript than its budget). `--pages-only` skips the
// latency and load runs; `--no-lighthouse` skips Lighthouse. `--scale` compares
// a small shop with a large one instead (scripts/bench/scale.mjs).
// Loopback only, and every run is bounded in time and request count.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, argValue, bin, ensureDevVars, openPlatform, run } from './lib/local.mjs';
import { databaseBindingName } from './lib/databases.mjs';
import { migrateAndSeed } from './lib/seed-state.mjs';
import { addLargeCatalogue } from './lib/large-catalogue.mjs';
import { serveBuiltWorker } from './lib/serve.mjs';
import { measure } from './bench/measure.mjs';
import { loadRun } from './bench/load.mjs';
import { LOAD_CLIENTS, loadAccounts, loadTargets, pageBudgets } from './bench/load-targets.mjs';
import { sampleRss, workerdMemory } from './bench/workerd-memory.mjs';
import { reportJsBudgets } from './bench/js-budgets.mjs';
import { reportLighthouse } from './bench/lighthouse.mjs';
import { targets } from './bench/targets.mjs';

const persistTo = path.join(ROOT, '.bench/state');
const port = Number(argValue('port', process.env.BENCH_PORT ?? 8898));
const samples = Number(argValue('samples', 200));
const loadSeconds = Number(argValue('load-seconds', 5));
const BENCH_PRODUCTS = 5;
const pagesOnly = process.argv.includes('--pages-only');
const withLighthouse = !process.argv.includes('--no-lighthouse');

ensureDevVars();
if (process.argv.includes('--scale')) {
  // The small and the large shop side by side (scripts/bench/scale.mjs).
  if (!existsSync(path.join(ROOT, 'dist/server/entry.mjs'))) await run(bin('astro'), ['build'], { quiet: true });
  await (await import('./bench/scale.mjs')).scaleBench();
  process.exit(0);
}
await migrateAndSeed(persistTo, { log: () => {} });
const added = await addLargeCatalogue(persistTo, 'sehat', 10_000);
if (added) console.log(`Added ${added} generated products to sehat (kept for later runs).`);
if (!existsSync(path.join(ROOT, 'dist/server/entry.mjs')) || process.argv.includes('--build')) {
  await run(bin('astro'), ['build'], { quiet: true });
}

const benchAccount = { email: 'bench@example.com', password: 'bench12345' };
const accounts = [benchAccount, ...loadAccounts()];
const platform = await openPlatform(persistTo);
// sehat's database: its own when the layout binds one, else the shared DB.
const db = platform.env[databaseBindingName('sehat')] ?? platform.env.DB;
const { id: did } = await db.prepare("SELECT id FROM distributors WHERE slug = 'sehat'").first();
const { n } = await db.prepare('SELECT COUNT(*) AS n FROM products WHERE distributor_id = ?').bind(did).first();
const sample = await db.prepare('SELECT id, category_id FROM products WHERE distributor_id = ? ORDER BY id DESC LIMIT 1').bind(did).first();
// Bench customers and products with stock for the cart and order rows.
const { hashPassword } = await import(path.join(ROOT, 'src/server/auth/password.ts'));
const passwordHash = await hashPassword(benchAccount.password);
for (const account of accounts) {
  await db
    .prepare("INSERT INTO customers (distributor_id, name, email, mobile, password_hash, address) VALUES (?, 'Bench Shopper', ?, '9800000000', ?, '14 Bench Road, Pune') ON CONFLICT DO NOTHING")
    .bind(did, account.email, passwordHash)
    .run();
}
const benchProductIds = [];
for (let k = 0; k < BENCH_PRODUCTS; k++) {
  // The first keeps the name earlier runs created.
  const name = k === 0 ? 'Bench Pack ORS 21 g' : `Bench Pack ORS 21 g (${k + 1})`;
  const found = await db.prepare('SELECT id FROM products WHERE distributor_id = ? AND product_name = ?').bind(did, name).first();
  const row =
    found ??
    (await db
      .prepare('INSERT INTO products (distributor_id, category_id, product_name, price_paise, discount, total_stock) VALUES (?, ?, ?, 2150, 5, 1000000000) RETURNING id')
      .bind(did, sample.category_id, name)
      .first());
  benchProductIds.push(row.id);
}
// Carts start empty, so a line never reaches the per-line quantity cap across runs.
await db
  .prepare(`DELETE FROM cart_items WHERE customer_id IN (SELECT id FROM customers WHERE distributor_id = ? AND email LIKE 'bench%@example.com')`)
  .bind(did)
  .run();
await platform.dispose();

const server = await serveBuiltWorker({ port, persistTo, quiet: true });
const base = `http://127.0.0.1:${port}`;
const ctx = {
  sampleProductId: sample.id,
  sampleCategoryId: sample.category_id,
  benchProductId: benchProductIds[0],
  benchProductIds,
  benchAccount,
  loadAccounts: accounts.slice(1),
  base,
};
const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-');
let jsOver;
/** Latency per target, catalogue budgets, the 50-client run and workerd memory. */
async function latencyAndLoad() {
  console.log(`Built Worker in workerd, sehat catalogue: ${n} products; ${samples} sequential samples, then 8 concurrent for 4 s.\n`);
  console.log('target'.padEnd(34) + 'median ms'.padStart(11) + 'p95 ms'.padStart(9) + 'req/s'.padStart(9));
  const medians = new Map();
  for (const target of await targets(base, ctx)) {
    const r = await measure(base, target, { samples, concurrency: target.concurrency ?? 8 });
    medians.set(target.name, r.median);
    console.log(target.name.padEnd(34) + ms(r.median).padStart(11) + ms(r.p95).padStart(9) + r.rps.toFixed(0).padStart(9));
  }

  const staticMedian = medians.get('static asset (reference)');
  console.log(`\ncatalogue page medians as a multiple of the static asset's (${ms(staticMedian)} ms)`);
  for (const page of pageBudgets) {
    const ratio = medians.get(page.name) / staticMedian;
    const verdict = ratio <= page.times ? 'holds' : 'MISSED';
    console.log(`${page.name.padEnd(34)}${ratio.toFixed(1).padStart(6)}x  (budget ${page.times}x: ${verdict})`);
  }

  console.log(`\n${LOAD_CLIENTS} clients at once, ${loadSeconds} s or 3000 requests per target, whichever ends first`);
  console.log(
    'target'.padEnd(34) + 'p50 ms'.padStart(9) + 'p95 ms'.padStart(9) + 'errors'.padStart(8) + 'req/s'.padStart(8) + 'x static'.padStart(10),
  );
  const memory = sampleRss(server.child.pid);
  let staticRps = NaN;
  const errorNotes = [];
  for (const target of await loadTargets(base, ctx)) {
    const r = await loadRun(base, target, { concurrency: LOAD_CLIENTS, seconds: loadSeconds });
    if (Number.isNaN(staticRps)) staticRps = r.rps;
    if (r.errors) errorNotes.push(`${target.name}: ${r.errors} errors, first: ${r.firstError}`);
    console.log(
      target.name.padEnd(34) +
        ms(r.p50).padStart(9) +
        ms(r.p95).padStart(9) +
        String(r.errors).padStart(8) +
        r.rps.toFixed(0).padStart(8) +
        (r.rps / staticRps).toFixed(2).padStart(10),
    );
  }
  const peakRssKb = memory.stop();
  for (const note of errorNotes) console.log(`  ${note}`);
  const processes = workerdMemory(server.child.pid);
  const hwmKb = processes.reduce((sum, p) => sum + p.hwmKb, 0);
  console.log(
    processes.length
      ? `workerd memory (${processes.length} process${processes.length > 1 ? 'es' : ''} in the server's tree): ` +
          `peak resident during the ${LOAD_CLIENTS}-client run ${(peakRssKb / 1024).toFixed(0)} MB, ` +
          `high-water mark since start ${(hwmKb / 1024).toFixed(0)} MB ` +
          `(${processes.map((p) => `pid ${p.pid}: ${(p.hwmKb / 1024).toFixed(0)} MB`).join(', ')})`
      : 'workerd memory: no workerd process found below the server (not Linux?)',
  );
}

try {
  if (!pagesOnly) await latencyAndLoad();
  console.log('');
  const jsRows = await reportJsBudgets(base, benchAccount);
  jsOver = jsRows.some((row) => row.over);
  if (withLighthouse) {
    console.log('');
    await reportLighthouse(base);
  }
} finally {
  server.stop();
}
process.exit(jsOver ? 1 : 0);
