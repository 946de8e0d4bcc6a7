// Lighthouse's mobile figures for the operators' screens, signed in: the
// console's Today page as the seed's admin and the rider screen as its rider.
// The session comes from the login API and is put into the browser's local
// storage (as the login screen leaves it) before the runs; Lighthouse is told
// to keep storage, so each run is a signed-in visit. Median of three runs.
// Not part of `npm test`; runs alone against any running, seeded shop:
//   node scripts/bench/lighthouse-signed-in.mjs --base http://127.0.0.1:8787
// Two builds side by side (each served on its own port), runs alternated:
//   node scripts/bench/lighthouse-signed-in.mjs --runs 5 --base <before> --base <after>
// --save <dir> writes each run's Lighthouse JSON there (what costs the score);
// --page <path> measures only that page (repeatable).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { loggedInStorage } from './js-budgets.mjs';
import { figures, launchChromium } from './lighthouse.mjs';
import { median } from './stats.mjs';

const SIGNED_IN_PAGES = [
  { name: 'console: Today (admin)', path: '/admin', account: { email: 'admin@example.com', password: 'admin123' } },
  { name: 'console: orders (admin)', path: '/admin/orders', account: { email: 'admin@example.com', password: 'admin123' } },
  { name: 'rider screen (rider)', path: '/rider', account: { email: 'rider@example.com', password: 'rider123' } },
];
const RUNS = 3;

/** Writes the session into the origin's local storage of the browser Lighthouse drives. */
async function signIn(port, base, storage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  // A same-origin answer with no scripts: nothing reacts while the session is written.
  await page.goto(`${base}/api/GeneralSetting`);
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await page.close();
  await browser.close();
}

/** Every value given for `--name` (the flag may repeat). */
const args = (name) => process.argv.flatMap((a, i) => (a === `--${name}` && process.argv[i + 1] ? [process.argv[i + 1]] : []));
const bases = (args('base').length ? args('base') : ['http://127.0.0.1:8787']).map((b) => b.replace(/\/+$/, ''));
const runsWanted = Number(args('runs')[0] ?? RUNS);
const saveDir = args('save')[0];
const pages = args('page').length ? SIGNED_IN_PAGES.filter((p) => args('page').includes(p.path)) : SIGNED_IN_PAGES;

/** One signed-in Lighthouse run of a page on a base. */
async function signedInRun(chrome, base, page, run) {
  await signIn(chrome.port, base, await loggedInStorage(base, page.account));
  const { lhr } = await lighthouse(base + page.path, {
    port: chrome.port,
    disableStorageReset: true,
    onlyCategories: ['performance', 'accessibility'],
    output: 'json',
    logLevel: 'error',
  });
  if (lhr.runtimeError) throw new Error(`${base}${page.path}: ${lhr.runtimeError.code}`);
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    const name = `${new URL(base).port}${page.path.replaceAll('/', '_')}-${run}.json`;
    writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
  }
  return figures(lhr);
}

const chrome = await launchChromium();
try {
  // Several bases (two builds) take turns run by run, so a busy moment of the machine falls on each.
  const results = new Map(pages.flatMap((page) => bases.map((base) => [base + page.path, []])));
  for (let run = 0; run < runsWanted; run++) {
    for (const page of pages) {
      for (const base of bases) results.get(base + page.path).push(await signedInRun(chrome, base, page, run));
    }
  }
  console.log(`Lighthouse, mobile, signed in (simulated slow 4G and 4x CPU), median of ${runsWanted} runs`);
  console.log('page'.padEnd(30) + 'perf'.padStart(6) + 'a11y'.padStart(6) + 'CLS'.padStart(8) + 'LCP s'.padStart(8) + 'TBT ms'.padStart(8));
  for (const page of pages) {
    for (const base of bases) {
      const runs = results.get(base + page.path);
      const pick = (key) => median(runs.map((r) => r[key]));
      console.log(
        (bases.length > 1 ? `${page.name} ${base}` : page.name).padEnd(30) +
          String(pick('performance')).padStart(6) +
          String(pick('accessibility')).padStart(6) +
          pick('cls').toFixed(3).padStart(8) +
          (pick('lcpMs') / 1000).toFixed(2).padStart(8) +
          String(Math.round(pick('tbtMs'))).padStart(8) +
          `  (runs: perf ${runs.map((r) => r.performance).join('/')}, TBT ${runs.map((r) => Math.round(r.tbtMs)).join('/')})`,
      );
    }
  }
} finally {
  chrome.kill();
}
