import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';
import { STARTUP_TIMEOUT_MS } from './telemetry-helpers';
import type { SiteExportJob, SiteReport } from '../../shared/contract/api/reports';
import type { Site } from '../../shared/contract/api/sites';

/**
 * Site reports (issue 18, item 1): every device of a site over one period (POST /report/site),
 * and its .xlsx made in the background with progress (POST /report/site/export, then the job and
 * its file); another company's site and another user's job out of reach; bad input refused.
 */
let server: TestServer;
let agent: ApiClient;
let agentZh: ApiClient;
let grower: ApiClient;
let farmer: ApiClient;
let fishSite: Site;
let greenhouseSite: Site;
/** The file's fish company's two pond monitors, both inside its site. */
let [pond1, pond2] = ['', ''];

const DAY = { type: 'day', date: '2026-05-10' } as const;

beforeAll(async () => {
  server = await sharedServer();
  // Two companies of the file's own, each with a site around its devices (a company starts with none).
  const [fish, green] = await Promise.all([freshCompany(server), freshCompany(server, { like: 'AG00001', devices: 1, users: ['grower'] })]);
  [pond1, pond2] = fish.devices;
  const db = server.app.database.db;
  for (const company of [fish, green]) {
    const place = await db.selectFrom('devices').select(['longitude', 'latitude']).where('device_id', '=', company.devices[0]).executeTakeFirstOrThrow();
    await db.insertInto('sites').values({ tenant_id: company.id, name: company.name, kind: 'aquaculture', longitude: place.longitude!, latitude: place.latitude! }).execute();
  }
  agent = new ApiClient(server.origin);
  agentZh = new ApiClient(server.origin, 'zh-CN');
  grower = new ApiClient(server.origin);
  farmer = new ApiClient(server.origin);
  const admin = new ApiClient(server.origin);
  await Promise.all([agent.login(...fish.agent), agentZh.login(...fish.agent), grower.login(...green.users.grower!), farmer.login(...fish.farmer), admin.login(...DEMO.admin)]);
  const sites = (await admin.get<{ rows: Site[] }>('/sites')).body.data!.rows;
  fishSite = sites.find((s) => s.devices.some((d) => d.device_id === pond1))!;
  greenhouseSite = sites.find((s) => s.devices.some((d) => d.device_id === green.devices[0]))!;
  expect(fishSite.devices.some((d) => d.device_id === pond2)).toBe(true);
  // Known readings: water temperature 20 and 30 on the first pond, 10 on the second.
  for (const [device, datetime, value] of [[pond1, '2026-05-10 08:00:00', 20], [pond1, '2026-05-10 09:00:00', 30], [pond2, '2026-05-10 10:00:00', 10]] as const) {
    expect((await admin.post('/datahis/create', { device_id: device, data: { water_temp: value }, datetime })).status).toBe(200);
  }
}, STARTUP_TIMEOUT_MS);

async function waitForJob(client: ApiClient, id: string): Promise<SiteExportJob> {
  let job: SiteExportJob | undefined;
  await expect
    .poll(async () => {
      job = (await client.get<SiteExportJob>(`/report/site/export/${id}`)).body.data;
      return job?.status;
    }, { timeout: 60_000, interval: 100 })
    .not.toBe('running');
  return job!;
}

describe('site reports', () => {
  it("give each device of the site its figures over the period", async () => {
    const res = await agent.post<SiteReport>('/report/site', { ...DAY, site_id: fishSite.id });
    expect(res.status).toBe(200);
    const report = res.body.data!;
    expect(report.site_id).toBe(fishSite.id);
    expect(report.timezone).toBe('Asia/Shanghai');
    expect(report.devices.map((d) => d.device_id)).toEqual(fishSite.devices.map((d) => d.device_id).sort());
    const one = report.devices.find((d) => d.device_id === pond1)!;
    expect(one.stats.water_temp).toMatchObject({ count: 2, min: 20, max: 30, avg: 25 });
    expect(report.devices.find((d) => d.device_id === pond2)!.stats.water_temp).toMatchObject({ count: 1, min: 10, max: 10 });
  });

  it('makes the workbook in the background, a sheet per device, and hands it to its maker only', async () => {
    const started = await agent.post<SiteExportJob>('/report/site/export', { ...DAY, site_id: fishSite.id });
    expect(started.status).toBe(200);
    const job = started.body.data!;
    expect(job.total).toBe(fishSite.devices.length);
    // Another user's job is unknown to them.
    expect((await grower.get(`/report/site/export/${job.id}`)).status).toBe(404);
    const done = await waitForJob(agent, job.id);
    expect(done).toMatchObject({ status: 'done', done: job.total, error: null });
    const file = await fetch(new URL(`/api/report/site/export/${job.id}/file`, server.origin), {
      headers: { cookie: `sid=${agent.cookie('sid')}`, 'x-forwarded-for': agent.ip },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/report-site-day-\d+-2026-05-10\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    expect(workbook.worksheets).toHaveLength(job.total);
    const sheet = workbook.worksheets.find((s) => s.name.includes(pond1))!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const temp = rows.find((r) => String(r[1]).startsWith('Water temperature'))!;
    // count, min, (time), max, (time), mean as numbers.
    expect([temp[2], temp[3], temp[5], temp[7]]).toEqual([2, 20, 30, 25]);
    expect((await fetch(new URL(`/api/report/site/export/${job.id}/file`, server.origin), { headers: { cookie: `sid=${grower.cookie('sid')}`, 'x-forwarded-for': grower.ip } })).status).toBe(404);
  });

  it("keeps another company's site out of reach and needs a report code", async () => {
    expect((await new ApiClient(server.origin).post('/report/site', { ...DAY, site_id: fishSite.id })).status).toBe(401);
    expect([403, 404]).toContain((await grower.post('/report/site', { ...DAY, site_id: fishSite.id })).status);
    expect([403, 404]).toContain((await agent.post('/report/site/export', { ...DAY, site_id: greenhouseSite.id })).status);
    // The farmer holds 5001 (daily report) but not the site of another company.
    expect((await farmer.post('/report/site', { ...DAY, site_id: fishSite.id })).status).toBe(200);
    expect([403, 404]).toContain((await farmer.post('/report/site', { ...DAY, site_id: greenhouseSite.id })).status);
  });

  it('refuses bad input naming the field, in the caller\'s language', async () => {
    const badDate = await agentZh.post('/report/site', { type: 'day', date: 'someday', site_id: fishSite.id });
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toContain('date');
    expect(badDate.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect((await agent.post('/report/site', { type: 'year', date: '2026-05-10', site_id: fishSite.id })).status).toBe(400);
    expect((await agent.post('/report/site', { type: 'day', date: '2026-05-10', site_id: 0 })).status).toBe(400);
    expect((await agent.post('/report/site/export', { type: 'day', date: 'someday', site_id: fishSite.id })).status).toBe(400);
    expect((await agent.get('/report/site/export/not-a-job')).status).toBe(400);
    expect((await agent.get('/report/site/export/00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });
});
