import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests: pure modules (src/lib and the like), next to the code they test.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // tests/api/*.node.test.ts: checks of the API tests themselves, read in Node.
    include: ['src/**/*.test.ts', 'seed/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/api/**/*.node.test.ts'],
    environment: 'node',
    // One module graph for every file: a fresh one per file was about three
    // quarters of the layer's processor time (imports and transforms), and
    // npm test runs this layer beside the build. Stubbed globals and spies are
    // undone after each test, so no file sees another's.
    isolate: false,
    unstubGlobals: true,
    restoreMocks: true,
  },
});
