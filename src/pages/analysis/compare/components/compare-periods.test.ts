import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { compareRows, comparePlan, formatChange, periodLabel, periodStart } from './compare-periods';

describe('comparison periods', () => {
  it('labels periods the way findAverage does', () => {
    const d = dayjs('2026-08-17');
    expect(periodLabel('year', d)).toBe('2026');
    expect(periodLabel('quarter', d)).toBe('2026-Q3');
    expect(periodLabel('month', d)).toBe('2026-08');
    expect(periodStart('quarter', d).format('YYYY-MM-DD')).toBe('2026-07-01');
  });

  it('asks for the shown periods and their bases, end exclusive', () => {
    const seq = comparePlan('month', 'sequential', dayjs('2026-08-17'));
    expect(seq.periods.map((p) => p.format('YYYY-MM'))).toHaveLength(12);
    expect(seq.periods[11].format('YYYY-MM')).toBe('2026-08');
    expect(seq).toMatchObject({ startTime: '2025-08-01', endTime: '2026-09-01' });
    const yoy = comparePlan('quarter', 'yoy', dayjs('2026-08-17'));
    expect(yoy.periods[0].format('YYYY-MM')).toBe('2024-10');
    expect(yoy).toMatchObject({ startTime: '2023-10-01', endTime: '2026-10-01' });
  });

  it('computes the percentage change against the base period', () => {
    const plan = comparePlan('month', 'sequential', dayjs('2026-03-05'));
    const rows = compareRows('month', 'sequential', plan.periods, new Map([['2026-01', 20], ['2026-02', 25], ['2026-03', 0]]));
    const feb = rows.find((r) => r.label === '2026-02')!;
    expect(feb).toMatchObject({ baseLabel: '2026-01', value: 25, base: 20, change: 25 });
    expect(rows.find((r) => r.label === '2026-03')!.change).toBe(-100);
    expect(rows.find((r) => r.label === '2026-01')!.change).toBeNull();
    const yoy = compareRows('year', 'yoy', [dayjs('2026-01-01')], new Map([['2025', 8], ['2026', 6]]));
    expect(yoy[0].change).toBe(-25);
    expect(formatChange(25)).toBe('+25.00%');
    expect(formatChange(-3.1)).toBe('-3.10%');
    expect(formatChange(null)).toBe('-');
  });
});
