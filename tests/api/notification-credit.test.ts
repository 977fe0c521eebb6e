import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { openCreditAccounts } from '../../server/modules/notifications';

/**
 * Linkage rules' SMS and phone-call actions draw one unit of the company's notification credit per
 * message, in the transaction that records the message; at zero the message goes to the message
 * center saying the credit ran out, and nothing is drawn below zero.
 */
const START = 7;
let server: TestServer;
let agent: ApiClient;
let tenantId: number;
let contactId: number;
const db = () => server.app.database.db;

type Result = { type: string; ok: boolean; detail: string; words?: { key: string; params: Record<string, string | number> } };
type Firing = { id: number; results: Result[] };

const balance = async (tenant = tenantId) =>
  (await db().selectFrom('notification_credit').select('balance').where('tenant_id', '=', tenant).executeTakeFirst())?.balance;
const setBalance = (value: number) => db().updateTable('notification_credit').set({ balance: value }).where('tenant_id', '=', tenantId).execute();
const charges = (ruleId: number) => db().selectFrom('notification_charges').select(['channel', 'recipient', 'charged']).where('rule_id', '=', ruleId).orderBy('id').execute();
const fallbacks = (body: string) => db().selectFrom('notifications').selectAll().where('channel', '=', 'rule').where('body', 'like', `%${body}%`).execute();

let ruleNo = 0;
async function rule(actions: unknown[]): Promise<number> {
  ruleNo += 1;
  const res = await agent.post<{ id: number }>('/rule', {
    action: 'create', name: `credit ${ruleNo}`, tenant_id: tenantId, triggers: [{ type: 'timer', cron: '0 3 1 1 *' }], actions,
  });
  expect(res.status).toBe(200);
  return res.body.data!.id;
}
const fire = async (ruleId: number) => {
  const res = await agent.post<Firing>('/linkageAction', { rule_id: ruleId });
  expect(res.status).toBe(200);
  return res.body.data!;
};

beforeAll(async () => {
  // The rules plugin reads the opening credit at start, as in production.
  process.env.NOTIFY_CREDIT_START = String(START);
  // Own server: start-time configuration (NOTIFY_CREDIT_START).
  server = await startTestServer();
  agent = new ApiClient(server.origin);
  await agent.login(...DEMO.agent);
  tenantId = (await db().selectFrom('users').select('tenant_id').where('user_name', '=', 'agent').executeTakeFirstOrThrow()).tenant_id!;
  const contact = await agent.post<{ id: number }>('/alarmContacts', { name: '值班员', phone: '13900000077', email: 'duty@example.com', tenant_id: tenantId });
  contactId = contact.body.data!.id;
});
afterAll(async () => {
  delete process.env.NOTIFY_CREDIT_START;
  await server?.close();
});

describe('opening credit', () => {
  it('every company has an account from the start, opened with NOTIFY_CREDIT_START units; open accounts are left alone', async () => {
    const companies = await db().selectFrom('companies').select('id').execute();
    expect(await db().selectFrom('notification_credit').select('tenant_id').execute()).toHaveLength(companies.length);
    // What the start does, on an empty table: every company opens with the configured units, once.
    await db().deleteFrom('notification_credit').execute();
    await openCreditAccounts(db(), START);
    await setBalance(3);
    await openCreditAccounts(db(), 50);
    const accounts = await db().selectFrom('notification_credit').select(['tenant_id', 'balance']).execute();
    const byTenant = new Map(accounts.map((a) => [a.tenant_id, a.balance]));
    expect(byTenant.size).toBe(companies.length);
    for (const c of companies) expect(byTenant.get(c.id)).toBe(c.id === tenantId ? 3 : START);
  });

  it('a company without an account opens one at its first message, and that message draws from it', async () => {
    await db().deleteFrom('notification_credit').where('tenant_id', '=', tenantId).execute();
    const id = await rule([{ type: 'sms', contacts: [contactId] }]);
    await fire(id);
    expect(await balance()).toBe(START - 1);
  });
});

describe('a rule firing with credit', () => {
  it('draws exactly one unit per SMS and records it beside the message sent', async () => {
    await setBalance(5);
    const id = await rule([{ type: 'sms', contacts: [contactId], message: '1号塘溶解氧过低' }]);
    const firing = await fire(id);
    expect(firing.results).toEqual([{
      type: 'sms', ok: true, detail: 'log 1/1 → 13900000077',
      words: { key: 'sent', params: { provider: 'log', sent: 1, total: 1, to: '13900000077', failed: '', fellBack: 0 } },
    }]);
    expect(await balance()).toBe(4);
    expect(await charges(id)).toEqual([{ channel: 'sms', recipient: '13900000077', charged: true }]);
    const sent = await db().selectFrom('notifications').select(['channel', 'recipient', 'body']).where('channel', '=', 'sms').where('body', 'like', '%1号塘溶解氧过低%').execute();
    expect(sent).toHaveLength(1);
    expect(sent[0].recipient).toBe('13900000077');
  });

  it('a phone call draws too; e-mail and the message center do not', async () => {
    await setBalance(5);
    await fire(await rule([{ type: 'phone', contacts: [contactId] }]));
    expect(await balance()).toBe(4);
    await fire(await rule([{ type: 'email', contacts: [contactId] }, { type: 'rule_output' }]));
    expect(await balance()).toBe(4);
  });
});

describe('with no credit left', () => {
  it('sends the message to the message center saying the credit ran out, draws nothing, and the rule log shows it', async () => {
    await setBalance(0);
    const id = await rule([{ type: 'sms', contacts: [contactId], message: '2号塘水位过高' }]);
    const firing = await fire(id);
    expect(firing.results).toEqual([
      {
        type: 'sms', ok: false, detail: 'log 0/1 → 13900000077; notification credit ran out: 1 to the message center',
        words: { key: 'sent', params: { provider: 'log', sent: 0, total: 1, to: '13900000077', failed: '', fellBack: 1 } },
      },
    ]);
    expect(await balance()).toBe(0);
    expect(await charges(id)).toEqual([{ channel: 'sms', recipient: '13900000077', charged: false }]);
    expect(await db().selectFrom('notifications').where('channel', '=', 'sms').where('body', 'like', '%2号塘水位过高%').selectAll().execute()).toEqual([]);

    const [entry] = await fallbacks('2号塘水位过高');
    expect(entry).toMatchObject({ tenant_id: tenantId, recipient: '13900000077', title: expect.stringContaining(`credit ${ruleNo}`) });
    expect(entry.body).toContain('企业的通知余额已用完，这条短信未发出，已改发到消息中心');
    expect(entry.body).toContain('The company has no notification credit left: this SMS was not sent');

    // The people of the company see it in their message center, and the rule's history keeps the result.
    const center = await agent.get<{ rows: { body: string }[] }>('/notifications');
    expect(center.body.data!.rows.some((r) => r.body.includes('2号塘水位过高') && r.body.includes('no notification credit left'))).toBe(true);
    const his = await agent.post<{ rows: { results: Result[] }[] }>('/rulehis', { rule_id: id });
    expect(his.body.data!.rows[0].results[0].detail).toContain('notification credit ran out');
    // The console writes it in the reader's language from these words (rule history, issue 42).
    expect(his.body.data!.rows[0].results[0]).toMatchObject({ words: { key: 'sent', params: { fellBack: 1 } } });
  });

  it('two firings racing for the last unit draw it once: one SMS sent, one message-center fallback', async () => {
    await setBalance(1);
    const id = await rule([{ type: 'sms', contacts: [contactId], message: '3号塘并发' }]);
    const firings = await Promise.all([fire(id), fire(id)]);
    expect(await balance()).toBe(0);
    expect((await charges(id)).map((c) => c.charged).sort()).toEqual([false, true]);
    expect(firings.map((f) => f.results[0].ok).sort()).toEqual([false, true]);
    expect(await fallbacks('3号塘并发')).toHaveLength(1);
  });
});
