import { describe, expect, it } from 'vitest';
import { parseParams, showJson } from './command-rules';

describe('device command form', () => {
  it('takes no parameters, or a JSON object', () => {
    expect(parseParams('')).toEqual({ ok: true });
    expect(parseParams('  ')).toEqual({ ok: true });
    expect(parseParams('{"speed": 2}')).toEqual({ ok: true, value: { speed: 2 } });
  });

  it('refuses text that is not JSON, and JSON that is not an object', () => {
    expect(parseParams('{speed: 2}')).toEqual({ ok: false, message: 'cmd.paramsJson' });
    expect(parseParams('[1, 2]')).toEqual({ ok: false, message: 'cmd.paramsObject' });
    expect(parseParams('3')).toEqual({ ok: false, message: 'cmd.paramsObject' });
  });

  it('prints payloads on one line', () => {
    expect(showJson({ id: 3, command: 'on' })).toBe('{"id":3,"command":"on"}');
    expect(showJson(null)).toBe('-');
  });
});
