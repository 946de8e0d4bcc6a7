// npm run bench: builds (if needed) and serves the Worker with a seeded
// database plus a 10,000-product catalogue (kept in .bench/state), then prints
// median and p95 latency and requests per second per target, and the
// JavaScript each budgeted page ships. A script, not a test: read the figures.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, argValue, bin, ensureDevVars, openPlatform, run } from './lib/local.mjs';
import { migrateAndSeed } from './lib/seed-state.mjs';
import { addLargeCatalogue } from './lib/large-catalogue.mjs';
import { serveBuiltWorker } from './lib/serve.mjs';
import { measure } from './bench/measure.mjs';
import { pageJsGzip } from './bench/js-size.mjs';
import { jsBudgets, targets } from './bench/targets.mjs';

const persistTo = path.join(ROOT, '.bench/state');
const port = Number(argValue('port', process.env.BENCH_PORT ?? 8898));
const samples = Number(argValue('samples', 200));

ensureDevVars();
await migrateAndSeed(persistTo, { log: () => {} });
const added = await addLargeCatalogue(persistTo, 'sehat', 10_000);
if (added) console.log(`Added ${added} generated products to sehat (kept for later runs).`);
if (!existsSync(path.join(ROOT, 'dist/server/entry.mjs')) || process.argv.includes('--build')) {
  await run(bin('astro'), ['build'], { quiet: true });
}

const benchAccount = { email: 'bench@example.com', password: 'bench12345' };
const platform = await openPlatform(persistTo);
const db = platform.env.DB;
const { id: did } = await db.prepare("SELECT id FROM distributors WHERE slug = 'sehat'").first();
const { n } = await db.prepare('SELECT COUNT(*) AS n FROM products WHERE distributor_id = ?').bind(did).first();
const sample = await db.prepare('SELECT id, category_id FROM products WHERE distributor_id = ? ORDER BY id DESC LIMIT 1').bind(did).first();
// A bench customer and a product with stock for the cart and order rows.
const { hashPassword } = await import(path.join(ROOT, 'src/server/auth/password.ts'));
await db
  .prepare("INSERT INTO customers (distributor_id, name, email, mobile, password_hash, address) VALUES (?, 'Bench Shopper', ?, '9800000000', ?, '14 Bench Road, Pune') ON CONFLICT DO NOTHING")
  .bind(did, benchAccount.email, await hashPassword(benchAccount.password))
  .run();
let benchProduct = await db.prepare("SELECT id FROM products WHERE distributor_id = ? AND product_name = 'Bench Pack ORS 21 g'").bind(did).first();
benchProduct ??= await db
  .prepare("INSERT INTO products (distributor_id, category_id, product_name, price_paise, discount, total_stock) VALUES (?, ?, 'Bench Pack ORS 21 g', 2150, 5, 1000000000) RETURNING id")
  .bind(did, sample.category_id)
  .first();
await platform.dispose();

const server = await serveBuiltWorker({ port, persistTo, quiet: true });
const base = `http://127.0.0.1:${port}`;
const ctx = { sampleProductId: sample.id, sampleCategoryId: sample.category_id, benchProductId: benchProduct.id, benchAccount, base };
try {
  console.log(`Built Worker in workerd, sehat catalogue: ${n} products; ${samples} sequential samples, then 8 concurrent for 4 s.\n`);
  console.log('target'.padEnd(34) + 'median ms'.padStart(11) + 'p95 ms'.padStart(9) + 'req/s'.padStart(9));
  for (const target of await targets(base, ctx)) {
    const r = await measure(base, target, { samples, concurrency: target.concurrency ?? 8 });
    console.log(target.name.padEnd(34) + r.median.toFixed(1).padStart(11) + r.p95.toFixed(1).padStart(9) + r.rps.toFixed(0).padStart(9));
  }
  console.log('\npage JavaScript (gzip, before any dialog opens)');
  for (const page of jsBudgets) {
    const { bytes, files } = await pageJsGzip(base, page.path, page.headers);
    const kb = bytes / 1024;
    const budget = page.budgetKb === null ? 'no budget' : `budget ${page.budgetKb} KB${kb > page.budgetKb ? ', OVER' : ''}`;
    console.log(`${page.name.padEnd(34)}${kb.toFixed(1).padStart(8)} KB in ${files} files (${budget})`);
  }
} finally {
  server.stop();
}
process.exit(0);
