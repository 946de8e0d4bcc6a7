// The browser tests' server: the built Worker with a fresh, seeded database in
// a temporary folder (never npm start's), removed again on exit.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { argValue, ensureDevVars } from './lib/local.mjs';
import { migrateAndSeed } from './lib/seed-state.mjs';
import { serveBuiltWorker } from './lib/serve.mjs';

const port = Number(argValue('port', process.env.E2E_PORT ?? 8790));
const persistTo = mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
// A copy of the freshly seeded state, for tests that need a state folder of
// their own (copying it takes a moment; migrating and seeding again takes many).
const template = argValue('seeded-copy', '');
ensureDevVars();
// `npm test` migrates and seeds a state folder while the API tests run and
// names it here: copying it takes a moment, migrating and seeding many seconds.
const prepared = process.env.E2E_SEEDED_STATE;
if (prepared && existsSync(prepared)) cpSync(prepared, persistTo, { recursive: true });
else await migrateAndSeed(persistTo, { log: () => {} });
if (template) {
  rmSync(template, { recursive: true, force: true });
  cpSync(persistTo, template, { recursive: true });
}
const server = await serveBuiltWorker({ port, persistTo, quiet: true });
console.log(`e2e server on ${server.url}`);

const removeState = () => {
  rmSync(persistTo, { recursive: true, force: true });
  if (template) rmSync(template, { recursive: true, force: true });
};
const shutdown = () => {
  server.stop();
  removeState();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
server.child.on('exit', () => {
  removeState();
  process.exit(1);
});
