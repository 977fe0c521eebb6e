import { appendFileSync } from 'node:fs';
import { afterEach, expect } from 'vitest';

/**
 * Setup file of the unit, component, api and e2e projects: with SMARTMON_COUNT_ASSERTIONS naming a file, appends
 * one line per finished test (file, test name, expect calls it made) so a change to how the tests
 * run can show that no assertion stopped running (issue 34). Without it, it does nothing.
 */
const out = process.env.SMARTMON_COUNT_ASSERTIONS;
if (out) {
  afterEach((context) => {
    const { assertionCalls } = expect.getState();
    const file = context.task.file.filepath.replace(`${process.cwd()}/`, '');
    appendFileSync(out, `${file}\t${context.task.fullName}\t${assertionCalls}\n`);
  });
}
