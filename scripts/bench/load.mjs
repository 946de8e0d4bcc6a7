// Many clients at once against one target: each client loops until the time
// or the request budget runs out. Failures are counted, not thrown, so a run
// under load reports how many answers went wrong instead of stopping.
import { percentile } from './stats.mjs';

/**
 * `target.request(client)` (optional) prepares one request for client number
 * `client` before the timer starts (an order needs a filled cart first).
 */
export async function loadRun(base, target, { concurrency = 50, seconds = 5, maxRequests = 3000 } = {}) {
  const times = [];
  let errors = 0;
  let started = 0;
  const firstError = { text: '' };
  const until = performance.now() + seconds * 1000;
  const clock = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      while (performance.now() < until && started < maxRequests) {
        started++;
        try {
          const request = typeof target.request === 'function' ? await target.request(client) : target.request ?? {};
          const t0 = performance.now();
          const res = await fetch(base + target.path, { redirect: 'manual', ...request });
          await res.arrayBuffer();
          times.push(performance.now() - t0);
          if (res.status >= 400) {
            errors++;
            firstError.text ||= `HTTP ${res.status}`;
          }
        } catch (err) {
          errors++;
          firstError.text ||= String(err?.message ?? err);
        }
      }
    }),
  );
  const elapsed = (performance.now() - clock) / 1000;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    errors,
    firstError: firstError.text,
    requests: times.length,
    rps: times.length / elapsed,
  };
}
