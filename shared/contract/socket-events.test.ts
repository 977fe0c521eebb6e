import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { AlarmPushSchema, MAX_SUBSCRIBED_DEVICES, RoomRequestSchema, StatusPushSchema, TelemetryPushSchema } from './socket-event-schemas';
import { SOCKET_EVENTS, type AlarmPush, type StatusPush, type TelemetryPush } from './socket-events';

describe('socket events contract', () => {
  it('names each event by itself, the names server/push emits and streams/ listen to', () => {
    for (const [key, name] of Object.entries(SOCKET_EVENTS)) expect(name).toBe(key);
  });

  it('describes the pushes as the server sends them', () => {
    const telemetry: TelemetryPush = { deviceId: 'AW00001', ts: 1_700_000_000_000, values: { ph: 7.2, aerator: true }, invalid: ['ph'] };
    const status: StatusPush = { deviceId: 'AW00001', tenantId: 1, status: 'offline', ts: 1_700_000_000_000 };
    const alarm: AlarmPush = { alarmId: 9, deviceId: 'AW00001', tenantId: 1, paramKey: null, kind: 'fault', state: 'raised', value: null, ts: 1 };
    expect(Value.Check(TelemetryPushSchema, telemetry)).toBe(true);
    expect(Value.Check(StatusPushSchema, status)).toBe(true);
    expect(Value.Check(AlarmPushSchema, alarm)).toBe(true);
    expect(Value.Check(StatusPushSchema, { ...status, status: 1 })).toBe(false);
    expect(Value.Check(AlarmPushSchema, { ...alarm, state: 'opened' })).toBe(false);
    expect(Value.Check(TelemetryPushSchema, { ...telemetry, values: { ph: '7' } })).toBe(false);
  });

  it('bounds a room request', () => {
    expect(Value.Check(RoomRequestSchema, { deviceIds: ['AW00001'] })).toBe(true);
    expect(Value.Check(RoomRequestSchema, { deviceIds: [''] })).toBe(false);
    expect(Value.Check(RoomRequestSchema, { deviceIds: Array.from({ length: MAX_SUBSCRIBED_DEVICES + 1 }, (_, i) => `D${i}`) })).toBe(false);
  });
});
