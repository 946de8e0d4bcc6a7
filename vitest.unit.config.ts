import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests: pure modules (src/lib and the like), next to the code they test.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'seed/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
