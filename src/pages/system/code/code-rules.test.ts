import { describe, expect, it } from 'vitest';
import { codeError, parseTemplate } from './code-rules';

describe('command code rules', () => {
  it('refuses a blank code or one with other characters, as the server does', () => {
    expect(codeError('  ')).toBe('code.codeRequired');
    expect(codeError('aerator on')).toBe('code.codeFormat');
    expect(codeError('aerator_on')).toBeNull();
    expect(codeError('x'.repeat(65))).toBe('code.codeFormat');
  });

  it('takes an empty template as none and only a JSON object otherwise', () => {
    expect(parseTemplate(' ')).toEqual({ ok: true, value: null });
    expect(parseTemplate('{"aerator": 1}')).toEqual({ ok: true, value: { aerator: 1 } });
    expect(parseTemplate('[1]')).toEqual({ ok: false, message: 'code.paramsObject' });
    expect(parseTemplate('{aerator')).toEqual({ ok: false, message: 'code.paramsJson' });
  });
});
