import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/lint');
/** Loading the project's config (typescript-eslint) takes a few seconds on a busy 2-core machine. */
const LOAD_TIMEOUT_MS = 60_000;

interface Fixture {
  name: string;
  lintAs: string;
  rule: string;
  code: string;
  breaches: number[];
  allowed: number[];
}

/** A fixture's header says where it pretends to lie and which rule it exercises; `// breach` marks the lines that rule must report. */
function readFixture(name: string): Fixture {
  const code = readFileSync(path.join(FIXTURES, name), 'utf8');
  const header = (key: string) => {
    const value = new RegExp(`^// ${key}: (.+)$`, 'm').exec(code)?.[1].trim();
    if (!value) throw new Error(`${name} has no "// ${key}:" header`);
    return value;
  };
  const lines = code.split('\n');
  const imports = lines.map((text, i) => ({ text, line: i + 1 })).filter(({ text }) => /\bimport\b|^export .* from /.test(text) && !text.startsWith('//'));
  return {
    name,
    lintAs: header('lint-as'),
    rule: header('rule'),
    code,
    breaches: imports.filter(({ text }) => text.endsWith('// breach')).map(({ line }) => line),
    allowed: imports.filter(({ text }) => !text.endsWith('// breach')).map(({ line }) => line),
  };
}

const fixtures = readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.ts'))
  .sort()
  .map(readFixture);

// The project's own config, exactly as `npm run lint` applies it.
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });

async function reportedLines(fixture: Fixture) {
  const [result] = await eslint.lintText(fixture.code, { filePath: path.join(ROOT, fixture.lintAs) });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal, `${fixture.name} must parse`).toEqual([]);
  return [...new Set(result.messages.filter((m) => m.ruleId === fixture.rule).map((m) => m.line))].sort((a, b) => a - b);
}

interface Zone {
  target: string | string[];
  message: string;
}
let zones: Zone[] = [];

describe('import rules (eslint.config.js)', () => {
  beforeAll(async () => {
    // The zone table as ESLint applies it, so a zone added to the config needs a fixture here.
    const config = await eslint.calculateConfigForFile(path.join(ROOT, 'src/main.tsx'));
    zones = config.rules['local/no-restricted-paths'][1].zones;
  }, LOAD_TIMEOUT_MS);

  it('has a fixture for every rule and every zone of the dependency table', () => {
    expect([...new Set(fixtures.map((f) => f.rule))].sort()).toEqual(['local/no-cross-page-imports', 'local/no-restricted-paths', 'local/server-module-boundaries']);
    const zoneFixtures = fixtures.filter((f) => f.rule === 'local/no-restricted-paths').map((f) => path.join(ROOT, f.lintAs));
    expect(zones.length).toBeGreaterThan(0);
    for (const zone of zones) {
      const targets = ([] as string[]).concat(zone.target).map((target) => path.join(ROOT, target));
      const covered = zoneFixtures.some((file) => targets.some((target) => file.startsWith(`${target}${path.sep}`)));
      expect(covered, `a fixture lies in zone "${zone.message}"`).toBe(true);
    }
  });

  it.each(fixtures.map((f) => [f.name, f] as const))('%s: reports exactly the marked breaches and allows the rest', async (_name, fixture) => {
    expect(fixture.breaches.length, 'a fixture shows at least one breach').toBeGreaterThan(0);
    expect(fixture.allowed.length, 'a fixture shows at least one allowed import').toBeGreaterThan(0);
    expect(await reportedLines(fixture)).toEqual(fixture.breaches);
  });

  it('rejects a package import into streams/ and a page-to-page import with a message that says why', async () => {
    const lint = async (code: string, filePath: string) => (await eslint.lintText(code, { filePath: path.join(ROOT, filePath) }))[0].messages;
    const streams = await lint("import { create } from 'zustand';\nexport const x = create;\n", 'streams/lint-fixture.ts');
    expect(streams.map((m) => [m.ruleId, m.message])).toEqual([['local/no-restricted-paths', expect.stringContaining('no React, stores or UI')]]);
    const page = await lint("import HistoryPage from '../../analysis/history/history-page';\nexport default HistoryPage;\n", 'src/pages/system/rule/lint-fixture.ts');
    expect(page.map((m) => [m.ruleId, m.message])).toEqual([['local/no-cross-page-imports', expect.stringContaining('page analysis/history')]]);
  });
});
