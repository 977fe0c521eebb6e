import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Every folder of shipped code; tests and benchmarks may import across them freely. */
const SOURCE_FOLDERS = ['server', 'shared', 'src', 'streams', 'scenes', 'screens'];
/** Parsing ~700 files takes a few seconds on a quiet 2-core machine; CI shares it with other work. */
const PARSE_TIMEOUT_MS = 120_000;

/**
 * The import cycles among the files matched by `glob` (relative to ROOT), each as the list of
 * files round it. Every import counts, `import type` and `import()` included: a type-only or lazy
 * cycle does not break start-up, but it still ties two layers together.
 */
async function importCycles(glob: string): Promise<string[][]> {
  const tree = await parseDependencyTree(glob, {
    context: ROOT,
    cwd: ROOT,
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    include: /\.tsx?$/,
    exclude: /node_modules/,
    transform: false,
    skipDynamicImports: false,
  });
  return parseCircular(tree, false);
}

describe('import cycles', () => {
  it('finds a cycle when there is one', async () => {
    const cycles = await importCycles('tests/fixtures/lint/cycle/*.ts');
    // Where a cycle is said to start depends on the order the files are found in.
    expect(cycles.map((files) => [...files].sort())).toEqual([['tests/fixtures/lint/cycle/a.ts', 'tests/fixtures/lint/cycle/b.ts']]);
  });

  it(`has none in ${SOURCE_FOLDERS.join(', ')}`, async () => {
    const cycles = await importCycles(`{${SOURCE_FOLDERS.join(',')}}/**/*.{ts,tsx}`);
    expect(cycles.map((files) => [...files, files[0]].join(' -> '))).toEqual([]);
  }, PARSE_TIMEOUT_MS);
});
