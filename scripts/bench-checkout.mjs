// Checkout figures on the BUILT Worker (run `npx astro build` first):
//   add-to-cart and place-order API medians (sequential, after warm-up) and
//   the cart page's JavaScript, gzip, before any dialog opens.
// Uses its own temporary seeded state; a bench customer and a product with
// plenty of stock are added before the server starts; tokens are minted with
// the local JWT secret (.dev.vars), as the login API would issue them.
//   npx node scripts/bench-checkout.mjs [--port 8799] [--runs 60]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, argValue, ensureDevVars, openPlatform } from './lib/local.mjs';
import { migrateAndSeed } from './lib/seed-state.mjs';
import { serveBuiltWorker } from './lib/serve.mjs';

const port = Number(argValue('port', 8799));
const runs = Number(argValue('runs', 60));
const warmup = 10;

ensureDevVars();
const secret = /JWT_SECRET=(\S+)/.exec(readFileSync(path.join(ROOT, '.dev.vars'), 'utf8'))[1];
const { signToken } = await import(path.join(ROOT, 'src/server/auth/tokens.ts'));

const persistTo = mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-checkout-'));
await migrateAndSeed(persistTo, { log: () => {} });
const platform = await openPlatform(persistTo);
const { id: did } = await platform.env.DB.prepare("SELECT id FROM distributors WHERE slug = 'sehat'").first();
const customer = await platform.env.DB.prepare(
  "INSERT INTO customers (distributor_id, name, email, password_hash) VALUES (?, 'Bench Shopper', 'bench@example.com', 'unused') RETURNING id",
).bind(did).first();
const product = await platform.env.DB.prepare(
  "INSERT INTO products (distributor_id, product_name, price_paise, discount, total_stock) VALUES (?, 'Bench item', 12345, 10, 1000000) RETURNING id",
).bind(did).first();
await platform.dispose();

const token = await signToken(secret, { id: customer.id, distributorId: did, role: 'customer', tokenVersion: 0 });
const server = await serveBuiltWorker({ port, persistTo, quiet: true });
const origin = `http://localhost:${port}`;

async function api(method, route, body, headers = {}) {
  const res = await fetch(`${origin}/api/${route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text}`);
  return text;
}

async function timed(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

const add = () => api('POST', 'ecomProdCart/add', { product_id: product.id, quantity: 1 });
const placeBody = { payment_method: 'Cash on Delivery', delivery_address: '1 Bench Road, Pune 411001' };
const place = () => api('POST', 'placeOrder/place/all', placeBody, { 'Idempotency-Key': crypto.randomUUID() });

async function cartPageJs() {
  const html = await (await fetch(`${origin}/ecommerce/cart`)).text();
  const urls = new Set();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/(?:component|renderer)-url="([^"]+)"/g)) urls.add(m[1]);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  // Follow static imports only: dynamic import() (payment dialog, sweetalert2) loads when a dialog opens.
  const seen = new Map();
  const queue = [...urls].map((u) => new URL(u, origin).href);
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    const code = await (await fetch(url)).text();
    seen.set(url, code);
    for (const m of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["']([^"']+\.js)["']/g)) {
      queue.push(new URL(m[1], url).href);
    }
  }
  const files = [...seen].map(([url, code]) => ({ url: url.replace(origin, ''), raw: code.length, gzip: gzipSync(code).length }));
  const inlineGzip = inline ? gzipSync(inline).length : 0;
  return { files, inlineGzip, total: files.reduce((n, f) => n + f.gzip, 0) + inlineGzip };
}

try {
  for (let i = 0; i < warmup; i += 1) await add();
  await place();
  const addTimes = [];
  for (let i = 0; i < runs; i += 1) addTimes.push(await timed(add));
  await place();
  const placeTimes = [];
  for (let i = 0; i < runs; i += 1) {
    await add();
    placeTimes.push(await timed(place));
  }
  const js = await cartPageJs();
  const ms = (x) => `${x.toFixed(1)} ms`;
  console.log(`\nCheckout bench (built Worker, ${runs} sequential runs after warm-up)`);
  console.log('| what | median | p95 |');
  console.log('| --- | --- | --- |');
  console.log(`| POST ecomProdCart/add | ${ms(median(addTimes))} | ${ms(p95(addTimes))} |`);
  console.log(`| POST placeOrder/place/all (1 line, COD) | ${ms(median(placeTimes))} | ${ms(p95(placeTimes))} |`);
  console.log(`\nCart page JS before any dialog opens: ${(js.total / 1024).toFixed(1)} KB gzip (${js.files.length} files + ${js.inlineGzip} B inline)`);
  for (const f of js.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.url}`);
} finally {
  server.stop();
  rmSync(persistTo, { recursive: true, force: true });
}
