// Where a first visit's main-thread time goes, by category (style, layout,
// HTML parse, script, paint), from a Chromium trace of each catalogue page on
// a phone-sized screen with the CPU slowed 4x. It reads the main thread's own
// CPU time (the trace's thread time), not wall time, so work queued behind
// other processes on a busy machine does not count; Lighthouse reads wall
// time and cannot be compared across a loaded machine's runs. Compare two
// builds by running it against each, alternately:
//   node scripts/bench/main-thread.mjs --base http://127.0.0.1:8787 [--runs 5]
// --signed-in traces the console's Today and orders pages and the rider screen
// instead, signed in as the seed's operators (the session in local storage).
// Prints the median of the runs per page (ms of CPU time at 4x).
import { pathToFileURL } from 'node:url';
import { argValue } from '../lib/local.mjs';
import { JS_BUDGETS, loggedInStorage } from './js-budgets.mjs';
import { LIGHTHOUSE_PAGES } from './lighthouse.mjs';
import { launchBrowser } from './page-weight.mjs';

/** Trace event names per category. */
const CATEGORIES = {
  style: ['UpdateLayoutTree', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  parse: ['ParseHTML'],
  script: ['EvaluateScript', 'v8.compile', 'v8.compileModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback'],
  paint: ['Paint', 'PrePaint', 'Layerize'],
};
/** A task over this long (thread time, 4x CPU) blocks input, as Lighthouse counts it. */
const LONG_TASK_MS = 50;

/** Milliseconds of the page's main-thread CPU time per category, plus blocking time over long tasks. */
async function traceOnce(browser, url, storage = null) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    if (storage) {
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'load' });
    // The page's deferred scripts start when the browser is idle after load.
    await page.waitForTimeout(4000);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    // The renderer's main thread is the one that laid the page out most often.
    const layouts = new Map();
    for (const e of events) if (e.name === 'Layout') layouts.set(`${e.pid}:${e.tid}`, (layouts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
    const main = [...layouts].sort((a, b) => b[1] - a[1])[0]?.[0];
    const totals = Object.fromEntries([...Object.keys(CATEGORIES), 'blocking'].map((k) => [k, 0]));
    for (const e of events) {
      if (e.ph !== 'X' || `${e.pid}:${e.tid}` !== main) continue;
      const ms = (e.tdur ?? e.dur ?? 0) / 1000;
      if (e.name === 'RunTask' && ms > LONG_TASK_MS) totals.blocking += ms - LONG_TASK_MS;
      for (const [category, names] of Object.entries(CATEGORIES)) if (names.includes(e.name)) totals[category] += ms;
    }
    return totals;
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Traces each page `runs` times and prints the medians, one line per page. */
export async function reportMainThread(base, runs, log = console.log, { signedIn = false } = {}) {
  const pages = signedIn ? JS_BUDGETS.filter((page) => page.operator) : LIGHTHOUSE_PAGES;
  const browser = await launchBrowser();
  try {
    log(`Main-thread CPU time, ms at 4x CPU, median of ${runs} (${signedIn ? 'signed in' : 'first visit'}, phone screen)`);
    const keys = [...Object.keys(CATEGORIES), 'blocking'];
    const width = signedIn ? 26 : 16;
    log('page'.padEnd(width) + keys.map((k) => k.padStart(10)).join(''));
    for (const page of pages) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await traceOnce(browser, base + page.path, page.operator ? await loggedInStorage(base, page.operator) : null));
      log(page.name.padEnd(width) + keys.map((k) => String(Math.round(median(samples.map((s) => s[k])))).padStart(10)).join(''));
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = argValue('base', 'http://127.0.0.1:8787').replace(/\/+$/, '');
  await reportMainThread(base, Number(argValue('runs', 5)), console.log, { signedIn: process.argv.includes('--signed-in') });
}
