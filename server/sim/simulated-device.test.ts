import { describe, expect, it } from 'vitest';
import type { DeviceEntry, ParamConfig } from '../ingest/device-registry';
import { localToInstant } from '../core/local-time';
import { SimulatedDevice } from './simulated-device';

const TZ = 'Asia/Shanghai';
const param = (key: string, range: [number, number]): ParamConfig => ({
  param_key: key, name: key, name_en: key, unit: null, icon_key: null, param_type: 'float', max: null, min: null, isHigh: 0,
  period: 10, maxTime: 3, startValue: range[0], endValue: range[1], waitTime: 30, correcting: 0, valuePerfectL: null, valuePerfectH: null, isOpen: 1,
});
const pond = (): DeviceEntry => ({
  deviceId: 'AW00001', name: 'pond', type: 'AW', tenantId: 1, timezone: TZ, enabled: true, secretHash: null, period: 10,
  params: new Map([param('do', [0, 20]), param('water_temp', [0, 40]), param('aerator', [0, 1])].map((p) => [p.param_key, p])),
});
const MINUTE_MS = 60_000;

/** The device's readings every 10 minutes over [from, to). */
function run(device: SimulatedDevice, from: number, to: number) {
  const readings: Array<Record<string, number>> = [];
  for (let ts = from; ts < to; ts += 10 * MINUTE_MS) readings.push({ ts, ...device.values(ts) });
  return readings;
}

describe('a simulated pond monitor', () => {
  it('reports its oxygen from the mass balance, continuously, with the aerator off until a command turns it on', () => {
    const midnight = localToInstant(TZ, 2026, 7, 21);
    const plain = run(new SimulatedDevice(pond(), '', ''), midnight, midnight + 5 * 60 * MINUTE_MS);
    for (let i = 1; i < plain.length; i++) expect(Math.abs(plain[i].do - plain[i - 1].do)).toBeLessThan(0.5);
    expect(plain.every((r) => r.aerator === 0)).toBe(true);

    const aerated = new SimulatedDevice(pond(), '', '');
    aerated.values(midnight);
    aerated.command({ id: 1, command: 'aerator_on', rule_id: 1 }, midnight);
    const lifted = run(aerated, midnight, midnight + 5 * 60 * MINUTE_MS);
    expect(lifted.every((r) => r.aerator === 1)).toBe(true);
    // Five hours of aeration in the small hours of a July night: the pond holds clearly more oxygen.
    expect(lifted.at(-1)!.do - plain.at(-1)!.do).toBeGreaterThan(1);
    // The farm hand switches it off at nine.
    expect(aerated.values(localToInstant(TZ, 2026, 7, 21, 9, 1)).aerator).toBe(0);
  });
});
