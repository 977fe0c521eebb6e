import { describe, expect, it } from 'vitest';
import { applyDeviceEvent, applyStatus, applyTelemetry, type DeviceRealtime, type RealtimeParam } from './device-realtime-patch';

const param = (param_key: string, value: number | null, ts: number | string | null): RealtimeParam => ({
  param_key, name: param_key, unit: '', value, ts, invalid: false, min: 0, max: 14, valuePerfectL: 6.5, valuePerfectH: 8.5, isHigh: 2,
});

const polled = (ts: number | string): DeviceRealtime => ({
  device_id: 'AW00001',
  status: 1,
  last_update: ts,
  params: [param('ph', 7.1, ts), param('do', 6.2, ts)],
});

describe('applyTelemetry', () => {
  it('merges pushed values into the latest-values map and moves last_update on', () => {
    const next = applyTelemetry(polled(1000), { deviceId: 'AW00001', ts: 2000, values: { ph: 7.4, unknown_key: 3 }, invalid: [] });
    expect(next?.last_update).toBe(2000);
    expect(next?.params).toEqual([{ ...param('ph', 7.4, 2000) }, param('do', 6.2, 1000)]);
  });

  it('writes times the way the polled body does', () => {
    const next = applyTelemetry(polled('2024-05-01T08:00:00.000Z'), { deviceId: 'AW00001', ts: Date.parse('2024-05-01T08:00:05.000Z'), values: { do: 5 }, invalid: [] });
    expect(next?.last_update).toBe('2024-05-01T08:00:05.000Z');
    expect(next?.params[1].ts).toBe('2024-05-01T08:00:05.000Z');
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
    expect(applyStatus(polled(1), { deviceId: 'AW00001', status: 0 as never, tenantId: 1, ts: 2 })?.status).toBe(0);
    expect(applyStatus(polled(1), { deviceId: 'AW00001', status: 1 as never, tenantId: 1, ts: 2 })).toBeUndefined();
    expect(applyDeviceEvent(polled(1), { type: 'alarm', event: { deviceId: 'AW00001' } as never })).toBeUndefined();
  });
});
