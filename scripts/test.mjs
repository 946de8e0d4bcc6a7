// `npm test`: every layer, stopping at the first that fails.
//
//   unit  →  API (workerd) in both database layouts, the build and the browser
//            tests' seeded state, side by side
//        →  browser (Playwright)
//
// The API layer runs its files one after another in one Worker, so it keeps
// one core busy: the two layouts' runs (every shop in one database, and
// kirana in a database of its own) share the two cores with the build and the
// browser tests' database (migrated and seeded into a folder their server
// copies). Every output but the split layout's is held back until it ends, so
// the logs do not mix. At the end, how long each layer took.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_INSTALL, chromiumMissing } from './lib/chromium.mjs';
import { ROOT, ensureDevVars } from './lib/local.mjs';
import { migrateAndSeed } from './lib/seed-state.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const took = [];

/** Runs an npm script; resolves with its exit code. `hold` buffers its output until it ends. */
function npmRun(script, { hold = false, env = {} } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {
      cwd: ROOT,
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('exit', (code, signal) => {
      if (hold) process.stdout.write(output);
      took.push([script, (performance.now() - started) / 1000]);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

// The browser layer needs a Chromium, and Playwright's own download cannot be
// had everywhere: say so before any layer runs, not after minutes of tests.
if (chromiumMissing()) {
  console.error(`npm test: no Chromium for the browser tests; install one with \`${CHROMIUM_INSTALL}\` (or set CHROMIUM_PATH) and run npm test again.`);
  process.exit(1);
}

const seededState = mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-seeded-'));

/** Migrates and seeds the browser tests' database; false (and a message) when it fails. */
async function seedForBrowserTests() {
  const started = performance.now();
  try {
    ensureDevVars();
    await migrateAndSeed(seededState, { log: () => {} });
    took.push(['browser tests\' database', (performance.now() - started) / 1000]);
    return true;
  } catch (err) {
    console.error(`Seeding the browser tests' database failed: ${err instanceof Error ? err.message : err}`);
    return false;
  }
}

function finish(code) {
  rmSync(seededState, { recursive: true, force: true });
  console.log(`\nnpm test: ${took.map(([name, s]) => `${name} ${s.toFixed(0)} s`).join(', ')}`);
  process.exit(code);
}

const started = performance.now();
if ((await npmRun('test:unit')) !== 0) finish(1);
const [api, apiShared, build, seeded] = await Promise.all([
  npmRun('test:api'),
  npmRun('test:api:shared', { hold: true }),
  npmRun('build', { hold: true }),
  seedForBrowserTests(),
]);
if (api !== 0 || apiShared !== 0 || build !== 0 || !seeded) finish(1);
const e2e = await npmRun('test:e2e', { env: { E2E_SEEDED_STATE: seededState } });
took.push(['in all', (performance.now() - started) / 1000]);
finish(e2e === 0 ? 0 : 1);
