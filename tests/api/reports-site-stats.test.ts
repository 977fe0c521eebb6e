import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { referencePeriodStats } from '../helpers/report-stats-reference';
import { STARTUP_TIMEOUT_MS } from './telemetry-helpers';
import { backfill, backfillRollups } from '../../server/sim/backfill';
import type { Report } from '../../shared/contract/api/datahis';
import type { SiteReport } from '../../shared/contract/api/reports';
import type { Site } from '../../shared/contract/api/sites';

/**
 * The site report reads every device's statistics in one statement (issue 18's last figure); its
 * answers must be exactly those of each device's own report and of the per-device code it replaced
 * (tests/helpers/report-stats-reference.ts): counts, means, extremes with their times and the shares
 * outside the limits and the best range, over minute data with hours straddling the bounds, hours
 * kept only as rollups, readings flagged invalid and known extremes.
 */
let server: TestServer;
let admin: ApiClient;
let site: Site;
let deviceIds: string[];

const local = (text: string) => new Date(`${text}+08:00`);
const MINUTES = { from: local('2026-03-10T00:00:00'), to: local('2026-03-11T06:00:00') };
const ROLLUPS_ONLY = { device: 'AW00002', from: local('2026-03-12T00:00:00'), to: local('2026-03-13T00:00:00') };
let extremes: { low: number; high: number };

beforeAll(async () => {
  // Own server: the demo fish base's site of mixed device types as seeded, compared device by device.
  server = await startTestServer();
  admin = new ApiClient(server.origin);
  await admin.login(...DEMO.admin);
  const sites = (await admin.get<{ rows: Site[] }>('/sites')).body.data!.rows;
  site = sites.find((s) => s.devices.some((d) => d.device_id === 'AW00001'))!;
  deviceIds = site.devices.map((d) => d.device_id).sort();
  expect(deviceIds).toContain(ROLLUPS_ONLY.device);
  const registry = server.app.ingest.registry;
  const db = server.app.database.db;
  await backfill(db, deviceIds.map((id) => registry.get(id)!), MINUTES.from, MINUTES.to, 1);
  await backfillRollups(db, registry.get(ROLLUPS_ONLY.device)!, ROLLUPS_ONLY.from, ROLLUPS_ONLY.to, []);
  // Known extremes of water temperature on AW00001, inside its reasonable range and beyond the
  // generated curve: the low one twice (the first time counts), the high one once.
  const temp = registry.get('AW00001')!.params.get('water_temp')!;
  extremes = { low: (temp.startValue ?? -40) + 0.5, high: (temp.endValue ?? 80) - 0.5 };
  for (const [datetime, value] of [['2026-03-20 08:00:00', extremes.low], ['2026-03-20 08:30:00', extremes.low], ['2026-03-20 10:15:00', extremes.high]] as const) {
    expect((await admin.post('/datahis/create', { device_id: 'AW00001', data: { water_temp: value }, datetime })).status).toBe(200);
  }
  // An hour of dissolved oxygen flagged invalid by the data audit: left out everywhere.
  const flagged = await admin.post('/datahis/manageValid', {
    dataType: 'invalid', device_id: 'AW00001', paraName: 'do', startTime: local('2026-03-10T14:00:00').getTime(), endTime: local('2026-03-10T14:59:30').getTime(),
  });
  expect(flagged.status).toBe(200);
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
});

async function siteReport(type: string, date: string) {
  const res = await admin.post<SiteReport>('/report/site', { type, date, site_id: site.id });
  expect(res.status).toBe(200);
  return res.body.data!;
}

describe('site report statistics', () => {
  it.each([
    ['month', '2026-03-15'],
    ['week', '2026-03-10'],
    ['day', '2026-03-10'],
    ['day', '2026-03-12'],
  ])('equal each device\'s own %s report and the per-device code they replace (%s)', async (type, date) => {
    const report = await siteReport(type, date);
    expect(report.devices.map((d) => d.device_id)).toEqual(deviceIds);
    const db = server.app.database.db;
    for (const device of report.devices) {
      const own = (await admin.post<Report>('/datahis/findDataHisByType', { type, device_id: device.device_id, date })).body.data!;
      expect(device.params).toEqual(own.params);
      expect(device.stats).toEqual(own.stats);
      const params = [...server.app.ingest.registry.get(device.device_id)!.params.values()].filter((p) => p.isOpen === 1);
      expect(device.stats).toEqual(await referencePeriodStats(db, device.device_id, params, report.start!, report.end!));
    }
  });

  it('cover hours straddling a bound, hours kept only as rollups and the known extremes with their first times', async () => {
    const report = await siteReport('month', '2026-03-15');
    const all = report.devices.flatMap((d) => Object.values(d.stats));
    // The data is varied enough for the comparison above to mean something.
    expect(all.some((s) => s.outside_best !== null && s.outside_best > 0 && s.outside_best < 1)).toBe(true);
    const rollupsOnly = await siteReport('day', '2026-03-12');
    const hourStarts = Object.values(rollupsOnly.devices.find((d) => d.device_id === ROLLUPS_ONLY.device)!.stats).filter((s) => s.count > 0);
    expect(hourStarts.length).toBeGreaterThan(0);
    for (const s of hourStarts) expect(s.min_ts! % 3_600_000).toBe(0);
    const temp = report.devices.find((d) => d.device_id === 'AW00001')!.stats.water_temp;
    expect(temp).toMatchObject({ min: extremes.low, min_ts: local('2026-03-20T08:00:00').getTime(), max: extremes.high, max_ts: local('2026-03-20T10:15:00').getTime() });
    const oxygen = report.devices.find((d) => d.device_id === 'AW00001')!.stats.do;
    const other = report.devices.find((d) => d.device_id === 'AW00002')!.stats.do;
    // Same minute series length on both, less the flagged hour's sixty readings on AW00001.
    expect(other.count - oxygen.count).toBe(60 + 24 * 60);
  });
});
