import { describe, expect, it } from 'vitest';
import { latestDuePeriod, retryDelayMs, RETRY_MAX_MS } from './schedule';

const at = (iso: string) => Date.parse(iso);

describe('latestDuePeriod', () => {
  it('gives yesterday at local midnight in Shanghai, and the day before until then', () => {
    const due = latestDuePeriod('Asia/Shanghai', 'day', 'midnight', at('2026-05-10T16:00:00Z'));
    expect(due).toEqual({ start: at('2026-05-09T16:00:00Z'), end: at('2026-05-10T16:00:00Z'), dueAt: at('2026-05-10T16:00:00Z') });
    const before = latestDuePeriod('Asia/Shanghai', 'day', 'midnight', at('2026-05-10T15:59:59Z'));
    expect(before.end).toBe(at('2026-05-09T16:00:00Z'));
  });

  it('waits for 07:00 local with a morning delivery', () => {
    const early = latestDuePeriod('Europe/Berlin', 'day', 'morning', at('2026-05-11T04:59:00Z'));
    expect(early.end).toBe(at('2026-05-09T22:00:00Z'));
    const seven = latestDuePeriod('Europe/Berlin', 'day', 'morning', at('2026-05-11T05:00:00Z'));
    expect(seven).toEqual({ start: at('2026-05-09T22:00:00Z'), end: at('2026-05-10T22:00:00Z'), dueAt: at('2026-05-11T05:00:00Z') });
  });

  it('cuts ISO weeks from Monday and months from the 1st, across a year', () => {
    // Monday 2026-05-11 00:00 in Shanghai.
    const week = latestDuePeriod('Asia/Shanghai', 'week', 'midnight', at('2026-05-13T00:00:00Z'));
    expect(week).toMatchObject({ start: at('2026-05-03T16:00:00Z'), end: at('2026-05-10T16:00:00Z') });
    const month = latestDuePeriod('Asia/Shanghai', 'month', 'midnight', at('2026-01-15T00:00:00Z'));
    expect(month).toMatchObject({ start: at('2025-11-30T16:00:00Z'), end: at('2025-12-31T16:00:00Z') });
  });

  it('keeps local midnight across a DST change (Berlin, 29 March 2026)', () => {
    const due = latestDuePeriod('Europe/Berlin', 'day', 'midnight', at('2026-03-30T12:00:00Z'));
    expect(due).toMatchObject({ start: at('2026-03-28T23:00:00Z'), end: at('2026-03-29T22:00:00Z') });
  });
});

describe('retryDelayMs', () => {
  it('doubles from a minute and stops at the cap', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(RETRY_MAX_MS);
  });
});
