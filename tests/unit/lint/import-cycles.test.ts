import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCRIPT = 'scripts/check-import-cycles.mjs';
/** Parsing ~700 files takes a few seconds on a quiet 2-core machine; CI shares it with other work. */
const PARSE_TIMEOUT_MS = 120_000;

/** Runs the cycle check as `npm run lint` does (optionally on one glob): its exit code and what it printed. */
async function checkCycles(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [SCRIPT, ...args], { cwd: ROOT });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('import cycles (npm run lint)', () => {
  it('is part of npm run lint', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.lint).toContain(`node ${SCRIPT}`);
  });

  it('fails on a cycle and names its files', async () => {
    const { code, output } = await checkCycles('tests/fixtures/lint/cycle/*.ts');
    expect(code).toBe(1);
    expect(output).toContain('1 import cycle(s)');
    // Where a cycle is said to start depends on the order the files are found in.
    expect(output).toMatch(/tests\/fixtures\/lint\/cycle\/[ab]\.ts -> tests\/fixtures\/lint\/cycle\/[ab]\.ts -> /);
    expect(output).toContain('cycle/a.ts');
    expect(output).toContain('cycle/b.ts');
  }, PARSE_TIMEOUT_MS);

  it('passes on the shipped code, which has none', async () => {
    const { code, output } = await checkCycles();
    expect(output).toContain('no import cycles');
    expect(code).toBe(0);
  }, PARSE_TIMEOUT_MS);
});
