import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/lint/polling');
/** Loading the project's config (typescript-eslint) takes a few seconds on a busy 2-core machine. */
const LOAD_TIMEOUT_MS = 60_000;
const RULE = 'local/no-polling';

// The project's own config, exactly as `npm run lint` applies it.
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });

async function reported(code: string, lintAs: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, lintAs) });
  expect(result.messages.filter((m) => m.fatal), `${lintAs} must parse`).toEqual([]);
  return result.messages.filter((m) => m.ruleId === RULE);
}

const fixtures = readdirSync(FIXTURES).filter((name) => name.endsWith('.ts'));

describe('no hand-written polling in views (eslint-rules/no-polling.js)', () => {
  it.each(fixtures)('%s: reports exactly the lines marked `// breach`', async (name) => {
    const code = readFileSync(path.join(FIXTURES, name), 'utf8');
    const lintAs = /^\/\/ lint-as: (.+)$/m.exec(code)![1].trim();
    const breaches = code.split('\n').flatMap((line, i) => (line.endsWith('// breach') ? [i + 1] : []));
    expect(breaches.length).toBeGreaterThan(0);
    const lines = [...new Set((await reported(code, lintAs)).map((m) => m.line))].sort((a, b) => a - b);
    expect(lines).toEqual(breaches);
  }, LOAD_TIMEOUT_MS);

  it('applies to pages, components, hooks, the rest of src/, screens and scenes, not to streams/ or tests', async () => {
    const poll = 'export const tick = () => setInterval(() => undefined, 1000);\n';
    for (const file of ['src/pages/a/b/x.ts', 'src/components/x/x.tsx', 'src/hooks/x.ts', 'src/api/x.ts', 'screens/x/x.tsx', 'scenes/x/x.ts']) {
      expect((await reported(poll, file)).map((m) => m.message), file).toEqual([expect.stringContaining('streams/poll-until.ts')]);
    }
    for (const file of ['streams/x.ts', 'src/pages/a/b/x.test.ts']) expect(await reported(poll, file), file).toEqual([]);
  }, LOAD_TIMEOUT_MS);
});
