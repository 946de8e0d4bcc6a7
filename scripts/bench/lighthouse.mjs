// Lighthouse's mobile figures (its default: a mid-range phone, simulated slow
// 4G and a 4x slower CPU; the origin's storage cleared before each run, local
// storage and cookies too, so every run is a first visit with the first-visit
// popup) for the catalogue pages, against the shop's targets:
// the median of three runs per page, since one run moves by tens of ms.
// Drives the machine's Chromium (CHROME_PATH or CHROMIUM_PATH, else
// /usr/bin/chromium); nothing is downloaded. Used by `npm run bench`; also
// runs alone against any running shop:
//   node scripts/bench/lighthouse.mjs --base http://127.0.0.1:8787 [--breakdown]
// --breakdown adds where each page's main-thread time went (Lighthouse's
// mainthread-work-breakdown, by category) and its long tasks.
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from './page-weight.mjs';
import { median } from './stats.mjs';

/** Pages measured, with the largest-paint target where one is set (ms). */
export const LIGHTHOUSE_PAGES = [
  { name: 'home page', path: '/ecommerce', lcpMs: 1200 },
  { name: 'product page', path: '/product/details/1' },
  { name: 'category page', path: '/ecommerce/category/1' },
  { name: 'policy page', path: '/ecommerce/about_us' },
];
/** Targets on every page: scores out of 100, layout shift, total blocking time (ms). */
export const LIGHTHOUSE_TARGETS = { performance: 98, accessibility: 100, cls: 0.01, tbtMs: 150 };

/** Lighthouse's main-thread categories, in the order printed, with short names. */
export const MAIN_THREAD_GROUPS = [
  ['styleLayout', 'style/layout'],
  ['scriptEvaluation', 'script'],
  ['scriptParseCompile', 'script parse'],
  ['parseHTML', 'parse HTML/CSS'],
  ['paintCompositeRender', 'paint'],
  ['garbageCollection', 'GC'],
  ['other', 'other'],
];

/** Milliseconds of main-thread work per category (Lighthouse's simulated phone). */
function mainThread(lhr) {
  const totals = Object.fromEntries(MAIN_THREAD_GROUPS.map(([group]) => [group, 0]));
  for (const item of lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) {
    totals[item.group] = (totals[item.group] ?? 0) + item.duration;
  }
  return totals;
}

/** The page's long tasks (over 50 ms on the simulated phone), longest first. */
function longTasks(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return items.map((t) => ({ url: t.url, ms: t.duration })).sort((a, b) => b.ms - a.ms);
}

/** The figures of one Lighthouse run (scores 0-100, CLS, LCP in ms). */
export function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    mainThread: mainThread(lhr),
    longTasks: longTasks(lhr),
  };
}

/** What a page's figures miss, as short notes (empty when every target holds). */
export function missedTargets(page, f) {
  const missed = [];
  if (f.performance < LIGHTHOUSE_TARGETS.performance) missed.push(`performance < ${LIGHTHOUSE_TARGETS.performance}`);
  if (f.accessibility < LIGHTHOUSE_TARGETS.accessibility) missed.push(`accessibility < ${LIGHTHOUSE_TARGETS.accessibility}`);
  if (!(f.cls <= LIGHTHOUSE_TARGETS.cls)) missed.push(`CLS > ${LIGHTHOUSE_TARGETS.cls}`);
  if (!(f.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs)) missed.push(`TBT > ${LIGHTHOUSE_TARGETS.tbtMs} ms`);
  if (page.lcpMs && !(f.lcpMs <= page.lcpMs)) missed.push(`LCP > ${(page.lcpMs / 1000).toFixed(1)} s`);
  return missed;
}

/** The machine's Chromium, headless, for Lighthouse to drive (kill() it when done). */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
}

/**
 * What Lighthouse clears for the page's origin before each run. Its default
 * leaves local storage, IndexedDB and cookies, so in one browser only a page's
 * first run was a first visit: the home page's later runs were a returning
 * visitor's, without the first-visit popup.
 */
const FIRST_VISIT = {
  clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb', 'cookies'],
};

/** One Lighthouse mobile run of url, performance only, in `chrome`; throws when the page failed to load. */
export async function performanceRun(chrome, url) {
  const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error', ...FIRST_VISIT });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code}`);
  return lhr;
}

/** What the run's own browser saw (first and largest paint, load), as against the simulated phone. */
export function observedMetrics(lhr) {
  return lhr.audits.metrics?.details?.items?.[0] ?? {};
}

/** Runs per page: the targets are set on the median of three first visits. */
const LIGHTHOUSE_RUNS = 3;

/**
 * Runs Lighthouse (mobile) LIGHTHOUSE_RUNS times on each page and prints one
 * line each: the median of every figure, then the runs' performance and TBT.
 * Returns the rows (missed: [] when all hold).
 */
export async function reportLighthouse(base, log = console.log, { breakdown = false } = {}) {
  const chrome = await launchChromium();
  const rows = [];
  try {
    log(`Lighthouse, mobile (first visit, simulated slow 4G and 4x CPU), median of ${LIGHTHOUSE_RUNS} runs`);
    log('page'.padEnd(34) + 'perf'.padStart(6) + 'a11y'.padStart(6) + 'CLS'.padStart(8) + 'LCP s'.padStart(8) + 'TBT ms'.padStart(8));
    for (const page of LIGHTHOUSE_PAGES) {
      const runs = [];
      let failure;
      for (let run = 0; run < LIGHTHOUSE_RUNS && !failure; run++) {
        const result = await lighthouse(base + page.path, {
          ...FIRST_VISIT,
          port: chrome.port,
          onlyCategories: ['performance', 'accessibility'],
          output: 'json',
          logLevel: 'error',
        });
        // Lighthouse reports a failed load (no paint, page error) instead of throwing.
        if (result.lhr.runtimeError) failure = `run failed: ${result.lhr.runtimeError.code}`;
        else runs.push(figures(result.lhr));
      }
      const pick = (key) => median(runs.map((r) => r[key]));
      const f = failure
        ? { performance: 0, accessibility: 0, cls: NaN, lcpMs: NaN, tbtMs: NaN }
        : { performance: pick('performance'), accessibility: pick('accessibility'), cls: pick('cls'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs') };
      const missed = failure ? [failure] : missedTargets(page, f);
      rows.push({ ...page, ...f, runs, missed });
      log(
        page.name.padEnd(34) +
          String(f.performance).padStart(6) +
          String(f.accessibility).padStart(6) +
          f.cls.toFixed(3).padStart(8) +
          (f.lcpMs / 1000).toFixed(2).padStart(8) +
          String(Math.round(f.tbtMs)).padStart(8) +
          `  ${missed.length ? `MISSED: ${missed.join(', ')}` : 'targets hold'}` +
          `  (runs: perf ${runs.map((r) => r.performance).join('/')}, TBT ${runs.map((r) => Math.round(r.tbtMs)).join('/')})`,
      );
      if (breakdown && runs.length) {
        // The run whose blocking time is the median's.
        const middle = runs.find((r) => r.tbtMs === f.tbtMs) ?? runs[0];
        log('  main thread, ms: ' + MAIN_THREAD_GROUPS.map(([group, label]) => `${label} ${Math.round(middle.mainThread[group] ?? 0)}`).join(', '));
        log('  long tasks, ms: ' + (middle.longTasks.map((t) => `${Math.round(t.ms)} (${t.url})`).join(', ') || 'none'));
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const i = process.argv.indexOf('--base');
  const base = (i > 0 ? process.argv[i + 1] : 'http://127.0.0.1:8787').replace(/\/+$/, '');
  const rows = await reportLighthouse(base, console.log, { breakdown: process.argv.includes('--breakdown') });
  process.exit(rows.some((r) => r.missed.length) ? 1 : 0);
}
