import { describe, expect, it } from 'vitest';
import { cleanDetail, EXCERPT_BYTES, excerptOf } from './rejection-log';

describe('excerptOf', () => {
  it('keeps the start of a payload, marked as cut when it was longer', () => {
    const big = Buffer.from(`{"values":{"do":1},"pad":"${'x'.repeat(10_000)}"}`);
    const text = excerptOf(big);
    expect(text.startsWith('{"values":{"do":1}')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBe(EXCERPT_BYTES + 1);
    expect(excerptOf('{"values":{}}')).toBe('{"values":{}}');
  });

  it('gives text PostgreSQL accepts: no NUL or control characters, no broken UTF-8', () => {
    expect(excerptOf(Buffer.from([0x7b, 0x00, 0x01, 0x7d]))).toBe('{\uFFFD\uFFFD}');
    expect(excerptOf(Buffer.from([0xff, 0xfe]))).toBe('\uFFFD\uFFFD');
    // A multi-byte character cut at the limit becomes one replacement character, not a lone byte.
    const cut = excerptOf(Buffer.from('a'.repeat(EXCERPT_BYTES - 1) + '水'));
    expect(cut.endsWith('\uFFFD…')).toBe(true);
    expect(cleanDetail('k\u0000ey')).toBe('k\uFFFDey');
  });

  it('serialises an in-server object and survives one that cannot be', () => {
    expect(excerptOf({ ts: 1, values: { do: 2 } })).toBe('{"ts":1,"values":{"do":2}}');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(excerptOf(cyclic)).toBe('');
  });
});
