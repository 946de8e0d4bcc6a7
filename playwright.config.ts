import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/lib/chromium.mjs';
import { seededCopyDir } from './tests/e2e/support/seeded-copy';

// Browser tests drive a real Chromium (scripts/lib/chromium.mjs says which)
// against the built Worker in workerd, served with a fresh, seeded local
// database (scripts/e2e-server.mjs).

const PORT = Number(process.env.E2E_PORT) || 8790;

// Tests that add products and categories to the seeded shops run after all
// others: tests that compare whole lists (latest products, categories, sort
// orders, all products, the sitemap) with the API never see the catalogue
// change between reading the API and opening the page.
// The UPI expiry test moves the expiry job's clock past every pending order:
// it runs there too, after the tests that wait for a payment. So does the
// console's operations tour, which replaces sehat's popup banner and slides:
// the home page's picture tests read the seeded ones.
const CHANGES_CATALOGUE = ['**/upi-expiry.spec.ts', '**/cart-honesty.spec.ts', '**/operator-tools.spec.ts', '**/attack-stored-script.spec.ts', '**/console-products.spec.ts', '**/console-catalogue.spec.ts', '**/console-storefront.spec.ts', '**/console-search-words.spec.ts', '**/pack-sizes.spec.ts', '**/console-stock.spec.ts', '**/console-operations.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  // Tests, not files, are shared out, so one long file never runs alone at the
  // end; files whose tests depend on each other say so (mode: 'serial').
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records every action of every test (snapshots, screencast): about a
    // tenth of the browser layer's time when kept for all. A failure is retried
    // once in CI, and the retry is traced; locally, add `--trace on`.
    trace: 'on-first-retry',
    // The shop honours reduced motion (dialogs, carousel and scrolling finish at
    // once), so tests see each end state without waiting out animations.
    reducedMotion: 'reduce',
    // The shop's service worker would answer some requests before page.route
    // sees them; tests of offline behaviour allow it (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'storefront', testIgnore: CHANGES_CATALOGUE },
    { name: 'catalogue changes', testMatch: CHANGES_CATALOGUE, dependencies: ['storefront'] },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs --port ${PORT} --seeded-copy ${seededCopyDir(PORT)}`,
    url: `http://127.0.0.1:${PORT}/api/GeneralSetting`,
    reuseExistingServer: false,
    timeout: 300_000, // migrations, seed and workerd start; slow on a busy 2-core machine
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM lets the server remove its state folders on the way out.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
