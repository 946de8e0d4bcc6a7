// @ts-check
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import preact from '@astrojs/preact';
import buildVersion from './src/integrations/build-version.mjs';
import clientInteraction from './src/integrations/client-interaction.mjs';
import islandStylesInHead from './src/integrations/island-styles-in-head.mjs';
import preactTaggedComponents from './src/integrations/preact-tagged-components.mjs';
import { createHash } from 'node:crypto';
import { ALERTS_ROOM_SCRIPT, FIRST_VISIT_SCRIPT, IMAGE_FALLBACK_SCRIPT, SESSION_GUARD_SCRIPT } from './src/server/inline-scripts.ts';

/**
 * The server build gets src/lib/i18n/page-catalogue.server.ts for the browser's
 * page-catalogue.ts: the browser awaits its page's catalogue at the top level
 * of that module, while the Worker loads each request's catalogue in the middleware.
 * @returns {import('vite').Plugin}
 */
const serverPageCatalogue = () => ({
  name: 'server-page-catalogue',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!/\/i18n\/page-catalogue(\.ts)?$/.test(source) || this.environment?.config.consumer === 'client') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved ? resolved.id.replace(/page-catalogue\.ts$/, 'page-catalogue.server.ts') : null;
  },
});

/** CSP hash of an inline script Astro does not bundle (its hashes cover only the scripts it builds). */
const scriptHash = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

// Every page is rendered per request at the edge (per distributor host);
// catalogue pages set their own Cache-Control so the edge can reuse them.
export default defineConfig({
  output: 'server',
  adapter: cloudflare({ imageService: 'passthrough' }),
  // Islands are written against React's API and run on Preact through its
  // compatibility layer (`react` and `react-dom` resolve to `preact/compat`):
  // about 9 KB gzip in the browser against React's 68 KB (docs/slow-phones.md).
  integrations: [preact({ compat: true }), buildVersion(), clientInteraction()],
  // Islands ship as small chunks; assets are immutable under /_astro/.
  // Every page's CSS inside its HTML: on a slow phone link each stylesheet
  // request held the first paint back by a round trip (a few KB gzip each).
  build: { inlineStylesheets: 'always' },
  // Scoped styles mark elements with a class, not a data-astro-cid-* attribute
  // each: the home page's 120 cards carried about 50 KB of those attributes.
  scopedStyleStrategy: 'class',
  // The API authenticates with bearer tokens, never cookies (the rider page's
  // pass is read by /rider's rendering only), so there is no cross-site form to defend against; the origin check would refuse API
  // clients (curl, servers) that send DELETE or PATCH without an Origin header.
  security: {
    checkOrigin: false,
    // Content-Security-Policy header on every page: scripts only from our
    // origin or with the hash Astro computes for each inline script (no
    // 'unsafe-inline' scripts); inline styles stay allowed (React style
    // attributes, sweetalert2). An external API root is added to the
    // policy per request by src/middleware.ts.
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ],
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
      // Our own inline scripts (src/layouts/Base.astro, the home page's first-visit mark, the console's alerts room).
      scriptDirective: { hashes: [SESSION_GUARD_SCRIPT, IMAGE_FALLBACK_SCRIPT, FIRST_VISIT_SCRIPT, ALERTS_ROOM_SCRIPT].map(scriptHash) },
    },
  },
  devToolbar: { enabled: false },
  vite: {
    resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
    plugins: [serverPageCatalogue(), islandStylesInHead(), preactTaggedComponents()],
  },
});
