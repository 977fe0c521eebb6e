import { describe, expect, it } from 'vitest';
import type { RealtimeDevice } from '../shared/contract/api/realtime';
import { applyAlarmPush, applyStatusPush, indexOfDevice, type DevicesLive } from './devices-status-patch';

const param = (param_key: string, status: 'normal' | 'warning' = 'normal') => ({
  param_key, name: param_key, name_en: null, unit: null, icon_key: null, param_type: 'float', value: 1, ts: 1, invalid: false,
  max: 2, min: 0, isHigh: 2, period: 10, startValue: 0, endValue: 10, valuePerfectL: 0, valuePerfectH: 2, status,
});
const device = (device_id: string, extra: Partial<RealtimeDevice> = {}): RealtimeDevice => ({
  device_id, device_name: device_id, device_type: 'AW', tenant_id: 1, status: 'online', alarm: 'normal', last_update: 1,
  longitude: 120, latitude: 30, params: [param('do'), param('ph')], ...extra,
});
const live = (rows: RealtimeDevice[]): DevicesLive => ({ rows, total: rows.length });
const push = (deviceId: string, kind: 'warning' | 'fault' | 'forecast', state: 'raised' | 'cleared', paramKey: string | null = 'do') => ({
  alarmId: 1, deviceId, tenantId: 1, paramKey, kind, state, value: null, ts: 2,
});

describe('devices status patches', () => {
  it('replaces only the pushed device and keeps every other row by reference', () => {
    const prev = live([device('A'), device('B')]);
    const next = applyStatusPush(prev, { deviceId: 'B', status: 'offline', tenantId: 1, ts: 2 })!;
    expect(next.rows[1].status).toBe('offline');
    expect(next.rows[0]).toBe(prev.rows[0]);
    expect(prev.rows[1].status).toBe('online');
    expect(indexOfDevice(next.rows, 'B')).toBe(1);
  });

  it('ignores unknown devices, repeats and malformed pushes', () => {
    const prev = live([device('A')]);
    expect(applyStatusPush(prev, { deviceId: 'Z', status: 'offline', tenantId: 1, ts: 2 })).toBeUndefined();
    expect(applyStatusPush(prev, { deviceId: 'A', status: 'online', tenantId: 1, ts: 2 })).toBeUndefined();
    expect(applyStatusPush(prev, { deviceId: 'A', status: 7 as never, tenantId: 1, ts: 2 })).toBeUndefined();
    expect(applyStatusPush(undefined, { deviceId: 'A', status: 'offline', tenantId: 1, ts: 2 })).toBeUndefined();
  });

  it('raises a warning on its parameter and clears back to normal when it was the last one', () => {
    const raised = applyAlarmPush(live([device('A')]), push('A', 'warning', 'raised'))!;
    expect(raised.rows[0].alarm).toBe('warning');
    expect(raised.rows[0].params[0].status).toBe('warning');
    expect(applyAlarmPush(raised, push('A', 'warning', 'raised'))).toBeUndefined();
    const cleared = applyAlarmPush(raised, push('A', 'warning', 'cleared'))!;
    expect(cleared.rows[0].alarm).toBe('normal');
  });

  it('leaves a device as it is for a hypoxia forecast, which is of tonight, not of the device now', () => {
    expect(applyAlarmPush(live([device('A')]), push('A', 'forecast', 'raised'))).toBeUndefined();
  });

  it('keeps a warning that another parameter still carries, and a fault over any warning', () => {
    const twoWarnings = live([device('A', { alarm: 'warning', params: [param('do', 'warning'), param('ph', 'warning')] })]);
    expect(applyAlarmPush(twoWarnings, push('A', 'warning', 'cleared'))!.rows[0].alarm).toBe('warning');
    const faulted = applyAlarmPush(twoWarnings, push('A', 'fault', 'raised', null))!;
    expect(faulted.rows[0].alarm).toBe('fault');
    expect(applyAlarmPush(faulted, push('A', 'warning', 'cleared'))!.rows[0].alarm).toBe('fault');
    expect(applyAlarmPush(faulted, push('A', 'fault', 'cleared', null))!.rows[0].alarm).toBe('warning');
  });
});
