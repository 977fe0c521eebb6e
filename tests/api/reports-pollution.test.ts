import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import { STARTUP_TIMEOUT_MS } from './telemetry-helpers';
import type { PollutionResult } from '../../shared/contract/api/reports';

/** A pond monitor and an air station, each of a company of the file's own. */
let pond: string;
let station: string;
let server: TestServer;
let admin: ApiClient;

async function enter(deviceId: string, datetime: string, data: Record<string, number>) {
  const res = await admin.post('/datahis/create', { device_id: deviceId, data, datetime });
  expect(res.status, `${deviceId} ${datetime}`).toBe(200);
}

/** One reading per local hour of a day for the air station. */
async function airDay(date: string, values: Record<string, number>) {
  for (let hour = 0; hour < 24; hour++) await enter(station, `${date} ${String(hour).padStart(2, '0')}:10:00`, values);
}

beforeAll(async () => {
  server = await sharedServer();
  const [ponds, air] = await Promise.all([freshCompany(server, { devices: 1 }), freshCompany(server, { devices: 1, like: 'ES000002' })]);
  [pond, station] = [ponds.devices[0], air.devices[0]];
  admin = new ApiClient(server.origin);
  await admin.login(...DEMO.admin);
  // AQI 107 (PM2.5 80, level III, polluted) and AQI 29 (level I, good).
  await airDay('2026-06-01', { pm25: 80, pm10: 120, so2: 10, no2: 30, co: 0.8, o3: 60 });
  await airDay('2026-06-05', { pm25: 20, pm10: 30, so2: 5, no2: 10, co: 0.4, o3: 40 });
  // The pond's monitor: the day's means classify the water. 10 May: DO 6.5 (II), NH3-N 0.8 (III) -> III, good.
  await enter(pond, '2026-05-10 08:00:00', { do: 6, nh3n: 0.6, ph: 7.5 });
  await enter(pond, '2026-05-10 20:00:00', { do: 7, nh3n: 1.0, ph: 7.5 });
  // 11 May: NH3-N 1.8 -> V, polluted; it crosses no midnight in Asia/Shanghai although 07:00 is 10 May in UTC.
  await enter(pond, '2026-05-11 07:00:00', { do: 6.5, nh3n: 1.8, ph: 7.2 });
}, STARTUP_TIMEOUT_MS);

async function workbookOf(client: ApiClient, lang: string, query: Record<string, string>) {
  const url = new URL('/api/report/pollutionDays/download', server.origin);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { cookie: `sid=${client.cookie('sid')}`, 'accept-language': lang, 'x-forwarded-for': client.ip } });
  const workbook = new ExcelJS.Workbook();
  if (res.status === 200) await workbook.xlsx.load(await res.arrayBuffer());
  return { res, workbook };
}

describe('good and polluted days', () => {
  it('count an air station\'s days by its daily AQI (good at most 100) and level', async () => {
    const res = await admin.get<PollutionResult>('/report/pollutionDays', { device_id: station, startMonth: '2026-05', endMonth: '2026-06' });
    expect(res.status).toBe(200);
    const result = res.body.data!;
    expect(result.kind).toBe('air');
    expect(result.categories).toEqual(['I', 'II', 'III', 'IV', 'V', 'VI']);
    expect(result.months).toEqual([
      { month: '2026-05', good: 0, polluted: 0, no_data: 31, by_category: { I: 0, II: 0, III: 0, IV: 0, V: 0, VI: 0 } },
      { month: '2026-06', good: 1, polluted: 1, no_data: 28, by_category: { I: 1, II: 0, III: 1, IV: 0, V: 0, VI: 0 } },
    ]);
    expect(result.days.find((d) => d.date === '2026-06-01')).toEqual({ date: '2026-06-01', good: false, category: 'III', aqi: 107, limiting: ['pm25'] });
  });

  it('class a water monitor\'s days by GB 3838-2002 from the local day\'s means (I-III good)', async () => {
    const result = (await admin.get<PollutionResult>('/report/pollutionDays', { device_id: pond, startMonth: '2026-05', endMonth: '2026-05' })).body.data!;
    expect(result.kind).toBe('water');
    expect(result.months[0]).toMatchObject({ good: 1, polluted: 1, no_data: 29, by_category: { III: 1, V: 1, I: 0 } });
    expect(result.days.find((d) => d.date === '2026-05-10')).toMatchObject({ good: true, category: 'III', limiting: ['nh3n'] });
    expect(result.days.find((d) => d.date === '2026-05-11')).toMatchObject({ good: false, category: 'V', limiting: ['nh3n'] });
  });

  it('download as .xlsx with the months and the days, in the caller\'s language', async () => {
    const { res, workbook } = await workbookOf(admin, 'en-US', { device_id: station, startMonth: '2026-06', endMonth: '2026-06' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="pollution-${station}-2026-06-2026-06.xlsx"`);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['By month', 'Day by day']);
    const months = workbook.getWorksheet('By month')!;
    expect(String(months.getCell('A1').value)).toContain('Good and polluted days · 2026-06 - 2026-06');
    expect((months.getRow(2).values as unknown[]).slice(1, 7)).toEqual(['Month', 'Good days', 'Polluted days', 'Days without valid data', 'I Excellent', 'II Good']);
    expect((months.getRow(3).values as unknown[]).slice(1, 8)).toEqual(['2026-06', 1, 1, 28, 1, 0, 1]);
    const days = workbook.getWorksheet('Day by day')!;
    // The governing parameter by its name, not its code (pm25).
    expect((days.getRow(3).values as unknown[]).slice(1)).toEqual(['2026-06-01', 'Polluted', 'III Lightly polluted', 107, 'PM2.5']);

    const zh = await workbookOf(admin, 'zh-CN', { device_id: pond, startMonth: '2026-05', endMonth: '2026-05' });
    expect(zh.workbook.worksheets.map((s) => s.name)).toEqual(['按月统计', '逐日']);
    expect(zh.workbook.getWorksheet('按月统计')!.getCell('E2').value).toBe('Ⅰ类');
    expect(zh.workbook.getWorksheet('按月统计')!.getCell('J2').value).toBe('劣Ⅴ类');
    const zhDays: unknown[][] = [];
    zh.workbook.getWorksheet('逐日')!.eachRow((row) => zhDays.push((row.values as unknown[]).slice(1)));
    expect(zhDays.find((row) => row[0] === '2026-05-10')?.at(-1)).toBe('氨氮');
  });

  it('hide another company\'s device and refuse bad months in the caller\'s language', async () => {
    const grower = new ApiClient(server.origin);
    await grower.login('grower', 'grower123');
    expect((await grower.get('/report/pollutionDays', { device_id: pond, startMonth: '2026-05', endMonth: '2026-05' })).status).toBe(404);
    expect((await workbookOf(grower, 'en-US', { device_id: pond, startMonth: '2026-05', endMonth: '2026-05' })).res.status).toBe(404);

    const reversed = await admin.get('/report/pollutionDays', { device_id: pond, startMonth: '2026-06', endMonth: '2026-05' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('The end date cannot be before the start date');
    const zh = new ApiClient(server.origin, 'zh-CN');
    await zh.login(...DEMO.admin);
    const long = await zh.get('/report/pollutionDays', { device_id: pond, startMonth: '2025-01', endMonth: '2026-01' });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('一次最多统计 12 个月');
    expect((await admin.get('/report/pollutionDays', { device_id: pond, startMonth: '2026-13', endMonth: '2026-13' })).status).toBe(400);
    expect((await admin.get('/report/pollutionDays', { device_id: pond, startMonth: '0000-01', endMonth: '0000-02' })).status).toBe(400);
  });
});
