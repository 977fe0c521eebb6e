import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';

let server: TestServer;
let agent: ApiClient;
let zh: ApiClient;
let farmer: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  agent = new ApiClient(server.origin);
  zh = new ApiClient(server.origin, 'zh-CN');
  farmer = new ApiClient(server.origin);
  await Promise.all([agent.login(...DEMO.agent), zh.login(...DEMO.agent), farmer.login(...DEMO.farmer)]);
});
afterAll(async () => {
  await server?.close();
});

const count = async () =>
  Number((await server.app.database.db.selectFrom('alarm_contacts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('alarm contacts', () => {
  it('refuses missing phone, missing name and a bad mailbox with the spec wording, writing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '张三' }, 'Contact phone number cannot be empty', '联系人电话不能为空'],
      [{ name: '张三', phone: '  ' }, 'Contact phone number cannot be empty', '联系人电话不能为空'],
      [{ phone: '13900000000' }, 'Contact name cannot be empty', '联系人姓名不能为空'],
      [{ phone: '13900000000', name: '张三', email: 'not-a-mail' }, 'Mailbox format is incorrect', '邮箱格式不正确'],
      [{ phone: '13900000000', name: '张三', email: `${'a'.repeat(250)}@x.com` }, 'Mailbox format is incorrect', '邮箱格式不正确'],
    ];
    for (const [body, en, zhText] of cases) {
      const a = await agent.post('/alarmContacts', body);
      expect(a.status, JSON.stringify(body)).toBe(400);
      expect(a.body.message).toBe(en);
      expect((await zh.post('/alarmContacts', body)).body.message).toBe(zhText);
    }
    expect(await count()).toBe(0);
  });

  it('creates, lists, updates and deletes within the caller\'s companies', async () => {
    const created = await agent.post<{ id: number; tenant_name: string; email: string | null }>('/alarmContacts', {
      phone: '13900000001', name: '值班员', wechat: 'wx_duty', email: 'duty@example.com',
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Added successfully');
    const id = created.body.data!.id;
    const list = await agent.get<{ rows: { id: number }[]; total: number }>('/alarmContacts', { keyword: '值班' });
    expect(list.body.data!.rows.map((r) => r.id)).toEqual([id]);
    const upd = await agent.put<{ email: string | null }>(`/alarmContacts/${id}`, { email: '' });
    expect(upd.body.data!.email).toBeNull();
    const bad = await agent.put(`/alarmContacts/${id}`, { email: 'x@' });
    expect(bad.status).toBe(400);
    expect((await farmer.get('/alarmContacts')).status).toBe(403);

    const admin = new ApiClient(server.origin);
    await admin.login(...DEMO.admin);
    const greenhouse = (await server.app.database.db.selectFrom('companies').select('id').where('alias', 'like', 'Shouguang%').executeTakeFirstOrThrow()).id;
    const other = await admin.post<{ id: number }>('/alarmContacts', { phone: '1', name: 'x', tenant_id: greenhouse });
    expect((await agent.put(`/alarmContacts/${other.body.data!.id}`, { name: 'y' })).status).toBe(404);
    expect((await agent.post('/alarmContacts', { phone: '1', name: 'x', tenant_id: greenhouse })).status).toBe(403);

    expect((await agent.delete(`/alarmContacts/${id}`)).status).toBe(200);
    expect((await agent.delete(`/alarmContacts/${id}`)).status).toBe(404);
  });
});
