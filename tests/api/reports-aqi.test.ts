import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import { STARTUP_TIMEOUT_MS } from './telemetry-helpers';
import type { AqiResult } from '../../shared/contract/api/reports';

let server: TestServer;
let admin: ApiClient;
/** The greenhouse's air station and its technician (the demo grower's rights), and another company's station. */
let station: string;
let technician: readonly [string, string];
let otherStation: string;

beforeAll(async () => {
  server = await sharedServer();
  const [company, otherCompany] = await Promise.all([
    freshCompany(server, { devices: 1, like: 'ES000002', users: ['grower'] }),
    freshCompany(server, { devices: 1, like: 'ES000002' }),
  ]);
  [station, otherStation, technician] = [company.devices[0], otherCompany.devices[0], company.users.grower!];
  admin = new ApiClient(server.origin);
  await admin.login(...DEMO.admin);
}, STARTUP_TIMEOUT_MS);

/** Enters one reading per local hour of a day for the greenhouse air station, through manual entry. */
async function enterDay(date: string, hours: number, at: (hour: number) => Record<string, number>) {
  for (let hour = 0; hour < hours; hour++) {
    const res = await admin.post('/datahis/create', { device_id: station, data: at(hour), datetime: `${date} ${String(hour).padStart(2, '0')}:10:00` });
    expect(res.status).toBe(200);
  }
}

describe('daily AQI', () => {
  it('computes a day of known readings by HJ 633-2012, in the station\'s own zone', async () => {
    // PM2.5 80 all day (IAQI 107), PM10 120 (85), O3 90 for 8 hours then 60: the 8-hour max is 90 (IAQI 45).
    await enterDay('2026-06-01', 24, (hour) => ({ pm25: 80, pm10: 120, so2: 10, no2: 30, co: 0.8, o3: hour >= 10 && hour < 18 ? 90 : 60 }));
    // The next day has 13 hours of data: too few for a 24-hour mean, and for the 14 valid 8-hour O3 means.
    await enterDay('2026-06-02', 13, () => ({ pm25: 20, pm10: 30, so2: 5, no2: 10, co: 0.4, o3: 40 }));

    const grower = new ApiClient(server.origin);
    await grower.login(...technician);
    const res = await grower.get<AqiResult>('/report/aqi', { device_id: station, startTime: '2026-06-01', endTime: '2026-06-03' });
    expect(res.status).toBe(200);
    const [first, second, third] = res.body.data!.rows;
    expect(res.body.data!.timezone).toBe('Asia/Shanghai');
    expect(first).toMatchObject({
      date: '2026-06-01', aqi: 107, level: 'III', color: 'orange', primary: ['pm25'], reason: null,
      iaqi: { pm25: 107, pm10: 85, so2: 10, no2: 38, co: 20, o3_8h: 45, o3_1h: 29 },
      concentrations: { pm25: 80, pm10: 120, o3_8h: 90, o3_1h: 90 },
    });
    expect(second).toMatchObject({ date: '2026-06-02', aqi: null, level: null, color: null, reason: 'insufficient_data' });
    expect(third).toMatchObject({ date: '2026-06-03', aqi: null, reason: 'insufficient_data' });
  });

  it('refuses a reversed or too long range in the caller\'s language, and hides other companies\' stations', async () => {
    const reversed = await admin.get('/report/aqi', { device_id: station, startTime: '2026-06-02', endTime: '2026-06-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('The end date cannot be before the start date');
    const zh = new ApiClient(server.origin, 'zh-CN');
    await zh.login(...DEMO.admin);
    const long = await zh.get('/report/aqi', { device_id: station, startTime: '2025-01-01', endTime: '2026-06-01' });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('时间范围不能超过 366 天');
    const badDate = await admin.get('/report/aqi', { device_id: station, startTime: '2026-02-30', endTime: '2026-03-01' });
    expect(badDate.status).toBe(400);

    // The other station belongs to another company than the greenhouse's technician.
    const grower = new ApiClient(server.origin);
    await grower.login(...technician);
    const other = await grower.get('/report/aqi', { device_id: otherStation, startTime: '2026-06-01', endTime: '2026-06-01' });
    expect(other.status).toBe(404);
    expect((await new ApiClient(server.origin).get('/report/aqi', { device_id: station, startTime: '2026-06-01', endTime: '2026-06-01' })).status).toBe(401);
  });
});
