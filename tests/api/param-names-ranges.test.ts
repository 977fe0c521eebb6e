import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { connectDevice, publishTelemetry, STARTUP_TIMEOUT_MS, waitFor } from './telemetry-helpers';

let server: TestServer;
let admin: ApiClient;
let agent: ApiClient;
let zhAgent: ApiClient;

beforeAll(async () => {
  // Own server: runs a migration again over the whole database and adds platform-wide parameter definitions.
  server = await startTestServer();
  admin = new ApiClient(server.origin);
  agent = new ApiClient(server.origin);
  zhAgent = new ApiClient(server.origin, 'zh-CN');
  await Promise.all([admin.login(...DEMO.admin), agent.login(...DEMO.agent), zhAgent.login(...DEMO.agent)]);
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
});

const RANGE_FIELDS = ['startValue', 'endValue', 'valuePerfectL', 'valuePerfectH', 'min', 'max'] as const;
const stored = (deviceId: string, paramKey: string) =>
  server.app.database.db
    .selectFrom('device_params')
    .selectAll()
    .where('device_id', '=', deviceId)
    .where('param_key', '=', paramKey)
    .executeTakeFirstOrThrow();

type Named = { param_key: string; name: string; name_en: string | null };

describe('blank ranges', () => {
  it('stores a blank (null) range as no range, through the call the configuration form makes', async () => {
    const blank = Object.fromEntries(RANGE_FIELDS.map((f) => [f, null]));
    const res = await agent.post<Record<string, unknown>>('/deviceParam/update', { kind: 'config', deviceId: 'ET000001', paramKey: 'air_humidity', ...blank });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(blank);
    expect(await stored('ET000001', 'air_humidity')).toMatchObject(blank);
  });

  it('does not flag a reading invalid when the parameter has no reasonable range', async () => {
    await agent.post('/deviceParam/update', {
      kind: 'config', deviceId: 'ET000001', paramKey: 'air_humidity', startValue: null, endValue: null, valuePerfectL: 20, valuePerfectH: 80,
    });
    const client = await connectDevice(server, 'ET000001');
    try {
      await publishTelemetry(client, 'ET000001', { values: { air_humidity: 66.6 } });
    } finally {
      await client.endAsync();
    }
    type Live = { params: { param_key: string; value: number | null; invalid: boolean; status: string }[] };
    const param = await waitFor(async () => {
      const res = await agent.get<Live>('/userdevices/realtime/ET000001');
      return res.body.data?.params.find((p) => p.param_key === 'air_humidity' && p.value === 66.6);
    });
    expect(param).toMatchObject({ invalid: false, status: 'normal' });
  });

  it('the migration repairs ranges saved as 0 ~ 0 and leaves real ranges alone', async () => {
    const db = server.app.database.db;
    await db.updateTable('device_params').set({ startValue: 0, endValue: 0, valuePerfectL: 0, valuePerfectH: 0 }).where('device_id', '=', 'ET000002').execute();
    await db.updateTable('device_params').set({ startValue: 0, endValue: 0, min: 0, max: 0 }).where('device_id', '=', 'PTP00002').where('param_key', '=', 'voltage').execute();
    const before = await stored('AW00001', 'nh3n');
    const body = readFileSync(path.join(import.meta.dirname, '../../server/db/migrations/0082_param_names_and_ranges.sql'), 'utf8');
    await server.app.database.execScript(body);
    expect(await stored('ET000002', 'air_temp')).toMatchObject({ startValue: null, endValue: null, valuePerfectL: null, valuePerfectH: null });
    expect(await stored('PTP00002', 'voltage')).toMatchObject({ startValue: null, endValue: null, min: null, max: null });
    // nh3n's best range 0 ~ 0.5 starts at 0 but is a real range.
    expect(await stored('AW00001', 'nh3n')).toEqual(before);
  });
});

describe('parameter names in both languages', () => {
  it('a configuration carries the definition name in Chinese and in English', async () => {
    for (const client of [agent, zhAgent]) {
      const res = await client.get<Named[]>('/deviceParam/deviceParam', { deviceId: 'AW00001' });
      expect(res.body.data!.find((r) => r.param_key === 'do')).toMatchObject({ name: '溶解氧', name_en: 'Dissolved oxygen' });
      expect(res.body.data!.find((r) => r.param_key === 'aerator')).toMatchObject({ name: '增氧机', name_en: 'Aerator' });
    }
  });

  it('a configuration named in English from the add form keeps both names; a custom name shows in both languages', async () => {
    await agent.delete('/deviceParam/delete', { deviceId: 'AW00003', paramKey: 'do' });
    const added = await agent.post<Named>('/deviceParam/add', { kind: 'config', deviceId: 'AW00003', paramKey: 'do', name: 'Dissolved oxygen' });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ name: '溶解氧', name_en: 'Dissolved oxygen' });
    const custom = await agent.post<Named>('/deviceParam/update', { kind: 'config', deviceId: 'AW00003', paramKey: 'do', name: '1号塘溶氧' });
    expect(custom.body.data).toMatchObject({ name: '1号塘溶氧', name_en: '1号塘溶氧' });
  });

  it('the live view and the alarms carry the English name', async () => {
    type Live = { params: Named[] };
    const live = await agent.get<Live>('/userdevices/realtime/AW00001');
    expect(live.body.data!.params.find((p) => p.param_key === 'do')).toMatchObject({ name: '溶解氧', name_en: 'Dissolved oxygen' });

    await agent.post('/deviceParam/update', { kind: 'config', deviceId: 'AW00004', paramKey: 'do', min: 4, isHigh: 0, waitTime: 0, isOpen: 1 });
    const client = await connectDevice(server, 'AW00004');
    try {
      await publishTelemetry(client, 'AW00004', { values: { do: 1.2 } });
    } finally {
      await client.endAsync();
    }
    type Alarms = { rows: (Named & { device_id: string })[] };
    const row = await waitFor(async () => {
      const res = await agent.get<Alarms>('/getAlarmPrompt', { ids: 'AW00004' });
      return res.body.data?.rows.find((r) => r.param_key === 'do');
    });
    expect(row).toMatchObject({ name: '溶解氧', name_en: 'Dissolved oxygen' });
  });

  it('a definition added with only an English name shows it in both languages; a blank English name is stored as none', async () => {
    const en = await admin.post<Named & { param_name: string; param_name_en: string | null }>('/deviceParam/add', {
      kind: 'definition', param_key: 'salinity', param_name: 'Salinity', param_name_en: 'Salinity', param_unit: 'ppt',
    });
    expect(en.status).toBe(200);
    const zh = await admin.post<{ param_name: string; param_name_en: string | null }>('/deviceParam/add', {
      kind: 'definition', param_key: 'chlorophyll', param_name: '叶绿素', param_name_en: null,
    });
    expect(zh.body.data).toMatchObject({ param_name: '叶绿素', param_name_en: null });
    const added = await agent.post<Named>('/deviceParam/add', { kind: 'config', deviceId: 'AW00002', paramKey: 'chlorophyll' });
    expect(added.body.data).toMatchObject({ name: '叶绿素', name_en: '叶绿素' });
  });

  it('renaming a definition renames the configurations that use its name', async () => {
    const res = await admin.post('/deviceParam/update', { kind: 'definition', param_key: 'chlorophyll', param_name: '叶绿素a', param_name_en: 'Chlorophyll a' });
    expect(res.status).toBe(200);
    const configs = await agent.get<Named[]>('/deviceParam/deviceParam', { deviceId: 'AW00002' });
    expect(configs.body.data!.find((r) => r.param_key === 'chlorophyll')).toMatchObject({ name: '叶绿素a', name_en: 'Chlorophyll a' });
  });
});
