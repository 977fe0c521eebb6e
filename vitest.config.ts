import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure code beside its source), `api` (a real server on a random port with
 * a fresh data directory) and `e2e` (Playwright-driven Chromium against the built console).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['server/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'streams/**/*.test.ts', 'scenes/**/*.test.{ts,tsx}', 'screens/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own server and PGlite; two at a time suits a 2-core machine.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
