import { filter, firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { configureStreams } from './config';
import { configureStreamsByPath } from './test-support';
import type { RealtimeDevice } from '../shared/contract/api/realtime';
import { getDeviceRealtime$ } from './device-realtime';
import { FakeSocket } from './fake-socket';
import { connectSocket, disconnectSocket } from './socket';

const body: RealtimeDevice = {
  device_id: 'AW00001',
  device_name: '1号塘',
  device_type: 'AW',
  tenant_id: 1,
  status: 'online',
  alarm: 'normal',
  last_update: 1000,
  longitude: null,
  latitude: null,
  params: [
    {
      param_key: 'ph', name: 'pH', name_en: null, unit: '', icon_key: null, param_type: 'float', value: 7.1, ts: 1000, invalid: false, min: 0, max: 14,
      isHigh: 2, period: 0, startValue: null, endValue: null, valuePerfectL: 6.5, valuePerfectH: 8.5, status: 'normal',
    },
  ],
};

afterEach(() => disconnectSocket());

describe('getDeviceRealtime$', () => {
  it('polls the realtime endpoint through the configured fetcher and merges telemetry pushes', async () => {
    const paths: string[] = [];
    configureStreamsByPath(<T,>(path: string) => {
      paths.push(path);
      return Promise.resolve(body as T);
    });
    const fake = new FakeSocket();
    connectSocket(undefined, () => fake);
    fake.up();

    const stream$ = getDeviceRealtime$('AW00001');
    expect(getDeviceRealtime$('AW00001')).toBe(stream$);
    const states: Array<RealtimeDevice | undefined> = [];
    const subscription = stream$.subscribe((state) => states.push(state.data));
    await firstValueFrom(stream$.pipe(filter((state) => state.status === 'ok')));
    expect(paths).toEqual(['/userdevices/realtime/AW00001']);
    expect(fake.sent).toContainEqual(['subscribe', { deviceIds: ['AW00001'] }]);

    fake.receive('telemetry', { deviceId: 'AW00001', ts: 2000, values: { ph: 7.9 } });
    fake.receive('telemetry', { deviceId: 'AW00002', ts: 2000, values: { ph: 1 } });
    subscription.unsubscribe();
    expect(states.map((data) => data?.params[0].value)).toEqual([7.1, 7.9]);
  });

  it('fails its requests as values until the app configures a fetcher', async () => {
    configureStreams(null as never);
    const state = await firstValueFrom(getDeviceRealtime$('EWL00001'));
    expect(state).toMatchObject({ status: 'error', data: undefined });
  });
});
