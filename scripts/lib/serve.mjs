// Serves the built Worker (dist/) in workerd through `wrangler dev`, with the
// given local state folder. Used by npm start, the browser tests and the bench.
// In the split layout (the local default) the Worker also gets kirana's own
// database (see databases.mjs). Workerd fires no cron triggers by itself, so
// the local server fires the Worker's every-minute trigger (the expiry of
// unpaid orders) through wrangler's scheduled-testing route, as production's
// cron does.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, bin } from './local.mjs';
import { localServeConfig } from './databases.mjs';

/** The Worker's every-minute cron trigger (wrangler.toml [triggers]). */
const EVERY_MINUTE = '* * * * *';

/**
 * `publicPort`: the port shoppers use when a front (host-gate.mjs) stands before
 * wrangler on `port`: links and the printed address name it.
 */
export async function serveBuiltWorker({ port, publicPort = port, persistTo, host = '127.0.0.1', quiet = false, timeoutMs = 60_000 }) {
  const config = localServeConfig();
  // A configuration of our own is not where wrangler looks for .dev.vars: name it.
  const devVars = path.join(ROOT, '.dev.vars');
  const configArgs = config ? ['--config', config, ...(existsSync(devVars) ? ['--env-file', devVars] : [])] : [];
  const args = [
    'dev', ...configArgs, '--port', String(port), '--ip', host, '--persist-to', persistTo,
    // Local links in mail and canonical URLs name this port, never the request's Host header.
    '--var', `SHOP_PORT:${publicPort}`,
    // Quiet, wrangler drops the Worker's request lines; each still crossed its
    // inspector relay, more CPU than a page answered from memory (docs/slow-phones.md).
    ...(quiet ? ['--var', 'REQUEST_LOG:failures'] : []),
    '--show-interactive-dev-session=false', '--log-level', quiet ? 'error' : 'info',
    '--test-scheduled',
  ];
  const child = spawn(bin('wrangler'), args, {
    cwd: ROOT,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0' },
    // Same process group as the caller: a test runner that kills its server's
    // group (Playwright does) takes wrangler and workerd down with it.
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  // Set once the shop answers; a start that times out stops before it exists.
  let cron;
  function stop() {
    clearInterval(cron);
    // wrangler stops its workerd children on SIGTERM.
    if (!exited) child.kill('SIGTERM');
  }
  const url = `http://localhost:${publicPort}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error('wrangler dev exited before the shop was ready');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/GeneralSetting`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) {
    stop();
    throw new Error(`the shop did not answer on port ${port} within ${timeoutMs / 1000}s`);
  }
  cron = setInterval(() => {
    fetch(`http://127.0.0.1:${port}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(EVERY_MINUTE)}`).catch(() => {});
  }, 60_000);
  cron.unref();
  child.on('exit', () => clearInterval(cron));
  // If whoever started us goes away (npm killed by PID, a closed terminal), stop
  // the server too instead of leaving workerd running.
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== parent) {
      stop();
      process.exit(0);
    }
  }, 1000);
  watch.unref();
  child.on('exit', () => clearInterval(watch));
  return { url, port, child, stop };
}
