import { describe, expect, it } from 'vitest';
import { ThrottledLog } from './throttled-log';

describe('ThrottledLog', () => {
  it('writes a line per key and interval, and counts the held-back lines into the next', () => {
    const lines: Array<[Record<string, unknown>, string]> = [];
    let now = 0;
    const log = new ThrottledLog({ warn: (fields: Record<string, unknown>, message: string) => lines.push([fields, message]) } as never, 1000, () => now);
    for (let i = 0; i < 50; i++) log.warn('a', { i }, 'dropped');
    log.warn('b', { i: 0 }, 'dropped');
    expect(lines).toEqual([[{ i: 0, suppressed: 0 }, 'dropped'], [{ i: 0, suppressed: 0 }, 'dropped']]);
    now = 999;
    log.warn('a', { i: 50 }, 'dropped');
    expect(lines).toHaveLength(2);
    now = 1000;
    log.warn('a', { i: 51 }, 'dropped');
    expect(lines[2]).toEqual([{ i: 51, suppressed: 50 }, 'dropped']);
  });
});
