import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/env.ts'],
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // The embedded database (PGlite) runs one query at a time and its socket cannot keep concurrent
    // connections' protocol messages apart: test files take turns on it. A real PostgreSQL
    // (DATABASE_URL, as in CI's second pass) runs them in parallel.
    fileParallelism: !!process.env.DATABASE_URL,
    maxWorkers: 2,
  },
});
