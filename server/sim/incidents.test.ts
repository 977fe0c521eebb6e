import { describe, expect, it } from 'vitest';
import type { DeviceEntry, ParamConfig } from '../ingest/device-registry';
import { localHour } from './profiles';
import { CRASH_LOW, crashAlarm, crashValue, planIncidents } from './incidents';

const param = (key: string, min: number | null): ParamConfig => ({
  param_key: key, name: key, name_en: key, unit: null, icon_key: null, param_type: 'float', max: null, min, isHigh: 0,
  period: 10, maxTime: 3, startValue: 0, endValue: 20, waitTime: 30, correcting: 0, valuePerfectL: null, valuePerfectH: null, isOpen: 1,
});
const device = (deviceId: string, type: string, tenantId: number, keys: string[]): DeviceEntry => ({
  deviceId, name: deviceId, type, tenantId, timezone: 'Asia/Shanghai', enabled: true, secretHash: null, period: 10,
  params: new Map(keys.map((k) => [k, param(k, k === 'do' ? 4 : null)])),
});

const DEVICES = [
  device('AW00002', 'AW', 1, ['do', 'ph']),
  device('AW00001', 'AW', 1, ['do', 'ph']),
  device('AG00001', 'AG', 2, ['air_temp']),
  device('ES000002', 'ES', 2, ['pm25']),
];
const TO = Date.UTC(2026, 10, 24, 7, 15);
const DAY_MS = 86_400_000;

describe('demo incidents', () => {
  it('places a night-time oxygen crash, a stuck probe in the hourly months and a power cut on one site', () => {
    const [crash, fault, cut] = planIncidents(DEVICES, TO);
    expect(crash).toMatchObject({ kind: 'oxygen_crash', deviceIds: ['AW00001'], paramKey: 'do' });
    expect(localHour(crash.from, 'Asia/Shanghai')).toBe(1.5);
    expect(localHour(crash.to, 'Asia/Shanghai')).toBe(5.5);
    expect(fault).toMatchObject({ kind: 'sensor_fault', deviceIds: ['AW00002'], paramKey: 'ph' });
    expect(TO - fault.from).toBeGreaterThan(30 * DAY_MS);
    expect(cut).toMatchObject({ kind: 'power_cut', deviceIds: ['AG00001', 'ES000002'] });
    expect((cut.to - cut.from) / 3600_000).toBe(4.5);
  });

  it('shapes the crash as a V and records the alarm it raised', () => {
    const [crash] = planIncidents(DEVICES, TO);
    if (crash.kind !== 'oxygen_crash') throw new Error('expected the crash first');
    const mid = (crash.from + crash.to) / 2;
    expect(crashValue(crash, 6, mid)).toBeCloseTo(CRASH_LOW);
    expect(crashValue(crash, 6, crash.from)).toBeCloseTo(6);
    const alarm = crashAlarm(crash, DEVICES[1])!;
    expect(alarm).toMatchObject({ deviceId: 'AW00001', tenantId: 1, paramKey: 'do', threshold: 4, value: CRASH_LOW });
    expect(alarm.raisedAt).toBeGreaterThan(crash.from);
    expect(alarm.raisedAt).toBeLessThan(mid);
    expect(alarm.clearedAt).toBeGreaterThan(mid);
    expect(alarm.clearedAt).toBeLessThan(crash.to);
  });
});
