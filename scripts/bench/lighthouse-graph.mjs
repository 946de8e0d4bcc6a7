// What Lighthouse's simulated phone waits for before a page's first and
// largest paint. Lighthouse estimates each paint as the mean of two
// simulations of the run's requests and main-thread tasks: one with only what
// the paint could need, one with everything that finished before the paint
// the run's browser showed. This prints each simulation's requests (priority,
// bytes) and tasks (their time on this machine; the phone takes 4 times as
// long), with where they start and end on the phone, in ms.
// First, the server latency Lighthouse assumes for the page's origin and the
// run's requests it took it from: the simulation adds that latency to every
// request, the document and the largest paint's picture included, and it is
// the median of the whole run's requests, late ones too.
// Then the tasks that make up the blocking time: the two simulations of when
// the page becomes interactive, with each task of 50 ms or more on the phone
// and the events it spent most time in. Lighthouse's TBT counts the part of
// those tasks after the simulated first paint.
//   node scripts/bench/lighthouse-graph.mjs <url>
import { pathToFileURL } from 'node:url';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { launchChromium, observedMetrics, performanceRun } from './lighthouse.mjs';

const SIMULATIONS = /^(optimistic|pessimistic)(FirstContentfulPaint|LargestContentfulPaint)$/;
const INTERACTIVE = /^(optimistic|pessimistic)Interactive$/;
/** Tasks this long on the simulated phone count towards TBT (the part over 50 ms). */
const LONG_TASK_MS = 50;
const TASK_EVENTS = /^(ParseHTML|EvaluateScript|v8\.evaluateModule|FunctionCall|UpdateLayoutTree|Layout|Paint|FireIdleCallback|TimerFire)$/;

/** One request or task of a simulation, as a line. */
function describe(node) {
  if (node.type === 'network') {
    const { priority, url, transferSize } = node.request;
    return `${priority.padEnd(8)} ${new URL(url).pathname} ${transferSize} B`;
  }
  const events = [...new Set(node.childEvents.map((e) => e.name).filter((name) => TASK_EVENTS.test(name)))];
  return `task     ${Math.round(node.duration / 1000)} ms here: ${events.join(', ')}`;
}

/** A task's five events with the most time (ms on this machine; nested events overlap). */
function busiestEvents(node) {
  const ms = new Map();
  for (const e of node.childEvents) ms.set(e.name, (ms.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  return [...ms].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, t]) => `${name} ${Math.round(t)}`).join(', ');
}

/** The server latency Lighthouse assumed per origin, then the run's requests as its browser saw them (ms from the start). */
function printServerLatency(lhr, log) {
  for (const { origin, serverResponseTime } of lhr.audits['network-server-latency']?.details?.items ?? []) {
    log(`server latency assumed for ${origin}: ${Math.round(serverResponseTime)} ms`);
  }
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  log(`the run's ${requests.length} requests (start, end, bytes, type, path):`);
  for (const r of requests) {
    log(`${String(Math.round(r.networkRequestTime)).padStart(6)} ${String(Math.round(r.networkEndTime)).padStart(6)}  ${String(r.transferSize).padStart(6)} ${r.resourceType.padEnd(8)} ${new URL(r.url).pathname}`);
  }
}

/** Runs Lighthouse (mobile) once on url and prints its paint simulations and its long tasks. */
export async function printGraphs(url, log = console.log) {
  const chrome = await launchChromium();
  try {
    const lhr = await performanceRun(chrome, url);
    const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    const seen = observedMetrics(lhr);
    log(`FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms`);
    log(`seen in the run: first paint ${seen.observedFirstContentfulPaint} ms, largest ${seen.observedLargestContentfulPaint} ms, load ${seen.observedLoad} ms`);
    printServerLatency(lhr, log);
    // Lighthouse keeps every simulation of the run it has just made, by name.
    for (const [name, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
      if (!SIMULATIONS.test(name)) continue;
      const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
      log(`\n${name}: its last request or task ends at ${Math.round(Math.max(...rows.map(([, t]) => t.endTime)))} ms`);
      for (const [node, t] of rows) log(`${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${describe(node)}`);
    }
    for (const [name, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
      if (!INTERACTIVE.test(name)) continue;
      const long = [...timings.entries()]
        .filter(([node, t]) => node.type === 'cpu' && t.endTime - t.startTime >= LONG_TASK_MS)
        .sort((a, b) => a[1].startTime - b[1].startTime);
      log(`\n${name}: tasks of ${LONG_TASK_MS} ms or more on the phone (events: ms here)`);
      for (const [node, t] of long) log(`${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${busiestEvents(node)}`);
    }
  } finally {
    chrome.kill();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.argv[2];
  if (!url) {
    console.error('usage: node scripts/bench/lighthouse-graph.mjs <url>');
    process.exit(2);
  }
  await printGraphs(url);
}
