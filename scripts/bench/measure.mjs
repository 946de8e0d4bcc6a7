// Latency and throughput of one HTTP target against a running server.

import { percentile } from './stats.mjs';

async function once(base, target) {
  const request = typeof target.request === 'function' ? await target.request() : target.request ?? {};
  const started = performance.now();
  const res = await fetch(base + target.path, { redirect: 'manual', ...request, headers: { ...(request.headers ?? {}), ...(target.host ? { host: target.host } : {}) } });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status >= 400) throw new Error(`${target.name}: HTTP ${res.status}`);
  return ms;
}

/** Sequential requests for latency, then `concurrency` loops for throughput. */
export async function measure(base, target, { warmup = 20, samples = 200, concurrency = 8, seconds = 4 } = {}) {
  for (let i = 0; i < warmup; i++) await once(base, target);
  const times = [];
  for (let i = 0; i < samples; i++) times.push(await once(base, target));
  times.sort((a, b) => a - b);
  let done = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await once(base, target);
        done++;
      }
    }),
  );
  return { median: percentile(times, 50), p95: percentile(times, 95), rps: done / seconds };
}
