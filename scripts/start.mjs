// npm start: local secrets, migrations and seed (only into an empty database),
// a production build, then the built Worker served in workerd.
import { DEFAULT_STATE, bin, ensureDevVars, run } from './lib/local.mjs';
import { migrateAndSeed } from './lib/seed-state.mjs';
import { serveBuiltWorker } from './lib/serve.mjs';
import { ensureDemoGatewayKeys } from './lib/demo-payments.mjs';
import { freePort, portTaken, startHostGate } from './lib/host-gate.mjs';

const port = Number(process.env.PORT) || 8787;
const portInUse = `npm start: port ${port} is already in use (another npm start?). Stop that server, or choose another port: PORT=${port + 1} npm start`;

// Said before minutes of seeding and building, not as a stack trace after them.
if (await portTaken(port, '127.0.0.1')) {
  console.error(portInUse);
  process.exit(1);
}

if (ensureDevVars()) console.log('Wrote .dev.vars (local JWT_SECRET, APP_ENV=local, SHOP_DOMAIN=localhost).');
console.log('Preparing the local database...');
const seeded = await migrateAndSeed(DEFAULT_STATE);
if (!seeded) console.log('Using the existing local data (.wrangler/state).');
if (await ensureDemoGatewayKeys(DEFAULT_STATE)) console.log('Sehat takes cards through the local Razorpay stand-in (test keys); kirana has no keys.');
console.log('Building...');
await run(bin('astro'), ['build'], { quiet: true });

// The server listens on a port of its own behind the front door, which refuses a
// malformed Host header as the Worker would (workerd answers it with a bare 500).
const server = await serveBuiltWorker({ port: await freePort(), publicPort: port, persistTo: DEFAULT_STATE, quiet: true });
const gate = await startHostGate({ port, host: '127.0.0.1', targetPort: server.port }).catch((err) => {
  // Taken while the shop was being built.
  server.stop();
  console.error(err?.code === 'EADDRINUSE' ? portInUse : err);
  process.exit(1);
});
console.log(`
  Shop ready:
    Sehat Pharmacy (default):  ${server.url}/ecommerce
    Kirana Fresh (grocery):    http://kirana.localhost:${port}/ecommerce

  Demo accounts (both shops): shopper@example.com / shopper123,
  admin@example.com / admin123, rider@example.com / rider123
  Messages sent (e-mail; Sehat's SMS and WhatsApp too): ${server.url}/dev/outbox
  Press Ctrl+C to stop.
`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    gate.close();
    server.stop();
    process.exit(0);
  });
}
server.child.on('exit', (code) => process.exit(code ?? 0));
