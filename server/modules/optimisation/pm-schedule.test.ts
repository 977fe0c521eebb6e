import { describe, expect, it } from 'vitest';
import { schedule, WEAR_LIMITS } from './pm-schedule';

const fresh = { runHours: 0, alarms: 0, offline: 0, drift: null, days: 1 };

describe('schedule', () => {
  it('is ok while every wear count is under its limit, listing nothing far from it', () => {
    expect(schedule(fresh, 'en-US')).toEqual({ state: 'ok', load: 0.01, reasons: [] });
  });

  it('lists what is coming, is due at a limit and overdue past it, worst reason first', () => {
    const soon = schedule({ ...fresh, runHours: WEAR_LIMITS.run_hours * 0.9 }, 'en-US');
    expect(soon.state).toBe('ok');
    expect(soon.reasons.map((r) => r.code)).toEqual(['run_hours']);
    const due = schedule({ ...fresh, alarms: WEAR_LIMITS.alarms, offline: WEAR_LIMITS.offline * 0.85 }, 'en-US');
    expect(due.state).toBe('due');
    expect(due.reasons.map((r) => r.code)).toEqual(['alarms', 'offline']);
    expect(due.reasons[0]!.text).toBe(`${WEAR_LIMITS.alarms} alarms (limit ${WEAR_LIMITS.alarms})`);
    const overdue = schedule({ ...fresh, days: 120, drift: 0.3 }, 'zh-CN');
    expect(overdue.state).toBe('overdue');
    expect(overdue.reasons.map((r) => r.code)).toEqual(['drift', 'days']);
    expect(overdue.reasons[0]!.text).toBe('与人工化验偏差 30%（上限 20%）');
  });
});
