import { describe, expect, it } from 'vitest';
import { findNul } from './input-guard';

describe('findNul', () => {
  it('names the first field holding a NUL, however deep', () => {
    expect(findNul({ name: 'ok', footer: { footer1: { copyright: 'a\u0000b' } } })).toBe('footer.footer1.copyright');
    expect(findNul({ triggers: [{ device_id: 'x' }, { device_id: '\u0000' }] })).toBe('triggers.1.device_id');
    expect(findNul({ ['k\u0000']: 1 })).toBe('k\\u0000');
    expect(findNul('a\u0000b')).toBe('');
  });

  it('passes clean input, buffers, cycles and very deep nesting', () => {
    const cyclic: Record<string, unknown> = { a: 'x' };
    cyclic.self = cyclic;
    let deep: Record<string, unknown> = { leaf: 'ok' };
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(findNul({ a: 'x', n: 1, b: [true, null, '中文'] })).toBeNull();
    expect(findNul(Buffer.from('a\u0000b'))).toBeNull();
    expect(findNul(cyclic)).toBeNull();
    expect(findNul(deep)).toBeNull();
    expect(findNul({ a: deep, z: { b: 'x\u0000' } })).toBe('z.b');
  });
});
