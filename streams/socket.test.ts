import { afterEach, describe, expect, it } from 'vitest';
import { deviceChannel$ } from './device-channel';
import { FakeSocket } from './fake-socket';
import { connectSocket, disconnectSocket, socketEvents$, socketState$, subscribeDevices, watchedDevices, type SocketState } from './socket';

function connectFake(): FakeSocket {
  const fake = new FakeSocket();
  expect(connectSocket('http://test', () => fake)).toBe(fake);
  return fake;
}

afterEach(() => disconnectSocket());

describe('socket', () => {
  it('opens one socket and reports its connection state', () => {
    const states: SocketState[] = [];
    const subscription = socketState$.subscribe((state) => states.push(state));
    const fake = connectFake();
    expect(connectSocket('http://other', () => new FakeSocket())).toBe(fake);
    fake.up();
    fake.drop();
    fake.up();
    disconnectSocket();
    subscription.unsubscribe();
    expect(states).toEqual(['disconnected', 'connected', 'disconnected', 'connected', 'disconnected']);
  });

  it('ref-counts device rooms and asks for them again after a reconnect', () => {
    const fake = connectFake();
    fake.up();
    const a = subscribeDevices(['AW00001', 'AW00002']).subscribe();
    const b = subscribeDevices(['AW00001']).subscribe();
    expect(fake.sent).toEqual([['subscribe', { deviceIds: ['AW00001', 'AW00002'] }]]);
    fake.drop();
    fake.up();
    expect(fake.sent[1]).toEqual(['subscribe', { deviceIds: ['AW00001', 'AW00002'] }]);
    a.unsubscribe();
    expect(fake.sent[2]).toEqual(['unsubscribe', { deviceIds: ['AW00002'] }]);
    b.unsubscribe();
    expect(fake.sent[3]).toEqual(['unsubscribe', { deviceIds: ['AW00001'] }]);
    expect(watchedDevices()).toEqual([]);
  });

  it('sends nothing while disconnected and subscribes on connect', () => {
    const fake = connectFake();
    const subscription = subscribeDevices(['EWL00001']).subscribe();
    expect(fake.sent).toEqual([]);
    fake.up();
    expect(fake.sent).toEqual([['subscribe', { deviceIds: ['EWL00001'] }]]);
    subscription.unsubscribe();
  });

  it('attaches one listener per event name however many subscribers, and removes it on teardown', () => {
    const fake = connectFake();
    const seen: unknown[] = [];
    const one = socketEvents$('telemetry').subscribe((event) => seen.push(event));
    const two = socketEvents$('telemetry').subscribe((event) => seen.push(event));
    expect(fake.listenerCount('telemetry')).toBe(1);
    fake.receive('telemetry', { deviceId: 'AW00001' });
    expect(seen).toHaveLength(2);
    one.unsubscribe();
    two.unsubscribe();
    expect(fake.listenerCount('telemetry')).toBe(0);
  });
});

describe('deviceChannel$', () => {
  it('delivers only its device’s pushes, tagged, and leaves the room on teardown', () => {
    const fake = connectFake();
    fake.up();
    const channel$ = deviceChannel$('AW00001');
    expect(deviceChannel$('AW00001')).toBe(channel$);
    const seen: unknown[] = [];
    const subscription = channel$.subscribe((event) => seen.push(event));
    fake.receive('telemetry', { deviceId: 'AW00002', ts: 1, values: { ph: 7 } });
    fake.receive('telemetry', { deviceId: 'AW00001', ts: 2, values: { ph: 8 } });
    fake.receive('status', { deviceId: 'AW00001', status: 0, ts: 3 });
    fake.receive('alarm', { device_id: 'AW00001', param_key: 'ph' });
    subscription.unsubscribe();
    expect(seen).toEqual([
      { type: 'telemetry', event: { deviceId: 'AW00001', ts: 2, values: { ph: 8 } } },
      { type: 'status', event: { deviceId: 'AW00001', status: 0, ts: 3 } },
      { type: 'alarm', event: { device_id: 'AW00001', param_key: 'ph' } },
    ]);
    expect(fake.sent).toEqual([
      ['subscribe', { deviceIds: ['AW00001'] }],
      ['unsubscribe', { deviceIds: ['AW00001'] }],
    ]);
    expect(deviceChannel$('AW00001')).not.toBe(channel$);
  });
});
