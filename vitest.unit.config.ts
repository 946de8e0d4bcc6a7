import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests: pure modules (src/lib and the like), next to the code they test.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // tests/api/*.node.test.ts: checks of the API tests themselves, read in Node.
    include: ['src/**/*.test.ts', 'seed/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/api/**/*.node.test.ts'],
    environment: 'node',
  },
});
