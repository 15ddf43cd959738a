import { defineConfig } from 'vitest/config';

/**
 * Three tiers (docs/contributing.md#tests):
 * - unit: pure modules, no database, no network, no CDK synth; beside its module (`x.test.ts`) or
 *   under test/unit/ mirroring its path;
 * - integration: through the local gateway, the CLIs and the bundles, on one shared database;
 * - stack: the CDK synth.
 * `npm test` runs all three; `npm run test:unit` alone is the fast loop.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', '{shared,loader,functions,infra,scripts,bench}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/env.ts'],
          // The embedded database (PGlite) runs one query at a time and its socket cannot keep concurrent
          // connections' protocol messages apart: test files take turns on it. A real PostgreSQL
          // (DATABASE_URL, as in CI's second pass) runs them in parallel.
          fileParallelism: !!process.env.DATABASE_URL,
        },
      },
      {
        extends: true,
        test: {
          name: 'stack',
          include: ['test/stack/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
