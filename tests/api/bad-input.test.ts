import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';

/**
 * The examples of input that used to answer 500: a NUL character, ids over int4, a time
 * of 1e308, a tenant that does not exist. Each is now a 400 (or 409) naming the field, in the
 * caller's language, with nothing written.
 */
const SERVER_HOOK_MS = 180_000;
let server: TestServer;
let admin: ApiClient;
let adminZh: ApiClient;
/** A pond monitor of the file's own company. */
let monitor: string;

const db = () => server.app.database.db;
const count = async (table: 'companies' | 'alarm_contacts' | 'telemetry') =>
  Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  server = await sharedServer();
  [monitor] = (await freshCompany(server, { devices: 1 })).devices;
  admin = new ApiClient(server.origin, 'en-US');
  await admin.login(...DEMO.admin);
  adminZh = new ApiClient(server.origin, 'zh-CN');
  await adminZh.login(...DEMO.admin);
}, SERVER_HOOK_MS);

describe('a NUL character in any string', () => {
  it('is refused with 400 naming the field, in both languages, and nothing is written', async () => {
    const before = await count('companies');
    const en = await admin.post('/companies', { name: 'Acme\u0000Fish' });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ success: false, code: 'A0400' });
    expect(en.body.message).toContain('name');
    expect(en.body.message).toMatch(/NUL/);
    const zh = await adminZh.post('/companies', { name: 'Acme\u0000Fish' });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toContain('name');
    expect(zh.body.message).toContain('空字符');
    expect(await count('companies')).toBe(before);
  });

  it('is named by its path when nested, in a query string and in a path', async () => {
    const nested = await admin.put('/site-config', { platformName: { 'zh-CN': '平台', 'en-US': 'a\u0000b' } });
    expect(nested.status).toBe(400);
    expect(nested.body.message).toContain('platformName.en-US');
    const query = await admin.get('/users', { user_name: 'ad\u0000min' });
    expect(query.status).toBe(400);
    expect(query.body.message).toContain('user_name');
    const path = await admin.get('/userdevices/realtime/AW0%000001');
    expect(path.status).toBe(400);
    expect(path.body.message).toContain('deviceId');
    const download = await admin.get('/weblog/export', { kind: 'login', user_name: 'a\u0000b' });
    expect(download.status).toBe(400);
  });
});

describe('ids and times outside their range', () => {
  it('answers 400 naming the id for ids over int4', async () => {
    const user = await admin.delete('/users/2147483648');
    expect(user.status).toBe(400);
    expect(user.body.message).toContain('id');
    const display = await admin.get('/site-config/company-display', { company: 2147483648 });
    expect(display.status).toBe(400);
    expect(display.body.message).toContain('company');
    const rule = await admin.post('/rule', { action: 'update', id: 2147483648 });
    expect(rule.status).toBe(400);
    expect(rule.body.message).toContain('id');
    const page = await admin.get('/companies', { page: 1e308 });
    expect(page.status).toBe(400);
    expect(page.body.message).toContain('page');
  });

  it('answers 400 for a datetime of 1e308 and writes no reading', async () => {
    const before = await count('telemetry');
    for (const path of ['/datahis/create', '/datahis/update']) {
      const res = await admin.post(path, { device_id: monitor, data: { ph: 7 }, datetime: 1e308 });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('datetime');
    }
    const report = await admin.post('/datahis/findDataHisByType', { type: 'day', device_id: monitor, date: 1e308 });
    expect(report.status).toBe(400);
    expect(report.body.message).toContain('date');
    expect(await count('telemetry')).toBe(before);
  });
});

describe('a database constraint', () => {
  it('answers an unknown tenant_id with 400 naming it, and writes no contact', async () => {
    const before = await count('alarm_contacts');
    const res = await admin.post('/alarmContacts', { name: 'Night shift', phone: '13800000000', tenant_id: 424242 });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('tenant_id');
    const zh = await adminZh.post('/alarmContacts', { name: '夜班', phone: '13800000000', tenant_id: 424242 });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toContain('引用的记录不存在');
    expect(await count('alarm_contacts')).toBe(before);
  });
});

describe('a device edit', () => {
  it('never writes a column the form does not offer', async () => {
    const res = await admin.post('/userdevices/updateDevice', {
      newData: { device_name: '1号塘水质监测仪', deleted_at: '2020-01-01T00:00:00Z', is_enable: 0 },
      oldData: { device_id: monitor },
    });
    expect(res.status).toBeLessThan(500);
    const row = await db().selectFrom('devices').select(['deleted_at', 'is_enable']).where('device_id', '=', monitor).executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeNull();
    expect(row.is_enable).toBe(1);
  });
});
