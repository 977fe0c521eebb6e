import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TelemetryBus } from '../../../telemetry/bus';
import { RuleEngine } from './engine';
import type { FireCause, RuleDef, Trigger } from '../../../../shared/contract/rule-types';

const rule = (triggers: Trigger[], extra: Partial<RuleDef> = {}): RuleDef => ({
  id: 1, tenantId: 7, timezone: 'Asia/Shanghai', name: 'r', triggers, actions: [{ type: 'rule_output' }],
  delayS: 0, intervalS: 1800, notifyUsers: [], enabled: true, lastFiredAt: null, ...extra,
});

let bus: TelemetryBus;
let fired: FireCause[];
let firedIds: number[];
let engine: RuleEngine;

async function startWith(...rules: RuleDef[]) {
  engine = new RuleEngine({
    loadRules: async () => rules,
    run: async (r, cause) => {
      fired.push(cause);
      firedIds.push(r.id);
    },
    log: { error: () => undefined },
  });
  await engine.start(bus);
}

const reading = (value: number, deviceId = 'AW00001', tenantId = 7, invalid: string[] = []) =>
  bus.emit('reading', { deviceId, tenantId, ts: Date.now(), values: { do: value }, invalid });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T00:00:30Z') });
  bus = new TelemetryBus();
  fired = [];
  firedIds = [];
});
afterEach(() => {
  engine?.stop();
  vi.useRealTimers();
});

const doBelow4 = (duration_s: number): Trigger => ({ type: 'attribute', device_id: 'AW00001', param_key: 'do', operator: 'lt', value: 4, duration_s });

describe('attribute triggers', () => {
  it('fire only after the comparison held for the duration', async () => {
    await startWith(rule([doBelow4(60)]));
    reading(3.5);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(fired).toHaveLength(0);
    reading(3.2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fired).toHaveLength(1);
    expect(fired[0]).toMatchObject({ kind: 'attribute', deviceId: 'AW00001', paramKey: 'do', value: 3.2, threshold: 4 });
  });

  it('restart the duration when a reading breaks the comparison', async () => {
    await startWith(rule([doBelow4(60)]));
    reading(3.5);
    await vi.advanceTimersByTimeAsync(30_000);
    reading(5);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(fired).toHaveLength(0);
    reading(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fired).toHaveLength(1);
  });

  it('fire at most once per warning interval while the condition holds', async () => {
    await startWith(rule([doBelow4(0)], { intervalS: 10 }));
    reading(3);
    reading(3);
    await vi.advanceTimersByTimeAsync(9_000);
    reading(3);
    expect(fired).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    reading(3);
    expect(fired).toHaveLength(2);
  });

  it('ignore other devices, other companies, other parameters and invalid values', async () => {
    await startWith(rule([doBelow4(0)]));
    reading(1, 'AW00002');
    reading(1, 'AW00001', 8);
    reading(1, 'AW00001', 7, ['do']);
    bus.emit('reading', { deviceId: 'AW00001', tenantId: 7, ts: Date.now(), values: { ph: 1 }, invalid: [] });
    expect(fired).toHaveLength(0);
  });

  it.each([
    ['gt', 5, 6, 5],
    ['gte', 5, 5, 4.9],
    ['lt', 5, 4, 5],
    ['lte', 5, 5, 5.1],
    ['eq', 1, 1, 0],
    ['neq', 1, 0, 1],
  ] as const)('compare with %s', async (operator, threshold, hit, miss) => {
    await startWith(rule([{ type: 'attribute', device_id: 'AW00001', param_key: 'do', operator, value: threshold }]));
    reading(miss);
    expect(fired).toHaveLength(0);
    reading(hit);
    expect(fired).toHaveLength(1);
  });
});

describe('delay', () => {
  it('postpones the actions by delay_s', async () => {
    await startWith(rule([doBelow4(0)], { delayS: 5 }));
    reading(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fired).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fired).toHaveLength(1);
  });
});

describe('event triggers', () => {
  it('map status and alarms to all / warning / onoff / online / offline', async () => {
    const ev = (id: number, event: 'all' | 'warning' | 'onoff' | 'online' | 'offline', device_id?: string) =>
      rule([{ type: 'event', event, device_id }], { id, intervalS: 1 });
    await startWith(ev(1, 'all', 'AW00001'), ev(2, 'warning', 'AW00001'), ev(3, 'onoff'), ev(4, 'online'), ev(5, 'offline', 'AW00002'));
    const ids = firedIds;
    bus.emit('status', { deviceId: 'AW00001', tenantId: 7, status: 'offline', ts: Date.now() });
    expect(ids.sort()).toEqual([1, 3]);
    ids.length = 0;
    await vi.advanceTimersByTimeAsync(1_000);
    bus.emit('alarm', { alarmId: 1, deviceId: 'AW00001', tenantId: 7, paramKey: 'do', kind: 'warning', state: 'raised', value: 3, ts: Date.now() });
    expect(ids.sort()).toEqual([1, 2]);
    ids.length = 0;
    await vi.advanceTimersByTimeAsync(1_000);
    bus.emit('alarm', { alarmId: 1, deviceId: 'AW00001', tenantId: 7, paramKey: 'do', kind: 'warning', state: 'cleared', value: 5, ts: Date.now() });
    bus.emit('status', { deviceId: 'AW00003', tenantId: 8, status: 'online', ts: Date.now() });
    expect(ids).toEqual([]);
    bus.emit('status', { deviceId: 'AW00003', tenantId: 7, status: 'online', ts: Date.now() });
    expect(ids.sort()).toEqual([3, 4]);
  });
});

describe('timer triggers', () => {
  it('fire on the company local time at each matching minute boundary', async () => {
    // 00:00:30Z is 08:00:30 in Shanghai; "1 8 * * *" is due at the next boundary.
    await startWith(rule([{ type: 'timer', cron: '1 8 * * *' }]));
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fired).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fired).toEqual([expect.objectContaining({ kind: 'timer', cron: '1 8 * * *' })]);
    await vi.advanceTimersByTimeAsync(60_000 * 5);
    expect(fired).toHaveLength(1);
  });

  it('are not limited by the warning interval and stop with the engine', async () => {
    await startWith(rule([{ type: 'timer', cron: '* * * * *' }]));
    await vi.advanceTimersByTimeAsync(60_000 * 3);
    expect(fired).toHaveLength(3);
    engine.stop();
    await vi.advanceTimersByTimeAsync(60_000 * 3);
    expect(fired).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('skip a rule whose stored cron is invalid without stopping the others', async () => {
    await startWith(rule([{ type: 'timer', cron: 'every day' }], { id: 9 }), rule([{ type: 'timer', cron: '* * * * *' }]));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(firedIds).toEqual([1]);
  });
});

describe('forecast triggers', () => {
  it('are forecast when the rule is loaded and fire at once when the crossing is within the lead, whatever the warning interval', async () => {
    const now = Date.now();
    const recorded = new Set<string>();
    engine = new RuleEngine({
      // Fired a minute ago by another trigger: the warning interval (30 minutes) would hold a device trigger back.
      loadRules: async () => [rule([{ type: 'forecast', device_id: 'AW00001', value: 3, lead_minutes: 120 }], { lastFiredAt: now - 60_000 })],
      run: async (_r, cause) => void fired.push(cause),
      log: { error: () => undefined },
      forecast: {
        forecast: async () => ({ status: 'ok', until: now + 8 * 3_600_000, points: [{ ts: now + 3_600_000, value: 2.5 }] }),
        nightOf: () => now + 8 * 3_600_000,
        markFired: async (ruleId, deviceId, night) => !recorded.has(`${ruleId}${deviceId}${night}`) && !!recorded.add(`${ruleId}${deviceId}${night}`),
        firedSince: async () => [],
        alarms: { active: async () => null, raise: async () => undefined, clear: async () => undefined },
      },
    });
    await engine.start(bus);
    await vi.waitFor(() => expect(fired).toEqual([expect.objectContaining({ kind: 'forecast', predictedAt: now + 3_600_000, value: 2.5 })]));
    await engine.reload();
    await vi.advanceTimersByTimeAsync(60_000 * 61);
    await engine.forecasts?.idle();
    expect(fired).toHaveLength(1);
  });
});
