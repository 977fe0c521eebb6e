import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../../config';
import { dataFlowProvider } from './index';
import { PLAN_MB, createSimulatedProvider } from './simulated';
import { extendExpiry, laterDay } from './expiry';
import { linkcardProvider } from './linkcard';

const card = (simType: string, cardId = '89860419200000000001') => ({ cardId, simType });
const simulatedProvider = createSimulatedProvider();

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

describe('renewal', () => {
  const today = new Date(2026, 10, 27, 9, 0);

  it('counts from the later of the expiry and today, clamping month ends as PostgreSQL does', () => {
    expect(extendExpiry(null, 12, today)).toBe('2027-11-27');
    expect(extendExpiry('2025-01-01', 12, today)).toBe('2027-11-27');
    expect(extendExpiry('2027-03-15', 12, today)).toBe('2028-03-15');
    expect(extendExpiry('2027-01-31', 1, today)).toBe('2027-02-28');
    expect(extendExpiry('2028-01-31', 1, today)).toBe('2028-02-29');
    expect(extendExpiry('2027-12-31', 36, today)).toBe('2030-12-31');
    expect(laterDay('2027-01-01', null)).toBe('2027-01-01');
    expect(laterDay('2027-01-01', '2026-12-31')).toBe('2027-01-01');
  });

  it('is recorded by the simulated platform and reported back with the usage', async () => {
    const renewed = card('500M', '89860419200000009999');
    expect((await simulatedProvider.usage(renewed, today)).expiryDate).toBeNull();
    const first = await simulatedProvider.renew(renewed, { months: 12, currentExpiry: null, reference: 'P1' }, today);
    expect(first).toEqual({ expiryDate: '2027-11-27', recordedBy: 'platform' });
    expect((await simulatedProvider.usage(renewed, today)).expiryDate).toBe('2027-11-27');
    // A second renewal counts on from the platform's own date even when the console's lags.
    expect((await simulatedProvider.renew(renewed, { months: 12, currentExpiry: null, reference: 'P2' }, today)).expiryDate).toBe('2028-11-27');
  });

  it('is each platform\'s own: another app in the same process does not see it', async () => {
    const [one, other] = [createSimulatedProvider(), createSimulatedProvider()];
    const renewed = card('500M', '89860419200000009998');
    await one.renew(renewed, { months: 12, currentExpiry: null, reference: 'P4' }, today);
    expect((await one.usage(renewed, today)).expiryDate).toBe('2027-11-27');
    expect((await other.usage(renewed, today)).expiryDate).toBeNull();
    expect((await dataFlowProvider({}).usage(renewed, today)).expiryDate).toBeNull();
  });

  it('is the console\'s own record on a platform without a renewal call', async () => {
    const linkcard = linkcardProvider({ endpoint: 'http://127.0.0.1:9', accessKeyId: 'k', accessKeySecret: 's' });
    expect(await linkcard.renew(card('500M'), { months: 24, currentExpiry: '2027-06-30', reference: 'P3' }, today)).toEqual({ expiryDate: '2029-06-30', recordedBy: 'console' });
  });
});
