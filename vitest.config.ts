import { configDefaults, defineConfig } from 'vitest/config';
import { LongFilesFirst } from './tests/helpers/long-files-first';

/** Component tests: the console's pages in a simulated DOM (docs/testing.md). */
const COMPONENT_TESTS = ['tests/component/**/*.component.test.tsx', 'src/**/*.component.test.tsx'];

/**
 * Five projects: `unit` (pure code beside its source), `component` (pages rendered by the app's
 * router in happy-dom with the API answered by the test), `api` (a real server on a random port
 * with a fresh data directory), `e2e` (Playwright-driven Chromium against the built console) and
 * `scale` (several instances on PostgreSQL, Mosquitto and Redis; npm run test:scale).
 */
export default defineConfig({
  test: {
    // The language walk's halves first: a fresh checkout would start them last (tests/helpers/long-files-first.ts).
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          // Vitest runs projects with different worker limits in separate groups, in this order.
          // setupFiles in order: fresh-app-modules.ts resets the modules before the others import theirs.
          sequence: { groupOrder: 0, setupFiles: 'list' },
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'streams/**/*.test.ts', 'scenes/**/*.test.{ts,tsx}', 'screens/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...COMPONENT_TESTS],
          environment: 'node',
          setupFiles: ['tests/helpers/fresh-app-modules.ts', 'tests/helpers/count-assertions.ts'],
          // One process runs the files one after another (issue 34): Node's imports of node_modules,
          // Vitest's runtime and the worker's start are paid once, not per file; the project's own
          // modules are still evaluated afresh for each file (fresh-app-modules.ts, docs/testing.md).
          isolate: false,
          // Vitest's 5 s default is a limit a loaded machine breaks: the profiles' sweep of every
          // parameter (tens of thousands of counted assertions) took longer beside three other jobs. 30 s still ends a hang.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'component',
          sequence: { groupOrder: 1, setupFiles: 'list' },
          include: COMPONENT_TESTS,
          environment: 'happy-dom',
          setupFiles: ['tests/helpers/fresh-app-modules.ts', 'tests/helpers/count-assertions.ts', 'tests/component/support/setup.ts'],
          // As the unit project (issue 34): a worker runs its files one after another in one process
          // and one happy-dom window, so React, antd and Vitest's runtime load once per worker; the
          // project's own modules are evaluated afresh per file (fresh-app-modules.ts). Outside a
          // test's FakeApi, fetch reaches no network (support/no-network.ts), so a file's leftover
          // request cannot reach localhost or the next file (docs/decisions.md, "Component project
          // in shared processes"). The first test of a file also renders its page's modules.
          isolate: false,
          testTimeout: 30_000,
          // Vitest's default is one worker on two cores; these files are CPU-bound and independent.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api',
          sequence: { groupOrder: 2 },
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-data-dir.ts'],
          setupFiles: ['tests/helpers/count-assertions.ts', 'tests/helpers/restore-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
          // A worker imports the server's modules once and runs its files one after another (~2.7 s
          // of CPU per file was the import alone); what a file leaves in the process is put back by
          // restore-env.ts, and the server keeps its state in the app instance. A file either shares
          // the worker's server with a company of its own or starts its own (docs/testing.md).
          isolate: false,
          // Two workers, each with its shared server and PGlite, suit a 2-core machine.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 3 },
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-data-dir.ts'],
          setupFiles: ['tests/helpers/count-assertions.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll's own default (1 s) is shorter than a busy 2-core machine takes to close a
          // dropdown or fill a table; a passing poll still returns at once. Playwright waits: 15 s (openPage).
          expect: { poll: { timeout: 15_000 } },
          // Two files at a time, each with its own server; a worker keeps its Chromium for its next
          // files (support/browser.ts), which needs the worker's modules to outlive a file.
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        // npm run test:scale only (scripts/test-scale.mjs starts PostgreSQL and passes its URL).
        test: {
          name: 'scale',
          sequence: { groupOrder: 4 },
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
