import { appendFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

/**
 * Setup file: with COUNT_ASSERTIONS=<file>, appends "<test file>\t<expect calls>" per test file, the
 * number of `expect(...)`, `expect.soft` and `expect.poll` calls its tests executed (a poll counts
 * once however often it retried). Summed over a run, it shows that a change to how tests run kept
 * every assertion. Without the variable it does nothing.
 */
const target = process.env.COUNT_ASSERTIONS;
if (target) {
  let calls = 0;
  beforeAll(() => {
    calls = 0;
  });
  afterEach(() => {
    calls += expect.getState().assertionCalls;
  });
  afterAll(() => {
    appendFileSync(target, `${expect.getState().testPath ?? '?'}\t${calls}\n`);
  });
}
