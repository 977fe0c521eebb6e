import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { startWechatMiniDouble, type WechatMiniDouble } from '../helpers/wechat-mini-double';
import { forgetAccessTokens } from '../../server/modules/notifications/wxmini-client';
import type { AccessToken, Binding, SendMessageResult } from '../../shared/contract/api/wxmini';

/**
 * GET /wxmini/getAccessToken, POST /wxmini/sendMessage, POST /wxmini/bind and /wxmini/unbind, and
 * the linkage rules' mini-program notice, against a local double of WeChat's API.
 */
let server: TestServer;
let double: WechatMiniDouble;
let admin: ApiClient;
let agent: ApiClient;
let agentZh: ApiClient;
let farmer: ApiClient;
let fishscreen: ApiClient;
let grower: ApiClient;
const anonymous = () => new ApiClient(server.origin);
const db = () => server.app.database.db;
const userId = async (name: string) => (await db().selectFrom('users').select('id').where('user_name', '=', name).executeTakeFirstOrThrow()).id;
const bindings = async () => JSON.stringify(await db().selectFrom('wxmini_bindings').selectAll().orderBy('user_id').execute());

/** The adapter reads WXMINI_* per call, so each case configures (or not) the mini-program. */
function configure(on: boolean) {
  const keys = { WXMINI_APPID: double.appid, WXMINI_SECRET: double.secret, WXMINI_BASE_URL: double.origin, WXMINI_TEMPLATE_ID: double.templateId, WXMINI_STATE: 'developer' };
  for (const [key, value] of Object.entries(keys)) {
    if (on) process.env[key] = value;
    else delete process.env[key];
  }
}

const data = { thing1: { value: '1号塘溶解氧过低' }, thing2: { value: '溶解氧 3.2 mg/L' }, time3: { value: '2026-11-25 12:00' } };

beforeAll(async () => {
  // Own server: start-time configuration (WXMINI_SECRET and its own WeChat double).
  [server, double] = await Promise.all([startTestServer(), startWechatMiniDouble()]);
  admin = new ApiClient(server.origin);
  agent = new ApiClient(server.origin);
  agentZh = new ApiClient(server.origin, 'zh-CN');
  farmer = new ApiClient(server.origin);
  fishscreen = new ApiClient(server.origin);
  grower = new ApiClient(server.origin);
  await Promise.all([
    admin.login(...DEMO.admin), agent.login(...DEMO.agent), agentZh.login(...DEMO.agent), farmer.login(...DEMO.farmer),
    fishscreen.login('fishscreen', 'fish12345'), grower.login('grower', 'grower123'),
  ]);
});
afterAll(async () => {
  configure(false);
  await Promise.all([server?.close(), double?.close()]);
});
afterEach(() => {
  configure(false);
  forgetAccessTokens();
});

describe('without configuration', () => {
  it('every call answers a clear "not configured" in the caller\'s language and writes nothing', async () => {
    const before = await bindings();
    const token = await admin.get('/wxmini/getAccessToken');
    expect(token.status).toBe(503);
    expect(token.body.message).toBe('No WeChat mini-program is configured (WXMINI_APPID, WXMINI_SECRET)');
    const send = await agentZh.post('/wxmini/sendMessage', { user_id: await userId('agent'), data });
    expect(send.status).toBe(503);
    expect(send.body.message).toBe('未配置微信小程序（WXMINI_APPID、WXMINI_SECRET）');
    expect((await agent.post('/wxmini/bind', { code: 'abc' })).status).toBe(503);
    expect(await bindings()).toBe(before);
  });
});

describe('who may call', () => {
  it('needs a session; the token is the platform administrator\'s; sending needs 8002', async () => {
    configure(true);
    expect((await anonymous().get('/wxmini/getAccessToken')).status).toBe(401);
    expect((await anonymous().post('/wxmini/sendMessage', { user_id: 1, data })).status).toBe(401);
    expect((await anonymous().post('/wxmini/bind', { code: 'abc' })).status).toBe(401);
    // The agent holds every code but company management (9001).
    expect((await agent.get('/wxmini/getAccessToken')).status).toBe(403);
    // fishscreen does not hold 8002 (linkage rules and alarm contacts).
    expect((await fishscreen.post('/wxmini/sendMessage', { user_id: await userId('farmer'), data })).status).toBe(403);
    expect((await farmer.post('/wxmini/sendMessage', { user_id: await userId('farmer'), data })).status).toBe(403);
    expect(double.sends.length).toBe(0);
  });
});

describe('access token', () => {
  it('answers the cached token with the seconds it has left, taken from WeChat once', async () => {
    configure(true);
    const before = double.tokensIssued;
    const first = await admin.get<AccessToken>('/wxmini/getAccessToken');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body.data!.expires_in).toBeGreaterThan(7100);
    const second = await admin.get<AccessToken>('/wxmini/getAccessToken');
    expect(second.body.data!.access_token).toBe(first.body.data!.access_token);
    expect(double.tokensIssued).toBe(before + 1);
  });

  it("explains WeChat's refusal of a wrong secret (502, errcode 40001)", async () => {
    configure(true);
    process.env.WXMINI_SECRET = 'wrong';
    const res = await admin.get('/wxmini/getAccessToken');
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('WeChat refused the credential (wrong AppSecret or invalid token)');
  });
});

describe('binding and sending', () => {
  it('binds the caller from a wx.login code; a bad code is refused and writes nothing', async () => {
    configure(true);
    const before = await bindings();
    const bad = await agentZh.post('/wxmini/bind', { code: 'used-or-made-up' });
    expect(bad.status).toBe(502);
    expect(bad.body.message).toBe('登录凭证 code 无效或已使用，请在小程序中重新登录');
    for (const body of [{}, { code: '' }, { code: 'has space' }, { code: 'x'.repeat(200) }]) {
      expect((await agent.post('/wxmini/bind', body)).status).toBe(400);
    }
    expect(await bindings()).toBe(before);

    const bound = await agent.post<Binding>('/wxmini/bind', { code: double.issueCode('o-agent') });
    expect(bound.status).toBe(200);
    expect(bound.body.data).toMatchObject({ bound: true, bound_at: expect.any(String) });
    expect(await db().selectFrom('wxmini_bindings').select('openid').where('user_id', '=', await userId('agent')).executeTakeFirst()).toEqual({ openid: 'o-agent' });
    // Rebinding replaces the openid.
    await agent.post('/wxmini/bind', { code: double.issueCode('o-agent-2') });
    expect(await db().selectFrom('wxmini_bindings').select('openid').where('user_id', '=', await userId('agent')).executeTakeFirst()).toEqual({ openid: 'o-agent-2' });
  });

  it('sends a subscribe message to a bound user the caller sees, and answers WeChat\'s msgid', async () => {
    configure(true);
    await farmer.post('/wxmini/bind', { code: double.issueCode('o-farmer') });
    const sent = await agent.post<SendMessageResult>('/wxmini/sendMessage', { user_id: await userId('farmer'), page: 'pages/alarm/alarm?id=7', data });
    expect(sent.status).toBe(200);
    expect(sent.body.data!.msgid).toMatch(/^\d{19}$/);
    expect(double.sends.at(-1)).toMatchObject({ errcode: 0, body: { touser: 'o-farmer', template_id: double.templateId, page: 'pages/alarm/alarm?id=7', data, lang: 'en_US' } });
    await vi.waitFor(async () =>
      expect(await db().selectFrom('op_log').select(['action', 'resource', 'name']).where('action', '=', 'send_notice').where('success', '=', true).execute())
        .toEqual([{ action: 'send_notice', resource: 'user', name: 'farmer' }]));
  });

  it('refuses a user the caller does not see (404), an unbound user (409) and bad input (400), sending nothing', async () => {
    configure(true);
    const sends = double.sends.length;
    expect((await agent.post('/wxmini/sendMessage', { user_id: await userId('grower'), data })).status).toBe(404);
    const unbound = await agentZh.post('/wxmini/sendMessage', { user_id: await userId('fishscreen'), data });
    expect(unbound.status).toBe(409);
    expect(unbound.body.message).toBe('该用户尚未绑定微信小程序');
    const farmerId = await userId('farmer');
    for (const body of [
      { user_id: farmerId }, { user_id: farmerId, data: {} }, { user_id: 0, data }, { user_id: farmerId, data: { thing1: { value: '' } } },
      { user_id: farmerId, data: { 'bad key': { value: 'x' } } }, { user_id: farmerId, template_id: 'has space', data },
      { user_id: farmerId, page: 'a b', data }, { user_id: farmerId, data: { thing1: { value: 'x'.repeat(65) } } },
    ]) {
      expect((await agent.post('/wxmini/sendMessage', body)).status, JSON.stringify(body)).toBe(400);
    }
    const zh = await agentZh.post('/wxmini/sendMessage', { user_id: farmerId });
    expect(zh.body.message).toContain('data');
    expect(double.sends.length).toBe(sends);
  });

  it("explains WeChat's refusals in the caller's language: the user refused (43101), a bad value (47003)", async () => {
    configure(true);
    await grower.post('/wxmini/bind', { code: double.issueCode('o-grower') });
    double.refuse('o-grower');
    const refused = await admin.post('/wxmini/sendMessage', { user_id: await userId('grower'), data });
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe('The user refused the message (not subscribed, or unsubscribed)');
    const tooLong = await agentZh.post('/wxmini/sendMessage', { user_id: await userId('farmer'), data: { ...data, thing1: { value: '一二三四五六七八九十一二三四五六七八九十一' } } });
    expect(tooLong.status).toBe(502);
    expect(tooLong.body.message).toMatch(/^模板参数不符合要求：argument invalid! data\.thing1\.value invalid/);
  });

  it('unbinds the caller', async () => {
    configure(true);
    await farmer.post('/wxmini/bind', { code: double.issueCode('o-farmer') });
    const res = await farmer.post<Binding>('/wxmini/unbind', {});
    expect(res.body.data).toEqual({ bound: false, bound_at: null });
    expect(await db().selectFrom('wxmini_bindings').where('user_id', '=', await userId('farmer')).selectAll().execute()).toEqual([]);
  });
});

describe('linkage rule notice', () => {
  type Firing = { results: { type: string; ok: boolean; detail: string }[] };
  const createRule = async (actions: unknown[]) =>
    (await agent.post<{ id: number }>('/rule', { action: 'create', name: '1号塘溶解氧过低', triggers: [{ type: 'timer', cron: '0 3 1 1 *' }], actions })).body.data!.id;

  it('sends the rule\'s alarm text to the bound users through the template, and says so in the rule\'s log', async () => {
    configure(true);
    await agent.post('/wxmini/bind', { code: double.issueCode('o-agent-rule') });
    const id = await createRule([{ type: 'wxmini', users: [await userId('agent')] }]);
    const fired = await agent.post<Firing>('/linkageAction', { rule_id: id });
    expect(fired.body.data!.results).toEqual([expect.objectContaining({ type: 'wxmini', ok: true, detail: expect.stringMatching(/^wxmini 1\/1 → o-agent-rule/) })]);
    const sent = double.sends.at(-1)!;
    expect(sent.errcode).toBe(0);
    expect(sent.body).toMatchObject({ touser: 'o-agent-rule', template_id: double.templateId, data: { thing1: { value: '1号塘溶解氧过低' }, thing2: { value: '手动执行' } } });
    expect((sent.body.data as { time3: { value: string } }).time3.value).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it('records a failed notice when WeChat refuses it or the mini-program is not configured, and skips users who never bound', async () => {
    configure(true);
    await agent.post('/wxmini/bind', { code: double.issueCode('o-agent-refuses') });
    double.refuse('o-agent-refuses');
    const id = await createRule([{ type: 'wxmini', users: [await userId('agent')] }]);
    const refused = await agent.post<Firing>('/linkageAction', { rule_id: id });
    expect(refused.body.data!.results[0]).toMatchObject({ type: 'wxmini', ok: false, detail: expect.stringContaining('errcode 43101') });
    configure(false);
    const off = await agent.post<Firing>('/linkageAction', { rule_id: id });
    expect(off.body.data!.results[0]).toMatchObject({ ok: false, detail: expect.stringContaining('not configured') });
    await agent.post('/wxmini/unbind', {});
    const none = await agent.post<Firing>('/linkageAction', { rule_id: id });
    expect(none.body.data!.results[0]).toEqual({ type: 'wxmini', ok: false, detail: 'no recipients', words: { key: 'no_recipients', params: {} } });
  });

  it('needs users to notify: alarm contacts cannot receive mini-program notices', async () => {
    const tenant = (await db().selectFrom('users').select('tenant_id').where('user_name', '=', 'agent').executeTakeFirstOrThrow()).tenant_id;
    const contact = await agent.post<{ id: number }>('/alarmContacts', { name: '值班员', phone: '13900000019', tenant_id: tenant });
    const res = await agent.post('/rule', { action: 'create', name: 'contacts only', triggers: [{ type: 'timer', cron: '0 3 1 1 *' }], actions: [{ type: 'wxmini', contacts: [contact.body.data!.id] }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A wxmini notification needs alarm contacts or users to notify');
  });
});
