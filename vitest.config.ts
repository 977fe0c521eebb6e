import { defineConfig } from 'vitest/config';

/**
 * Four projects: `unit` (pure code beside its source), `api` (a real server on a random port with
 * a fresh data directory), `e2e` (Playwright-driven Chromium against the built console) and
 * `scale` (several instances on PostgreSQL, Mosquitto and Redis; npm run test:scale).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Vitest runs projects with different worker limits in separate groups, in this order.
          sequence: { groupOrder: 0 },
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'streams/**/*.test.ts', 'scenes/**/*.test.{ts,tsx}', 'screens/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/helpers/count-assertions.ts'],
        },
      },
      {
        test: {
          name: 'api',
          sequence: { groupOrder: 1 },
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-data-dir.ts'],
          setupFiles: ['tests/helpers/count-assertions.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
          // Each file starts its own server and PGlite; two at a time suits a 2-core machine.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-data-dir.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
      {
        // npm run test:scale only (scripts/test-scale.mjs starts PostgreSQL and passes its URL).
        test: {
          name: 'scale',
          sequence: { groupOrder: 3 },
          include: ['tests/scale/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 180_000,
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
