import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/env.ts'],
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // The embedded database is one WASM PostgreSQL behind one socket; two workers keep it busy without starving it.
    maxWorkers: 2,
  },
});
