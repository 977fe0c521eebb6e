#!/usr/bin/env node
// The "no import cycles" rule of docs/architecture.md, run by `npm run lint` after ESLint. ESLint
// sees one file at a time, so a cycle (a graph property) is found here with dpdm over the whole
// tree instead. Every import counts, `import type` and `import()` included: a type-only or lazy
// cycle does not break start-up, but it still ties two layers together.
//
//   node scripts/check-import-cycles.mjs            every folder of shipped code
//   node scripts/check-import-cycles.mjs '<glob>'   the files of one glob (tests/unit/lint uses a fixture)
//
// Prints each cycle as `a.ts -> b.ts -> a.ts` and exits 1 when there is one.
import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Every folder of shipped code; tests and benchmarks may import across them freely. */
const SOURCE_FOLDERS = ['server', 'shared', 'src', 'streams', 'scenes', 'screens'];
const SOURCE_GLOB = `{${SOURCE_FOLDERS.join(',')}}/**/*.{ts,tsx}`;

const glob = process.argv[2] ?? SOURCE_GLOB;
const tree = await parseDependencyTree(glob, {
  context: ROOT,
  cwd: ROOT,
  tsconfig: path.join(ROOT, 'tsconfig.json'),
  include: /\.tsx?$/,
  exclude: /node_modules/,
  transform: false,
  skipDynamicImports: false,
});
const cycles = parseCircular(tree, false);

if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s) in ${glob} (docs/architecture.md, "Dependency rules"):`);
  for (const files of cycles) console.error(`  ${[...files, files[0]].join(' -> ')}`);
  process.exit(1);
}
console.log(`no import cycles in ${Object.keys(tree).length} files of ${glob}`);
