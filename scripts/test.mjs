// `npm test`: every layer, stopping at the first that fails.
//
//   unit, with the build and the browser tests' seeded state beside it
//     →  browser (Playwright), while the API layer (workerd) runs beside it:
//        every file in the shared layout, the layout-sensitive files
//        (tests/api/layouts.ts) in the split layout
//
// The API layer runs its files one after another in one Worker, and much of
// its time is spent waiting (the edge cache's second purge, mail sent after
// the answer): its two runs leave a core idle for long stretches, which the
// browser layer uses; the split run has only the files whose outcome can
// differ by layout, so it ends early. The browser layer starts as
// soon as the build and its database (migrated and seeded into a folder its
// server copies) are there. The API runs' output is held back until they end
// and printed after the browser layer's, so the logs do not mix; when an API
// run fails, the browser layer is stopped. At the end, how long each layer took.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_INSTALL, chromiumMissing } from './lib/chromium.mjs';
import { ROOT, ensureDevVars } from './lib/local.mjs';
import { migrateAndSeed } from './lib/seed-state.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const took = [];

/**
 * Starts an npm script. `done` resolves with its exit code; `output()` is what
 * a held (`hold`) run printed, written out by the caller when it chooses.
 */
function npmRun(script, { hold = false, env = {} } = {}) {
  const started = performance.now();
  const child = spawn(npm, ['run', '--silent', script], {
    cwd: ROOT,
    stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const done = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      took.push([script, (performance.now() - started) / 1000]);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
  return { child, done, output: () => output };
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
// The build and the browser tests' database are made while the unit layer
// runs: the browser layer, the longest, can then start as soon as it passes.
const buildRun = npmRun('build', { hold: true });
const seeding = seedForBrowserTests();
if ((await npmRun('test:unit').done) !== 0) {
  buildRun.child.kill('SIGINT');
  // The seed's own processes write into its folder until it ends: removed after.
  await Promise.all([buildRun.done, seeding]);
  finish(1);
}
const apiRuns = [npmRun('test:api', { hold: true }), npmRun('test:api:split', { hold: true })];
let apiFailed = false;
for (const run of apiRuns) void run.done.then((code) => (apiFailed ||= code !== 0));
const [build, seeded] = await Promise.all([buildRun.done, seeding]);
process.stdout.write(buildRun.output());

let e2e = 1;
if (build === 0 && seeded && !apiFailed) {
  const browser = npmRun('test:e2e', { env: { E2E_SEEDED_STATE: seededState } });
  // A failed API layer fails the run: the browser layer stops (SIGINT lets
  // Playwright stop its server and remove its state).
  for (const run of apiRuns) void run.done.then((code) => code !== 0 && browser.child.kill('SIGINT'));
  e2e = await browser.done;
} else if (build !== 0 || !seeded) {
  for (const run of apiRuns) run.child.kill('SIGINT');
}
const apiCodes = await Promise.all(apiRuns.map((run) => run.done));
for (const run of apiRuns) process.stdout.write(run.output());
took.push(['in all', (performance.now() - started) / 1000]);
finish(build === 0 && seeded && e2e === 0 && apiCodes.every((code) => code === 0) ? 0 : 1);
