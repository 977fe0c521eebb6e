import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files known to take longest, started before the other files of their project, in this order.
 * Vitest's own order is the last run's durations when its cache has them, else file size (largest
 * first); a fresh checkout (CI after `npm ci`) has no cache, and the two halves of the language walk
 * are four-line files over support/language-walk-spec.ts, so they started last (9 minutes each on
 * the loaded machine): a worker that reached one while the other still had files ran it alone at
 * the end. Started first, the short files fill in behind them on whichever worker is free.
 * The component and API projects' longest files likewise: in the clean-clone run of 2026-12-07 the
 * three page-state files (22-37 s each) came last in their group, which must end before the API
 * group starts, and the fuzz (113 s) and the kill test (104 s) started halfway through theirs.
 */
const LONG_FILES = [
  'tests/e2e/language-walk-en.e2e.test.ts',
  'tests/e2e/language-walk-zh.e2e.test.ts',
  'tests/component/page-states/warehousing-screens.component.test.tsx',
  'tests/component/page-states/production-screens.component.test.tsx',
  'tests/component/page-states/data-screens.component.test.tsx',
  'tests/component/phone/phone-log-edit.component.test.tsx',
  'tests/api/fuzz-openapi.test.ts',
  'tests/api/durability-kill.test.ts',
  'tests/api/first-start.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index === -1 ? LONG_FILES.length : index;
};

/** Vitest's order, with LONG_FILES moved to the front of their project's run. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Vitest's order keeps each project's files together; reorder only inside those runs.
    const result: TestSpecification[] = [];
    let start = 0;
    while (start < sorted.length) {
      let end = start;
      while (end < sorted.length && sorted[end].project.name === sorted[start].project.name) end++;
      const run = sorted.slice(start, end).map((spec, i) => ({ spec, i }));
      run.sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i);
      result.push(...run.map(({ spec }) => spec));
      start = end;
    }
    return result;
  }
}
