// Serves the built Worker (dist/) in workerd (workerd-server.mjs: Miniflare,
// as inside `wrangler dev`, without its proxy), with the given local state
// folder. Used by npm start, the browser tests and the bench. In the split
// layout (the local default) the Worker also gets kirana's own database (see
// databases.mjs). Workerd fires no cron triggers by itself, so the local
// server fires the Worker's every-minute trigger (the expiry of unpaid orders)
// through Miniflare's scheduled route, as production's cron does.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, stopWhenOrphaned } from './local.mjs';

/** The Worker's every-minute cron trigger (wrangler.toml [triggers]). */
const EVERY_MINUTE = '* * * * *';

/** Miniflare's route that fires a cron trigger (local only; Cloudflare's edge owns /cdn-cgi/). */
export const SCHEDULED_ROUTE = '/cdn-cgi/local/scheduled';

/**
 * `publicPort`: the port shoppers use when a front (host-gate.mjs) stands before
 * the server on `port`: links and the printed address name it.
 */
export async function serveBuiltWorker({ port, publicPort = port, persistTo, host = '127.0.0.1', quiet = false, timeoutMs = 60_000 }) {
  const args = [
    path.join(ROOT, 'scripts/lib/workerd-server.mjs'),
    '--port', String(port), '--host', host, '--persist-to', persistTo, '--public-port', String(publicPort),
    ...(quiet ? ['--quiet'] : []),
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0' },
    // Same process group as the caller: a test runner that kills its server's
    // group (Playwright does) takes the server and workerd down with it.
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  // Set once the shop answers; a start that times out stops before it exists.
  let cron;
  function stop() {
    clearInterval(cron);
    // The server stops workerd on SIGTERM.
    if (!exited) child.kill('SIGTERM');
  }
  const url = `http://localhost:${publicPort}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error('the local server exited before the shop was ready');
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
    fetch(`http://127.0.0.1:${port}${SCHEDULED_ROUTE}?cron=${encodeURIComponent(EVERY_MINUTE)}`).catch(() => {});
  }, 60_000);
  cron.unref();
  child.on('exit', () => clearInterval(cron));
  // If whoever started us goes away, the server goes too.
  const unwatch = stopWhenOrphaned(() => {
    stop();
    process.exit(0);
  });
  child.on('exit', unwatch);
  return { url, port, child, stop };
}
