import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// API tests run inside workerd with real local D1/R2/KV, a fresh database for
// each test file (migrated and seeded in tests/api/setup.ts), never the one
// `npm start` uses.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    cloudflareTest(async () => ({
      main: './tests/api/worker.ts',
      miniflare: {
        compatibilityDate: '2026-11-01',
        compatibilityFlags: ['nodejs_compat'],
        d1Databases: ['DB'],
        r2Buckets: ['MEDIA'],
        kvNamespaces: ['SESSION'],
        bindings: {
          DEFAULT_DISTRIBUTOR: 'sehat',
          SHOP_DOMAIN: 'localhost',
          API_ROOT: '',
          APP_ENV: 'test',
          JWT_SECRET: 'test-only-secret-5f0c1d2e3a4b5c6d7e8f9a0b1c2d3e4f',
          TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url))),
        },
      },
    })),
  ],
  test: {
    include: ['tests/api/**/*.test.ts'],
    setupFiles: ['./tests/api/setup.ts'],
    testTimeout: 30_000,
    // sanitize-html (policy pages) is CommonJS with deep requires (postcss):
    // pre-bundle it so workerd can load it, as the Astro build does.
    deps: { optimizer: { ssr: { enabled: true, include: ['sanitize-html'] } } },
    hookTimeout: 60_000,
  },
});
