import { describe, expect, it } from 'vitest';
import { findNonFinite, findNul } from './input-guard';

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

describe('findNonFinite', () => {
  it('names the first number that is not finite, however deep', () => {
    expect(findNonFinite({ kind: 'config', max: Infinity })).toBe('max');
    expect(findNonFinite({ data: { ph: 7, do: -Infinity } })).toBe('data.do');
    expect(findNonFinite({ ids: [1, 2, NaN] })).toBe('ids.2');
    expect(findNonFinite(Infinity)).toBe('');
  });

  it('passes finite numbers, the text "Infinity" and buffers', () => {
    expect(findNonFinite({ max: 1e308, min: -1e308, name: 'Infinity', n: null, b: [true, '1e400'] })).toBeNull();
    expect(findNonFinite(Buffer.from([0xff]))).toBeNull();
  });
});
