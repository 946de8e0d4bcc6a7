// @ts-check
import { defineConfig } from 'astro/config';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import buildVersion from './src/integrations/build-version.mjs';
import clientInteraction from './src/integrations/client-interaction.mjs';

// Every page is rendered per request at the edge (per distributor host);
// catalogue pages set their own Cache-Control so the edge can reuse them.
export default defineConfig({
  output: 'server',
  adapter: cloudflare({ imageService: 'passthrough' }),
  integrations: [react(), buildVersion(), clientInteraction()],
  // Islands ship as small chunks; assets are immutable under /_astro/.
  build: { inlineStylesheets: 'auto' },
  // The API authenticates with bearer tokens, never cookies, so there is no
  // cross-site form to defend against; the origin check would refuse API
  // clients (curl, servers) that send DELETE or PATCH without an Origin header.
  security: { checkOrigin: false },
  devToolbar: { enabled: false },
  vite: {
    resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  },
});
