// Login latency on the built Worker (PBKDF2 hashing included): a fresh seeded
// state, a few warm-up logins, then sequential successful logins of the demo
// shopper. Only failures count towards the login throttle, so successful
// logins of one account never trip it.
//
//   npx astro build && npx node scripts/bench-login.mjs [--port 8799] [--runs 30]
//
// `benchLogin` is exported so an npm run bench script can add it as a row.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { argValue, ensureDevVars } from './lib/local.mjs';
import { migrateAndSeed } from './lib/seed-state.mjs';
import { serveBuiltWorker } from './lib/serve.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function loginOnce(url) {
  const started = performance.now();
  const res = await fetch(`${url}/api/EcomLogin/Ecomlogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'shopper@example.com', password: 'shopper123' }),
  });
  const body = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200 || !body.token) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return ms;
}

/** Median, p95, min and max of `runs` sequential logins against a running shop. */
export async function benchLogin(url, { runs = 30, warmup = 5 } = {}) {
  for (let i = 0; i < warmup; i++) await loginOnce(url);
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await loginOnce(url));
  const sorted = [...times].sort((a, b) => a - b);
  return { name: 'login API (POST /api/EcomLogin/Ecomlogin)', runs, median: percentile(sorted, 50), p95: percentile(sorted, 95), min: sorted[0], max: sorted.at(-1) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(argValue('port', 8799));
  const runs = Number(argValue('runs', 30));
  const persistTo = mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-login-'));
  ensureDevVars();
  await migrateAndSeed(persistTo, { log: () => {} });
  const server = await serveBuiltWorker({ port, persistTo, quiet: true });
  try {
    const r = await benchLogin(server.url, { runs });
    const f = (ms) => `${ms.toFixed(1)} ms`;
    console.log(`${r.name}: median ${f(r.median)}, p95 ${f(r.p95)}, min ${f(r.min)}, max ${f(r.max)} over ${r.runs} sequential logins`);
  } finally {
    server.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}
