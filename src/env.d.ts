/// <reference types="astro/client" />
/// <reference types="@astrojs/cloudflare/types.d.ts" />

// Secrets live in .dev.vars locally and `wrangler secret put` when deployed, and
// SHOP_PORT and REQUEST_LOG only ever come from the local server scripts;
// `wrangler types` sees neither, so they are declared here.
declare namespace Cloudflare {
  interface Env {
    JWT_SECRET: string;
    /** Local runs only: the port local links name (set by scripts/lib/serve.mjs). */
    SHOP_PORT?: string;
    /** Local runs only: `failures` when the server discards its output (src/server/request-log.ts). */
    REQUEST_LOG?: string;
  }
}
interface Env {
  JWT_SECRET: string;
  SHOP_PORT?: string;
  REQUEST_LOG?: string;
}

/** Fixed per build (src/integrations/build-version.mjs): names the service worker's caches. */
declare const __BUILD_VERSION__: string;

declare namespace App {
  interface Locals {
    /** The distributor resolved from the request's host by the middleware. */
    distributor: import('@/contract/catalogue').Distributor;
  }
}
