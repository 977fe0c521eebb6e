import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../../config';
import { dataFlowProvider } from './index';
import { PLAN_MB, simulatedProvider } from './simulated';

const card = (simType: string, cardId = '89860419200000000001') => ({ cardId, simType });

describe('simulated data flow', () => {
  it('is deterministic from the card and the date', async () => {
    const day = new Date('2026-05-20T12:00:00Z');
    expect(await simulatedProvider.usage(card('500M'), day)).toEqual(await simulatedProvider.usage(card('500M'), day));
    const other = await simulatedProvider.usage(card('500M', '89860419200000000002'), day);
    expect(other.usedMb).not.toBe((await simulatedProvider.usage(card('500M'), day)).usedMb);
  });

  it.each(Object.entries(PLAN_MB))('keeps %s usage within the plan and growing through the month', async (type, plan) => {
    const early = await simulatedProvider.usage(card(type), new Date('2026-05-03T00:00:00Z'));
    const late = await simulatedProvider.usage(card(type), new Date('2026-05-31T00:00:00Z'));
    expect(early.totalMb).toBe(plan);
    expect(early.usedMb).toBeGreaterThan(0);
    expect(late.usedMb).toBeGreaterThan(early.usedMb);
    expect(late.usedMb).toBeLessThanOrEqual(plan);
    expect(late.remainingMb).toBeCloseTo(plan - late.usedMb, 1);
    // 30 % .. 120 % of a day's share each day.
    expect(late.usedMb).toBeGreaterThanOrEqual(plan * 0.3 - 0.01);
  });

  it('lists each day of a month, up to today in the current month, summing to the month usage', async () => {
    const today = new Date('2026-05-10T08:00:00Z');
    const days = await simulatedProvider.daily(card('30G'), '2026-05', today);
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 10 }, (_, i) => `2026-05-${String(i + 1).padStart(2, '0')}`));
    const usage = await simulatedProvider.usage(card('30G'), today);
    expect(days.reduce((sum, d) => sum + d.usedMb, 0)).toBeCloseTo(usage.usedMb, 0);
    expect(await simulatedProvider.daily(card('30G'), '2026-02', today)).toHaveLength(28);
  });

  it('refuses an unknown provider at start', () => {
    expect(() => dataFlowProvider({ DATA_FLOW_PROVIDER: 'carrier-pigeon' })).toThrow(ConfigError);
    expect(() => dataFlowProvider({ DATA_FLOW_PROVIDER: 'yinerda' })).toThrow(/YINERDA_URL/);
    expect(dataFlowProvider({}).name).toBe('simulated');
  });
});
