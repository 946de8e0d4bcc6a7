// The catalogue pages' server time against a static asset of the same Worker,
// side by side in one run: blocks of sequential requests per page, alternated
// round by round so a busy moment of the machine falls on all of them, then
// each page's median and its ratio to the static asset's. With --group <pgid>
// (the process group of a running local server, e.g. the bench's or
// `npm start`'s) it also prints the CPU time its workerd processes spent per
// request, read from /proc (Linux): on a loaded machine the wall times carry
// the scheduler's waits, the CPU time does not. With --against <url> (and
// --against-group <pgid>) a second build, served beside the first, takes its
// blocks in the same rounds, so a change is measured A/B in one run.
//   node scripts/bench/render-ratio.mjs --base http://127.0.0.1:8787 [--rounds 10] [--block 20] [--group <pgid>]
//     [--against http://127.0.0.1:8788 --against-group <pgid>]
import { readFileSync, readdirSync } from 'node:fs';
import { argValue } from '../lib/local.mjs';
import { median } from './stats.mjs';

const base = argValue('base', 'http://127.0.0.1:8787').replace(/\/+$/, '');
const rounds = Number(argValue('rounds', 10));
const block = Number(argValue('block', 20));
const against = argValue('against', '').replace(/\/+$/, '');

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
  const pids = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        return stat(pid)[2] === pgid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('workerd');
      } catch {
        return false;
      }
    });
  if (!pids.length) throw new Error(`no workerd process in process group ${pgid}`);
  return pids;
}
/** CPU milliseconds the workerd processes have used (user and system; the kernel counts in 1/100 s). */
const cpuMs = (pids) => pids.reduce((sum, pid) => sum + (Number(stat(pid)[11]) + Number(stat(pid)[12])) * 10, 0);

/** One build under test: its address, its workerd processes (when named), its samples per page. */
function server(url, group) {
  const pids = group ? workerdPids(group) : [];
  return { url, pids, wall: new Map(PAGES.map(([name]) => [name, []])), cpu: new Map(PAGES.map(([name]) => [name, 0])) };
}
const servers = [server(base, argValue('group', '')), ...(against ? [server(against, argValue('against-group', ''))] : [])];

async function once(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return performance.now() - started;
}

for (const s of servers) for (const [, path] of PAGES) for (let i = 0; i < 10; i++) await once(s.url + path);
for (let round = 0; round < rounds; round++) {
  for (const [name, path] of PAGES) {
    // Each round starts with the other build, so neither always follows the same one.
    for (const s of round % 2 ? [...servers].reverse() : servers) {
      const before = cpuMs(s.pids);
      for (let i = 0; i < block; i++) s.wall.get(name).push(await once(s.url + path));
      s.cpu.set(name, s.cpu.get(name) + cpuMs(s.pids) - before);
    }
  }
}
const requests = rounds * block;
console.log(`${requests} requests per page in ${rounds} alternated rounds against ${servers.map((s) => s.url).join(' and ')}`);
for (const s of servers) {
  const withCpu = s.pids.length > 0;
  const staticWall = median(s.wall.get('static asset'));
  const staticCpu = s.cpu.get('static asset') / requests;
  if (servers.length > 1) console.log(`\n${s.url}`);
  console.log('page'.padEnd(14) + 'median ms'.padStart(11) + 'x static'.padStart(10) + (withCpu ? 'CPU ms/req'.padStart(12) + 'x static'.padStart(10) : ''));
  for (const [name] of PAGES) {
    const m = median(s.wall.get(name));
    const c = s.cpu.get(name) / requests;
    console.log(
      name.padEnd(14) + m.toFixed(1).padStart(11) + (m / staticWall).toFixed(2).padStart(10) + (withCpu ? c.toFixed(1).padStart(12) + (c / staticCpu).toFixed(2).padStart(10) : ''),
    );
  }
}
