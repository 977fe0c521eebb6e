import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';

let server: TestServer;
let admin: ApiClient;
let agent: ApiClient;
let zhAgent: ApiClient;
/** The file's own company's pond monitors: one read, one edited, one switched and added to. */
let [read, edited, switched] = ['', '', ''];

beforeAll(async () => {
  server = await sharedServer();
  const company = await freshCompany(server, { devices: 3 });
  [read, edited, switched] = company.devices;
  admin = new ApiClient(server.origin);
  agent = new ApiClient(server.origin);
  zhAgent = new ApiClient(server.origin, 'zh-CN');
  await Promise.all([admin.login(...DEMO.admin), agent.login(...company.agent), zhAgent.login(...company.agent)]);
});

type Config = Record<string, unknown> & { param_key: string; isOpen: number; max: number | null; param_unit: string | null };

describe('parameter configuration', () => {
  it('lists every field of spec section 3 with the unit and type of the definition', async () => {
    const res = await agent.get<Config[]>('/deviceParam/deviceParam', { deviceId: read });
    expect(res.status).toBe(200);
    const doRow = res.body.data!.find((r) => r.param_key === 'do')!;
    for (const field of ['name', 'max', 'min', 'isHigh', 'period', 'maxTime', 'startValue', 'endValue', 'waitTime', 'correcting',
      'valuePerfectL', 'valuePerfectH', 'prompt_id', 'isOpen', 'param_key', 'param_unit', 'param_type']) {
      expect(doRow).toHaveProperty(field);
    }
    expect(doRow).toMatchObject({ param_unit: 'mg/L', param_type: 'float', min: 4 });
    expect((await agent.get('/deviceParam/deviceParam', { deviceId: 'AG00001' })).status).toBe(404);
  });

  it('updates a configuration, takes effect at once (a config event) and refuses inconsistent values', async () => {
    const events: string[] = [];
    // The shared server's bus outlives this file: the listener goes when the test does.
    const listener = (e: { deviceId: string }) => events.push(e.deviceId);
    server.app.bus.on('config', listener);
    try {
      const res = await agent.post<Config>('/deviceParam/update', { kind: 'config', deviceId: edited, paramKey: 'do', min: 3.5, waitTime: 5 });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Modified successfully');
      expect(res.body.data).toMatchObject({ min: 3.5, waitTime: 5, param_key: 'do' });
      expect(events).toEqual([edited]);

      const before = await server.app.database.db.selectFrom('device_params').selectAll().where('device_id', '=', edited).execute();
      const inverted = await agent.post('/deviceParam/update', { kind: 'config', deviceId: edited, paramKey: 'ph', max: 5, min: 6 });
      expect(inverted.status).toBe(400);
      expect(inverted.body.message).toBe('The maximum cannot be less than the minimum');
      const range = await zhAgent.post('/deviceParam/update', { kind: 'config', deviceId: edited, paramKey: 'ph', endValue: -1 });
      expect(range.body.message).toBe('合理范围的结束值不能小于起始值');
      const perfect = await agent.post('/deviceParam/update', { kind: 'config', deviceId: edited, paramKey: 'ph', valuePerfectH: 1 });
      expect(perfect.status).toBe(400);
      const period = await agent.post('/deviceParam/update', { kind: 'config', deviceId: edited, paramKey: 'ph', period: 0 });
      expect(period.status).toBe(400);
      expect(period.body.message).toContain('period');
      const wait = await agent.post('/deviceParam/update', { kind: 'config', deviceId: edited, paramKey: 'ph', waitTime: -1 });
      expect(wait.status).toBe(400);
      const noDevice = await agent.post('/deviceParam/update', { kind: 'config', paramKey: 'ph' });
      expect(noDevice.status).toBe(400);
      expect(noDevice.body.message).toBe('Device code cannot be empty');
      const after = await server.app.database.db.selectFrom('device_params').selectAll().where('device_id', '=', edited).execute();
      expect(after).toEqual(before);
      expect(events).toEqual([edited]);
    } finally {
      server.app.bus.off('config', listener);
    }
  });

  it('switches a parameter with the spec message in both languages', async () => {
    const en = await agent.put('/deviceParam/enable', { deviceId: switched, paramKey: 'ph', status: 0 });
    expect(en.body).toMatchObject({ success: true, message: 'status switch succeeded' });
    const zh = await zhAgent.put('/deviceParam/enable', { deviceId: switched, paramKey: 'ph', status: 1 });
    expect(zh.body.message).toBe('状态切换成功');
    const missing = await agent.put('/deviceParam/enable', { deviceId: switched, paramKey: 'co2', status: 1 });
    expect(missing.status).toBe(404);
  });

  it('adds and deletes a configuration row', async () => {
    const added = await agent.post<Config>('/deviceParam/add', { kind: 'config', deviceId: switched, paramKey: 'voltage', max: 250, min: 190 });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ name: '电压', param_unit: 'V', isOpen: 1 });
    const again = await agent.post('/deviceParam/add', { kind: 'config', deviceId: switched, paramKey: 'voltage' });
    expect(again.status).toBe(409);
    const undefinedKey = await agent.post('/deviceParam/add', { kind: 'config', deviceId: switched, paramKey: 'nope' });
    expect(undefinedKey.status).toBe(400);
    expect((await agent.delete('/deviceParam/delete', { deviceId: switched, paramKey: 'voltage' })).status).toBe(200);
    expect((await agent.delete('/deviceParam/delete', { deviceId: switched, paramKey: 'voltage' })).status).toBe(404);
  });
});

describe('parameter definitions', () => {
  it('lists, adds, updates and deletes definitions; a used one cannot be deleted', async () => {
    const list = await agent.get<{ param_key: string; deviceCount: number }[]>('/deviceParam/list');
    expect(list.body.data!.find((d) => d.param_key === 'do')!.deviceCount).toBeGreaterThan(0);

    const byAgent = await agent.post('/deviceParam/add', { kind: 'definition', param_key: 'salinity', param_name: '盐度' });
    expect(byAgent.status).toBe(403);
    const noName = await admin.post('/deviceParam/add', { kind: 'definition', param_key: 'salinity', param_name: ' ' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('Parameter name cannot be empty');
    const badType = await admin.post('/deviceParam/add', { kind: 'definition', param_key: 'salinity', param_name: '盐度', param_type: 'text' });
    expect(badType.status).toBe(400);
    const added = await admin.post<{ param_key: string; param_type: string }>('/deviceParam/add', {
      kind: 'definition', param_key: 'salinity', param_name: '盐度', param_name_en: 'Salinity', param_unit: '‰',
    });
    expect(added.body.data).toMatchObject({ param_key: 'salinity', param_type: 'float', status: 1, deviceCount: 0 });
    const updated = await admin.post('/deviceParam/update', { kind: 'definition', param_key: 'salinity', status: 0, desc: 'sea water' });
    expect(updated.body.data).toMatchObject({ status: 0, desc: 'sea water' });

    const used = await admin.delete('/deviceParam/delete', { paramKey: 'do' });
    expect(used.status).toBe(409);
    expect((await admin.delete('/deviceParam/delete', { paramKey: 'salinity' })).status).toBe(200);
  });

  it('says which kind is missing', async () => {
    const res = await agent.post('/deviceParam/add', { deviceId: read, paramKey: 'do' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('kind');
  });
});
