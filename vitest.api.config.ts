import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { LAYOUT_SENSITIVE } from './tests/api/layouts.ts';

// API tests run inside workerd with real local D1/R2/KV, databases wiped and
// given the demo seed again for each test file (tests/api/setup.ts), never the ones
// `npm start` uses. By default kirana has a database of its own (DB_KIRANA)
// and sehat uses the shared DB; STOREFRONT_DB_LAYOUT=shared runs everything on
// DB alone. The suite passes in both layouts. `npm run test:api` runs every
// file in the shared layout; `npm run test:api:split` only the files whose
// outcome can differ by layout (STOREFRONT_API_FILES=layout-sensitive, the
// list and its reasons in tests/api/layouts.ts).
const layout = process.env.STOREFRONT_DB_LAYOUT === 'shared' ? 'shared' : 'split';
if (process.env.STOREFRONT_DB_LAYOUT && process.env.STOREFRONT_DB_LAYOUT !== layout) {
  throw new Error(`STOREFRONT_DB_LAYOUT must be "split" or "shared", not "${process.env.STOREFRONT_DB_LAYOUT}"`);
}
const files = process.env.STOREFRONT_API_FILES ?? 'all';
if (files !== 'all' && files !== 'layout-sensitive') {
  throw new Error(`STOREFRONT_API_FILES must be "all" or "layout-sensitive", not "${files}"`);
}

// The queues as wrangler.toml declares them, except that a batch goes to its
// consumer 50 ms after its first message instead of up to max_batch_timeout
// (1 s, 5 s for dead letters): the tests poll for what the consumer does, and
// would otherwise wait out that timer each time. Deploys keep wrangler.toml's.
const QUEUE_FLUSH_SECONDS = 0.05;
interface QueueConsumer { queue: string; max_batch_size?: number; max_retries?: number; dead_letter_queue?: string; retry_delay?: number }
/** Read when the pool starts the Worker (knip, loading this file, cannot load wrangler). */
async function queueConsumers() {
  const { unstable_readConfig } = await import('wrangler');
  const declared: QueueConsumer[] = unstable_readConfig({ config: fileURLToPath(new URL('./wrangler.toml', import.meta.url)) }).queues.consumers ?? [];
  return Object.fromEntries(
    declared.map((c) => [
      c.queue,
      { maxBatchSize: c.max_batch_size, maxBatchTimeout: QUEUE_FLUSH_SECONDS, maxRetries: c.max_retries, deadLetterQueue: c.dead_letter_queue, retryDelay: c.retry_delay },
    ]),
  );
}

export default defineConfig({
  // npm test runs both layouts at once: each keeps its own pre-bundled modules.
  cacheDir: `node_modules/.vite/api-${layout}`,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    cloudflareTest(async () => ({
      main: './tests/api/worker.ts',
      // The bindings, compatibility date and flags are wrangler.toml's; the
      // tests add kirana's own database (split layout) and their own settings.
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        d1Databases: layout === 'shared' ? [] : ['DB_KIRANA'],
        queueConsumers: await queueConsumers(),
        bindings: {
          SHOP_DOMAIN: 'localhost',
          APP_ENV: 'test',
          // Failure lines only, as the browser tests' server: a line for every
          // request, carried from workerd to Vitest and dropped there, cost
          // about a tenth of the Worker's time. tests/api/request-log.test.ts
          // turns every line back on for its own requests.
          REQUEST_LOG: 'failures',
          JWT_SECRET: 'test-only-secret-5f0c1d2e3a4b5c6d7e8f9a0b1c2d3e4f',
          ORDER_RACES_SEED: process.env.ORDER_RACES_SEED ?? '',
          // The split run skips the tests its files mark layout-free (tests/api/databases.ts).
          TEST_API_FILES: files,
          // Payments as locally: the simulated gateway for shops without keys,
          // the Razorpay stand-in for shops with keys (src/server/payment/index.ts).
          PAYMENT_SIMULATOR: 'on',
          RAZORPAY_STAND_IN: 'on',
          PAYMENT_KEYS_SECRET: 'test-only-payment-keys-5f0c1d2e3a4b5c6d7e8f9a0b',
          // SMS and WhatsApp off, as deployed by default, whatever a local .dev.vars
          // says: the tests that send them build their channels on the stand-ins.
          MESSAGING_STAND_IN: '',
          SMS_SHOPS: '',
          WHATSAPP_SHOPS: '',
          // Web Push to the local stand-in only (src/server/push/push-stand-in.ts),
          // with a key pair made for the tests and used nowhere else.
          PUSH_STAND_IN: 'on',
          VAPID_PUBLIC_KEY: 'BKxpFFU_lQtSSfriKOtDgS6Z3dCVuGoM-HbTKxRzMdqhyC2gIL5ni9V3VvaLcBXxTmj-w-uJG9ismaPe6yHqhYY',
          VAPID_PRIVATE_KEY: 'd2yOIF16kwxqZJhWC5SeXRywHtyjK2OGDgvor02Ym4E',
          VAPID_SUBJECT: 'mailto:push-tests@example.in',
          TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url))),
        },
      },
    })),
  ],
  test: {
    include: files === 'all' ? ['tests/api/**/*.test.ts'] : Object.keys(LAYOUT_SENSITIVE).map((f) => `tests/api/${f}`),
    // Load runs (*.load.test.ts, minutes each) only when asked: `npm run test:load`.
    // The layout guard (*.node.test.ts) reads files in Node: the unit layer runs it.
    exclude: ['tests/api/**/*.node.test.ts', ...(process.env.STOREFRONT_LOAD ? [] : ['tests/api/**/*.load.test.ts'])],
    // One Worker runs every file in turn: a fresh module graph per file cost
    // about three seconds each, most of the layer's time. setup.ts gives each
    // file fresh storage and seed data instead.
    isolate: false,
    setupFiles: ['./tests/api/setup.ts'],
    testTimeout: 30_000,
    // sanitize-html (policy pages) is CommonJS with deep requires (postcss):
    // pre-bundle it so workerd can load it, as the Astro build does.
    deps: { optimizer: { ssr: { enabled: true, include: ['sanitize-html'] } } },
    hookTimeout: 60_000,
  },
});
