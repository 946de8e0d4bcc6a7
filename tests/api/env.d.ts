/// <reference types="@cloudflare/vitest-plugin/types" />

declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
  // The Worker under test (tests/api/worker.ts) is the default export.
  interface GlobalProps {
    mainModule: typeof import('./worker');
  }
}
