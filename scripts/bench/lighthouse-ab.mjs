// Compares pages side by side under Lighthouse's mobile run, alternating them
// run by run so a busy moment of the machine falls on both, and prints the
// median of each figure. A single Lighthouse run on a shared machine moves by
// tens of ms of blocking time; a change is worth keeping only when its
// medians move by more than the spread printed with them.
//   node scripts/bench/lighthouse-ab.mjs [--runs 5] <url> <url> ...
// To compare two builds, serve each on its own port (`npm start` with PORT
// set, or the bench's server) and pass the same path on both.
// "first paint seen" is when the run's own browser showed its first contentful
// frame; Lighthouse's FCP and LCP are its simulation of a mid-range phone.
import { pathToFileURL } from 'node:url';
import { MAIN_THREAD_GROUPS, figures, launchChromium, observedMetrics, performanceRun } from './lighthouse.mjs';
import { median } from './stats.mjs';

/** The figures compared, each with how one run yields it. */
const COLUMNS = [
  ['perf', (f) => f.performance],
  ['TBT ms', (f) => f.tbtMs],
  // In thousandths, as the figures are printed rounded.
  ['CLS x1000', (f) => f.cls * 1000],
  ['LCP ms', (f) => f.lcpMs],
  ['FCP ms', (f) => f.fcpMs],
  ['SI ms', (f) => f.speedIndexMs],
  ['first paint seen ms', (f) => f.observedFcpMs],
  // Where the simulated phone's main-thread time went (garbage collection left out: it is small).
  ...MAIN_THREAD_GROUPS.filter(([group]) => group !== 'garbageCollection').map(([group, label]) => [label, (f) => f.mainThread[group] ?? 0]),
];

/** One run's figures, with the few this comparison adds to the bench's. */
function runFigures(lhr) {
  return {
    ...figures(lhr),
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    speedIndexMs: lhr.audits['speed-index']?.numericValue ?? NaN,
    observedFcpMs: observedMetrics(lhr).observedFirstContentfulPaint ?? NaN,
  };
}

/** Runs Lighthouse `runs` times on each url, alternating; returns the medians and spreads per url. */
export async function compare(urls, runs, log = console.log) {
  const chrome = await launchChromium();
  const results = new Map(urls.map((url) => [url, []]));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const url of urls) {
        results.get(url).push(runFigures(await performanceRun(chrome, url)));
      }
      log(`run ${run} of ${runs} done`);
    }
  } finally {
    chrome.kill();
  }
  return urls.map((url) => ({
    url,
    columns: COLUMNS.map(([name, pick]) => {
      const values = results.get(url).map(pick);
      return { name, median: median(values), min: Math.min(...values), max: Math.max(...values) };
    }),
  }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--runs');
  const runs = at >= 0 ? Number(args.splice(at, 2)[1]) : 5;
  if (!args.length || !(runs >= 1)) {
    console.error('usage: node scripts/bench/lighthouse-ab.mjs [--runs 5] <url> <url> ...');
    process.exit(2);
  }
  const rows = await compare(args, runs);
  console.log(`\nLighthouse mobile, medians of ${runs} alternated runs (lowest-highest)`);
  for (const { url, columns } of rows) {
    console.log(url);
    console.log('  ' + columns.map((c) => `${c.name} ${Math.round(c.median)} (${Math.round(c.min)}-${Math.round(c.max)})`).join(', '));
  }
}
