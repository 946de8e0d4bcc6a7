/// <reference types="@cloudflare/vitest-plugin/types" />

declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    /** Kirana's own database in the split layout (the default); absent with STOREFRONT_DB_LAYOUT=shared. */
    DB_KIRANA?: D1Database;
    /** Replays tests/api/order-races.test.ts's shuffle (from the ORDER_RACES_SEED environment variable). */
    ORDER_RACES_SEED: string;
  }
  // The Worker under test (tests/api/worker.ts) is the default export.
  interface GlobalProps {
    mainModule: typeof import('./worker');
  }
}
