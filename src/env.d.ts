/// <reference types="astro/client" />
/// <reference types="@astrojs/cloudflare/types.d.ts" />

// Secrets live in .dev.vars locally and `wrangler secret put` when deployed;
// `wrangler types` does not see them, so they are declared here.
declare namespace Cloudflare {
  interface Env {
    JWT_SECRET: string;
  }
}
interface Env {
  JWT_SECRET: string;
}

/** Fixed per build (src/integrations/build-version.mjs): names the service worker's caches. */
declare const __BUILD_VERSION__: string;

declare namespace App {
  interface Locals {
    /** The distributor resolved from the request's host by the middleware. */
    distributor: import('@/contract/catalogue').Distributor;
  }
}
