/// <reference types="@cloudflare/vitest-plugin/types" />

declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    /** Kirana's own database in the split layout (the default); absent with STOREFRONT_DB_LAYOUT=shared. */
    DB_KIRANA?: D1Database;
    /** Replays tests/api/order-races.test.ts's shuffle (from the ORDER_RACES_SEED environment variable). */
    ORDER_RACES_SEED: string;
    /** 'layout-sensitive' in the split run (STOREFRONT_API_FILES), which skips tests marked layout-free (databases.ts). */
    TEST_API_FILES: 'all' | 'layout-sensitive';
  }
  // The Worker under test (tests/api/worker.ts) is the default export.
  interface GlobalProps {
    mainModule: typeof import('./worker');
  }
}
