// The catalogue pages' server time against a static asset of the same Worker,
// side by side in one run: blocks of sequential requests per page, alternated
// round by round so a busy moment of the machine falls on all of them, then
// each page's median and its ratio to the static asset's. With --group <pgid>
// (the process group of a running `wrangler dev`, e.g. the bench's or
// `npm start`'s) it also prints the CPU time its workerd processes spent per
// request, read from /proc (Linux): on a loaded machine the wall times carry
// the scheduler's waits, the CPU time does not.
//   node scripts/bench/render-ratio.mjs --base http://127.0.0.1:8787 [--rounds 10] [--block 20] [--group <pgid>]
import { readFileSync, readdirSync } from 'node:fs';
import { argValue } from '../lib/local.mjs';
import { median } from './stats.mjs';

const base = argValue('base', 'http://127.0.0.1:8787').replace(/\/+$/, '');
const rounds = Number(argValue('rounds', 10));
const block = Number(argValue('block', 20));
const group = argValue('group', '');

/** The pages compared, the static asset first (the reference). */
const PAGES = [
  ['static asset', '/favicon.svg'],
  ['home', '/ecommerce'],
  ['product', '/product/details/1'],
  ['category', '/ecommerce/category/1'],
  ['policy', '/ecommerce/terms_conditions'],
];

const stat = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
/** The workerd processes of process group `pgid`. */
function workerdPids(pgid) {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        return stat(pid)[2] === pgid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('workerd');
      } catch {
        return false;
      }
    });
}
const pids = group ? workerdPids(group) : [];
if (group && !pids.length) throw new Error(`no workerd process in process group ${group}`);
/** CPU milliseconds the workerd processes have used (user and system; the kernel counts in 1/100 s). */
const cpuMs = () => pids.reduce((sum, pid) => sum + (Number(stat(pid)[11]) + Number(stat(pid)[12])) * 10, 0);

async function once(path) {
  const started = performance.now();
  const res = await fetch(base + path, { headers: { 'accept-encoding': 'gzip' } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return performance.now() - started;
}

const wall = new Map(PAGES.map(([name]) => [name, []]));
const cpu = new Map(PAGES.map(([name]) => [name, 0]));
for (const [, path] of PAGES) for (let i = 0; i < 10; i++) await once(path);
for (let round = 0; round < rounds; round++) {
  for (const [name, path] of PAGES) {
    const before = cpuMs();
    for (let i = 0; i < block; i++) wall.get(name).push(await once(path));
    cpu.set(name, cpu.get(name) + cpuMs() - before);
  }
}
const requests = rounds * block;
const staticWall = median(wall.get('static asset'));
const staticCpu = cpu.get('static asset') / requests;
console.log(`${requests} requests per page in ${rounds} alternated rounds against ${base}`);
console.log('page'.padEnd(14) + 'median ms'.padStart(11) + 'x static'.padStart(10) + (pids.length ? 'CPU ms/req'.padStart(12) + 'x static'.padStart(10) : ''));
for (const [name] of PAGES) {
  const m = median(wall.get(name));
  const c = cpu.get(name) / requests;
  console.log(
    name.padEnd(14) + m.toFixed(1).padStart(11) + (m / staticWall).toFixed(2).padStart(10) + (pids.length ? c.toFixed(1).padStart(12) + (c / staticCpu).toFixed(2).padStart(10) : ''),
  );
}
