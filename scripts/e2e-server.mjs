// The browser tests' server: the built Worker with a fresh, seeded database in
// a temporary folder (never npm start's), removed again on exit.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { argValue, ensureDevVars } from './lib/local.mjs';
import { migrateAndSeed } from './lib/seed-state.mjs';
import { serveBuiltWorker } from './lib/serve.mjs';

const port = Number(argValue('port', process.env.E2E_PORT ?? 8790));
const persistTo = mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
ensureDevVars();
await migrateAndSeed(persistTo, { log: () => {} });
const server = await serveBuiltWorker({ port, persistTo, quiet: true });
console.log(`e2e server on ${server.url}`);

const shutdown = () => {
  server.stop();
  rmSync(persistTo, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
server.child.on('exit', () => {
  rmSync(persistTo, { recursive: true, force: true });
  process.exit(1);
});
