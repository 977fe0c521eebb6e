import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';

let server: TestServer;
let company: TestCompany;
let otherCompany: TestCompany;
let agent: ApiClient;
let zh: ApiClient;
let farmer: ApiClient;

beforeAll(async () => {
  server = await sharedServer();
  [company, otherCompany] = await Promise.all([freshCompany(server), freshCompany(server, { devices: 0 })]);
  agent = new ApiClient(server.origin);
  zh = new ApiClient(server.origin, 'zh-CN');
  farmer = new ApiClient(server.origin);
  await Promise.all([agent.login(...company.agent), zh.login(...company.agent), farmer.login(...company.farmer)]);
});

const count = async () =>
  Number((await server.app.database.db.selectFrom('alarm_contacts').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', company.id).executeTakeFirstOrThrow()).n);

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
    const other = await admin.post<{ id: number }>('/alarmContacts', { phone: '13900000009', name: 'x', tenant_id: otherCompany.id });
    expect((await agent.put(`/alarmContacts/${other.body.data!.id}`, { name: 'y' })).status).toBe(404);
    expect((await agent.post('/alarmContacts', { phone: '13900000009', name: 'x', tenant_id: otherCompany.id })).status).toBe(403);

    expect((await agent.delete(`/alarmContacts/${id}`)).status).toBe(200);
    expect((await agent.delete(`/alarmContacts/${id}`)).status).toBe(404);
  });

  it('refuses a phone that is not a mobile number (the users\' rule) and a contact without a company, writing nothing', async () => {
    const before = await count();
    for (const phone of ['12345', '1390000000a', '139000000001', '02112345678']) {
      const res = await agent.post('/alarmContacts', { phone, name: '张三' });
      expect(res.status, phone).toBe(400);
      expect(res.body.message).toBe('Contact phone number format is incorrect');
      expect((await zh.post('/alarmContacts', { phone, name: '张三' })).body.message).toBe('联系人电话格式不正确');
    }
    const created = await agent.post<{ id: number }>('/alarmContacts', { phone: '13900000002', name: '夜班' });
    expect(created.status).toBe(200);
    const badEdit = await agent.put(`/alarmContacts/${created.body.data!.id}`, { phone: '12345' });
    expect(badEdit.status).toBe(400);
    expect(badEdit.body.message).toBe('Contact phone number format is incorrect');
    const stored = await server.app.database.db.selectFrom('alarm_contacts').select('phone').where('id', '=', created.body.data!.id).executeTakeFirstOrThrow();
    expect(stored.phone).toBe('13900000002');

    // The platform admin belongs to no company, so the contact's company must be chosen.
    const admin = new ApiClient(server.origin);
    await admin.login(...DEMO.admin);
    const noCompany = await admin.post('/alarmContacts', { phone: '13900000003', name: '夜班' });
    expect(noCompany.status).toBe(400);
    expect(noCompany.body.message).toBe('Choose the company');
    expect(await count()).toBe(before + 1);
  });
});
