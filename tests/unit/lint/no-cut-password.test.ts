import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Loading the project's config (typescript-eslint) takes a few seconds on a busy 2-core machine. */
const LOAD_TIMEOUT_MS = 60_000;

// The project's own config, exactly as `npm run lint` applies it.
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });

async function restricted(code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'src/pages/a/b/x.tsx') });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
}

/** Issue 42 item 1: a password input never cuts what is pasted into it; its form rule refuses it instead. */
describe('no maxLength on a password input (eslint.config.js, no-restricted-syntax)', () => {
  it('reports maxLength on Input.Password, not on a password checked by a rule', async () => {
    const code = [
      "import { Input } from 'antd';",
      'export const Cut = () => <Input.Password maxLength={32} />;',
      "export const Kept = () => <Input.Password autoComplete='new-password' />;",
      'export const Name = () => <Input maxLength={64} />;',
    ].join('\n');
    expect(await restricted(code)).toEqual([2]);
  }, LOAD_TIMEOUT_MS);
});
