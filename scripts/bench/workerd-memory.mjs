// Memory of the workerd processes serving the bench: found by walking the
// server's own process tree in /proc (never by name, so other servers on the
// machine are left out), read from /proc/<pid>/status. Linux only; elsewhere
// the figures are simply absent.
import { readFileSync, readdirSync } from 'node:fs';

function parentOf(pid) {
  try {
    // Field 4 of /proc/<pid>/stat, after the command name in parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
}

/** Every process below `root` (children, grandchildren, ...). */
function descendants(root) {
  let pids;
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
  } catch {
    return [];
  }
  const children = new Map();
  for (const pid of pids) {
    const parent = parentOf(pid);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(pid);
  }
  const found = [];
  const queue = [root];
  while (queue.length) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function status(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(text.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
    return { name: text.match(/^Name:\s+(\S+)/m)?.[1] ?? '?', hwmKb: kb('VmHWM'), rssKb: kb('VmRSS') };
  } catch {
    return null;
  }
}

/** The workerd processes in the server's tree, with their peak (VmHWM) and current (VmRSS) memory. */
export function workerdMemory(serverPid) {
  return descendants(serverPid)
    .map((pid) => ({ pid, ...status(pid) }))
    .filter((p) => p.name === 'workerd');
}

/**
 * Samples VmRSS every `everyMs` while a load runs, so the figure is the peak
 * under that load even when VmHWM was set earlier (by the build or seeding).
 */
export function sampleRss(serverPid, everyMs = 200) {
  let peakKb = 0;
  // The tree is walked once; reading a few status files is cheap enough to repeat.
  const pids = workerdMemory(serverPid).map((p) => p.pid);
  const tick = () => {
    const total = pids.reduce((sum, pid) => sum + (status(pid)?.rssKb ?? 0), 0);
    peakKb = Math.max(peakKb, total);
  };
  tick();
  const timer = setInterval(tick, everyMs);
  return {
    stop() {
      clearInterval(timer);
      tick();
      return peakKb;
    },
  };
}
