import { describe, expect, it } from 'vitest';
import { localToInstant } from '../../../core/local-time';
import { earlierNightEnd, eveningAt, nightEnd, nightName } from './night-clock';

const ZONE = 'Asia/Shanghai';
const at = (d: number, h: number, mi = 0) => localToInstant(ZONE, 2026, 7, d, h, mi);

describe('the night clock', () => {
  it('ends a night at the first 09:00 local after the moment', () => {
    expect(nightEnd(ZONE, at(10, 20))).toBe(at(11, 9));
    expect(nightEnd(ZONE, at(11, 3))).toBe(at(11, 9));
    expect(nightEnd(ZONE, at(11, 9))).toBe(at(12, 9));
    expect(nightEnd(ZONE, at(11, 8, 59))).toBe(at(11, 9));
  });

  it('names a night by its evening and finds earlier nights on the local clock', () => {
    expect(nightName(ZONE, at(11, 9))).toBe('2026-07-10');
    expect(earlierNightEnd(ZONE, at(11, 9), 3)).toBe(at(8, 9));
    expect(eveningAt(ZONE, at(11, 9), 20)).toBe(at(10, 20));
  });

  it('keeps 09:00 local across a daylight-saving change', () => {
    const end = localToInstant('Europe/Berlin', 2026, 3, 30, 9);
    expect(earlierNightEnd('Europe/Berlin', end, 2)).toBe(localToInstant('Europe/Berlin', 2026, 3, 28, 9));
    expect(end - earlierNightEnd('Europe/Berlin', end, 2)).toBe(47 * 3_600_000);
  });
});
