import { describe, expect, it } from 'vitest';
import type { RealtimeDevice, RealtimeParam } from '../shared/contract/api/realtime';
import { applyDeviceEvent, applyStatus, applyTelemetry } from './device-realtime-patch';

const param = (param_key: string, value: number | null, ts: number | null): RealtimeParam => ({
  param_key, name: param_key, name_en: null, unit: '', icon_key: null, param_type: 'float', value, ts, invalid: false, min: 0, max: 14,
  isHigh: 2, period: 0, startValue: null, endValue: null, valuePerfectL: 6.5, valuePerfectH: 8.5, status: 'normal',
});

const polled = (ts: number): RealtimeDevice => ({
  device_id: 'AW00001',
  device_name: '1号塘',
  device_type: 'AW',
  tenant_id: 1,
  status: 'online',
  alarm: 'normal',
  last_update: ts,
  longitude: null,
  latitude: null,
  params: [param('ph', 7.1, ts), param('do', 6.2, ts)],
});

describe('applyTelemetry', () => {
  it('merges pushed values into the latest-values map and moves last_update on', () => {
    const next = applyTelemetry(polled(1000), { deviceId: 'AW00001', ts: 2000, values: { ph: 7.4, unknown_key: 3 }, invalid: [] });
    expect(next?.last_update).toBe(2000);
    expect(next?.params).toEqual([{ ...param('ph', 7.4, 2000) }, param('do', 6.2, 1000)]);
  });

  it('writes times as the polled body holds them, epoch milliseconds, even from a push that spells its time as text', () => {
    const at = Date.parse('2024-05-01T08:00:05.000Z');
    const next = applyTelemetry(polled(at - 5000), { deviceId: 'AW00001', ts: '2024-05-01T08:00:05.000Z' as never, values: { do: 5 }, invalid: [] });
    expect(next?.last_update).toBe(at);
    expect(next?.params[1].ts).toBe(at);
  });

  it('takes invalid flags from the push when it carries them', () => {
    const next = applyTelemetry(polled(1000), { deviceId: 'AW00001', ts: 2000, values: { ph: 20, do: 6 }, invalid: ['ph'] });
    expect(next?.params.map((p) => p.invalid)).toEqual([true, false]);
  });

  it('changes nothing without a polled body, for an older or malformed push, or for foreign keys', () => {
    const base = polled(5000);
    expect(applyTelemetry(undefined, { deviceId: 'AW00001', ts: 6000, values: { ph: 7 }, invalid: [] })).toBeUndefined();
    expect(applyTelemetry(base, { deviceId: 'AW00001', ts: 4000, values: { ph: 7 }, invalid: [] })).toBeUndefined();
    expect(applyTelemetry(base, { deviceId: 'AW00001', ts: 'not a time' as never, values: { ph: 7 }, invalid: [] })).toBeUndefined();
    expect(applyTelemetry(base, { deviceId: 'AW00001', ts: 6000, values: null as never, invalid: [] })).toBeUndefined();
    expect(applyTelemetry(base, { deviceId: 'AW00001', ts: 6000, values: { ph: '7' as never }, invalid: [] })).toBeUndefined();
    expect(applyTelemetry(base, { deviceId: 'AW00001', ts: 6000, values: { nh3: 0.2 }, invalid: [] })).toBeUndefined();
  });
});

describe('applyStatus and applyDeviceEvent', () => {
  it('updates the device status, and alarms leave values alone', () => {
    expect(applyStatus(polled(1), { deviceId: 'AW00001', status: 'offline', tenantId: 1, ts: 2 })?.status).toBe('offline');
    expect(applyStatus(polled(1), { deviceId: 'AW00001', status: 'online', tenantId: 1, ts: 2 })).toBeUndefined();
    expect(applyDeviceEvent(polled(1), { type: 'alarm', event: { deviceId: 'AW00001' } as never })).toBeUndefined();
  });
});
