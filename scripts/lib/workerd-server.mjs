// The built Worker (dist/) in workerd, served by Miniflare directly: the same
// runtime, bindings and local state layout as `wrangler dev`, without the
// proxy Worker and inspector wrangler puts in front of it. Each request to
// `wrangler dev` crossed a second workerd and wrangler's log relay, about
// half of the processor time of a small answer (docs/testing.md).
//
//   node scripts/lib/workerd-server.mjs --port P --host H --persist-to DIR
//     [--public-port Q] [--quiet]
//
// Started by serve.mjs, which waits for the shop to answer. Stops (and stops
// workerd) on SIGTERM or SIGINT, or when the process that started it is gone.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { unstable_getDevCompatibilityDate, unstable_getMiniflareWorkerOptions } from 'wrangler';
import { localServeConfig } from './databases.mjs';
import { ROOT, argValue, readDevVars, stopWhenOrphaned } from './local.mjs';

// Wrangler's own Miniflare, so the workerd binary is the one `wrangler dev`
// and `wrangler deploy`'s checks use, not an older copy another package pins.
const { Miniflare, Log, LogLevel, convertV4MiniflareOptions } = createRequire(createRequire(import.meta.url).resolve('wrangler'))('miniflare');

const port = Number(argValue('port', '8787'));
const host = argValue('host', '127.0.0.1');
const persistTo = argValue('persist-to', '');
const publicPort = argValue('public-port', String(port));
const quiet = process.argv.includes('--quiet');
if (!persistTo) throw new Error('workerd-server: --persist-to is required');

const config = localServeConfig() ?? path.join(ROOT, 'dist/server/wrangler.json');
// The build's configuration names its bindings, vars, queues and Durable
// Objects; wrangler turns it into Miniflare's options as `wrangler dev` does.
const { workerOptions: options, main } = unstable_getMiniflareWorkerOptions(config);
// Module rules would make Miniflare find the modules itself; they are listed below.
delete options.modulesRules;

// The build is already bundled into ES modules beside its entry: list them
// all, as wrangler does for a configuration with no_bundle.
const modulesRoot = path.dirname(main);
const chunks = readdirSync(modulesRoot, { recursive: true })
  .filter((file) => /\.m?js$/.test(file))
  .map((file) => path.join(modulesRoot, file))
  .filter((file) => file !== main);
const modules = [main, ...chunks].map((file) => ({ type: 'ESModule', path: file }));

// .dev.vars (written by npm start) overrides [vars], as in `wrangler dev`.
const devVars = readDevVars();

const mf = new Miniflare(
  convertV4MiniflareOptions({
    host,
    port,
    // wrangler dev --persist-to DIR keeps D1, R2, KV, queues and Durable Objects under DIR/v3.
    resourcePersistencePath: path.join(persistTo, 'v3'),
    // /cdn-cgi/local/scheduled fires a cron trigger (serve.mjs, every minute).
    unsafeTriggerHandlers: true,
    // No request.cf from Cloudflare's API (unreachable offline): Miniflare's placeholder.
    cf: false,
    log: new Log(quiet ? LogLevel.WARN : LogLevel.INFO),
    logRequests: !quiet,
    workers: [
      {
        ...options,
        name: 'edge-storefront',
        // A runtime older than the configured date serves at the newest date it knows, as wrangler dev does.
        compatibilityDate: [options.compatibilityDate, unstable_getDevCompatibilityDate()].sort()[0],
        modules,
        modulesRoot,
        bindings: {
          ...options.bindings,
          ...devVars,
          // Local links in mail and canonical URLs name this port, never the request's Host header.
          SHOP_PORT: publicPort,
          // Quiet: the Worker writes failure lines only.
          ...(quiet ? { REQUEST_LOG: 'failures' } : {}),
        },
      },
    ],
  }),
);
await mf.ready;
console.log(`workerd-server: listening on http://${host}:${port}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await mf.dispose().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Killed without a signal it can catch, serve.mjs cannot stop this server: it stops itself.
stopWhenOrphaned(stop);
