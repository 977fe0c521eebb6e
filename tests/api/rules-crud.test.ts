import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { addCompanyDevices, freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient, DEMO } from '../helpers/api-client';

let server: TestServer;
let agent: ApiClient;
let zh: ApiClient;
let farmer: ApiClient;
/** The file's company, as the demo fish base: ponds 1 and 2 bound to its farmer, a pond and two aerator controllers only its agent sees. */
let fish: TestCompany;
/** Another company of the file's own, as the demo greenhouses, with its technician. */
let greenhouse: TestCompany;
let [pond1, pond5, aerator1, aerator2, greenhouseDevice] = ['', '', '', '', ''];

beforeAll(async () => {
  server = await sharedServer();
  [fish, greenhouse] = await Promise.all([freshCompany(server), freshCompany(server, { devices: 1, like: 'AG00001', users: ['grower'] })]);
  [pond1] = fish.devices;
  [pond5] = await addCompanyDevices(server, fish, { like: 'AW00005' });
  [aerator1, aerator2] = await addCompanyDevices(server, fish, { like: 'PTP00001', devices: 2 });
  [greenhouseDevice] = greenhouse.devices;
  doLow = { type: 'attribute', device_id: pond1, param_key: 'do', operator: 'lt', value: 4, duration_s: 60 };
  base = { action: 'create', name: 'DO low', triggers: [doLow], actions: [output] };
  agent = new ApiClient(server.origin);
  zh = new ApiClient(server.origin, 'zh-CN');
  farmer = new ApiClient(server.origin);
  await Promise.all([agent.login(...fish.agent), zh.login(...fish.agent), farmer.login(...fish.farmer)]);
});

/** The file's company's rules (the shared server's other files write rules of their own). */
const ruleCount = async () =>
  Number((await server.app.database.db.selectFrom('rules').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', fish.id).executeTakeFirstOrThrow()).n);

const output = { type: 'rule_output', message: '溶解氧过低' };
/** Dissolved oxygen low on the farmer's pond 1, and a rule of it (set once the file's devices exist). */
let doLow: { type: string; device_id: string; param_key: string; operator: string; value: number; duration_s: number };
let base: { action: string; name: string; triggers: object[]; actions: object[] };
/** A table row's text, some naming the file's devices, which exist only once beforeAll has run. */
type Text = string | (() => string);
const text = (t: Text) => (typeof t === 'string' ? t : t());

type Rule = { id: number; enabled: boolean; warning_interval_s: number; triggers: { type: string }[]; actions: { type: string }[] };

describe('POST /rule validation', () => {
  it.each<[string, () => object, Text, Text]>([
    ['two timers', () => ({ triggers: [{ type: 'timer', cron: '0 8 * * *' }, { type: 'timer', cron: '0 9 * * *' }] }), 'There may be only one time trigger', '只能有一个定时触发'],
    ['no trigger', () => ({ triggers: [] }), 'The last trigger or action cannot be deleted', '最后一个触发条件或执行动作不能删除'],
    ['no action', () => ({ actions: [] }), 'The last trigger or action cannot be deleted', '最后一个触发条件或执行动作不能删除'],
    ['interval 0', () => ({ warning_interval_s: 0 }), 'The interval minimum is 1', '间隔最小为1'],
    ['a bad cron', () => ({ triggers: [{ type: 'timer', cron: '61 * * * *' }] }), 'The minute value 61 is outside 0-59', '定时表达式的 minute 字段取值 61 超出范围 0-59'],
    ['four cron fields', () => ({ triggers: [{ type: 'timer', cron: '0 8 * *' }] }), 'A timer needs 5 fields: minute hour day month weekday (got 4)', '定时表达式需要 5 个字段：分 时 日 月 周（当前 4 个）'],
    ['no name', () => ({ name: '  ' }), 'Rule name cannot be empty', '规则名称不能为空'],
    ['an unknown parameter', () => ({ triggers: [{ ...doLow, param_key: 'co2' }] }), () => `Device ${pond1} has no parameter co2`, () => `设备 ${pond1} 没有参数 co2`],
    ['a device of another company', () => ({ triggers: [doLow, { ...doLow, device_id: greenhouseDevice }] }),
      () => `Device ${greenhouseDevice} does not exist or does not belong to the rule's company`, () => `设备 ${greenhouseDevice} 不存在或不属于该规则的企业`],
    ['an e-mail without recipients', () => ({ actions: [{ type: 'email' }] }),
      'A email notification needs alarm contacts or users to notify', 'email 通知需要选择报警联系人或通知用户'],
    ['a device output without command', () => ({ actions: [{ type: 'device_output', device_id: pond1 }] }), 'A device output needs an output command', '设备输出需要填写输出指令'],
  ])('refuses %s in both languages and writes nothing', async (_case, change, english, chinese) => {
    const body = { ...base, ...change() };
    const en = await agent.post('/rule', body);
    expect(en.status).toBe(400);
    expect(en.body.message).toBe(text(english));
    expect((await zh.post('/rule', body)).body.message).toBe(text(chinese));
    expect(await ruleCount()).toBe(0);
  });

  it('names the bad field of a trigger', async () => {
    const res = await agent.post('/rule', { ...base, triggers: [{ ...doLow, operator: 'approx' }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/operator/);
    const kind = await agent.post('/rule', { ...base, triggers: [{ type: 'weather' }] });
    expect(kind.status).toBe(400);
    expect(kind.body.message).toMatch(/type/);
  });

  it('needs 8002', async () => {
    expect((await farmer.post('/rule', { action: 'list' })).status).toBe(403);
  });
});

describe('POST /rule lifecycle', () => {
  it('creates with the default interval, lists, updates, switches with the spec message and deletes', async () => {
    const created = await agent.post<Rule>('/rule', base);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ enabled: true, warning_interval_s: 1800, triggers: [doLow], actions: [output] });
    const id = created.body.data!.id;

    const list = await agent.post<{ rows: Rule[]; total: number }>('/rule', { action: 'list', name: 'DO' });
    expect(list.body.data!.rows.map((r) => r.id)).toEqual([id]);

    const updated = await agent.post<Rule>('/rule', { action: 'update', id, warning_interval_s: 60, triggers: [doLow, { type: 'timer', cron: '*/5 6-18 * * 1-5' }] });
    expect(updated.body.data!.warning_interval_s).toBe(60);
    expect(updated.body.data!.triggers).toHaveLength(2);
    const emptied = await agent.post('/rule', { action: 'update', id, actions: [] });
    expect(emptied.body.message).toBe('The last trigger or action cannot be deleted');

    const off = await agent.post<Rule>('/rule', { action: 'disable', id });
    expect(off.body).toMatchObject({ message: 'status switch succeeded', data: { enabled: false } });
    const on = await zh.post<Rule>('/rule', { action: 'enable', id });
    expect(on.body).toMatchObject({ message: '状态切换成功', data: { enabled: true } });

    const admin = new ApiClient(server.origin);
    await admin.login(...DEMO.admin);
    const foreign = await admin.post<Rule>('/rule', { ...base, tenant_id: greenhouse.id, triggers: [{ type: 'event', event: 'offline' }] });
    expect(foreign.status).toBe(200);
    expect((await agent.post('/rule', { action: 'disable', id: foreign.body.data!.id })).status).toBe(404);

    expect((await agent.post('/rule', { action: 'delete', id })).status).toBe(200);
    expect((await agent.post('/rule', { action: 'delete', id })).status).toBe(404);
  });

  it('runs a rule by hand (/linkageAction), lists the firing (/rulehis) and delivers the output to the message center', async () => {
    const created = await agent.post<Rule>('/rule', { ...base, name: 'manual' });
    const id = created.body.data!.id;
    const fired = await agent.post<{ id: number; results: { type: string; ok: boolean; detail: string }[] }>('/linkageAction', { rule_id: id });
    expect(fired.status).toBe(200);
    expect(fired.body.data!.results).toEqual([expect.objectContaining({ type: 'rule_output', ok: true })]);
    const his = await agent.post<{ rows: { rule_id: number; manual: boolean; cause: { kind: string }; results: unknown[] }[]; total: number }>(
      '/rulehis', { rule_id: id },
    );
    expect(his.body.data!.total).toBe(1);
    expect(his.body.data!.rows[0]).toMatchObject({ rule_id: id, manual: true, cause: { kind: 'manual' } });

    const center = await agent.get<{ rows: { channel: string; title: string; body: string }[]; unread: number }>('/notifications');
    expect(center.body.data!.rows[0]).toMatchObject({ channel: 'rule', title: expect.stringContaining('manual') });
    expect(center.body.data!.rows[0].body).toContain('溶解氧过低');
    const unread = center.body.data!.unread;
    const ids = (await agent.get<{ rows: { id: number }[] }>('/notifications')).body.data!.rows.map((r) => r.id);
    const read = await agent.post<{ updated: number }>('/notifications/read', { ids });
    expect(read.body.data!.updated).toBe(unread);
    expect((await agent.get<{ unread: number }>('/notifications')).body.data!.unread).toBe(0);
    // The greenhouse grower does not see the fish base's message center.
    const grower = new ApiClient(server.origin);
    await grower.login(...greenhouse.users.grower!);
    expect((await grower.get<{ total: number }>('/notifications')).body.data!.total).toBe(0);
  });
});

describe('a rule naming a device the caller may not see', () => {
  type Listed = { rows: { id: number; name: string }[]; total: number };
  const commandsTo = async (deviceId: string) =>
    Number((await server.app.database.db.selectFrom('device_commands').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('device_id', '=', deviceId).executeTakeFirstOrThrow()).n);

  it('is neither listed, counted, changed, deleted, run nor shown in the history to a customer of the company not bound to it', async () => {
    // The farmer of the fish base may hold 8002 and is bound to pond 1, not to aerator 1 or pond 5.
    const farmerId = (await server.app.database.db.selectFrom('users').select('id').where('user_name', '=', fish.farmer[0]).executeTakeFirstOrThrow()).id;
    await server.app.database.db.insertInto('user_access').values({ user_id: farmerId, code: '8002' }).execute();
    const commands = await agent.post<Rule>('/rule', { ...base, name: 'hidden aerator', actions: [{ type: 'device_output', device_id: aerator1, command: 'on' }] });
    const reads = await agent.post<Rule>('/rule', { ...base, name: 'hidden pond 5', triggers: [{ ...doLow, device_id: pond5 }] });
    const anyDevice = await agent.post<Rule>('/rule', { ...base, name: 'hidden any offline', triggers: [{ type: 'event', event: 'offline' }] });
    const seen = await agent.post<Rule>('/rule', { ...base, name: 'hidden-not pond 1' });
    const hidden = [commands.body.data!.id, reads.body.data!.id, anyDevice.body.data!.id];
    await agent.post('/linkageAction', { rule_id: reads.body.data!.id });
    const before = await commandsTo(aerator1);

    const listed = await farmer.post<Listed>('/rule', { action: 'list', name: 'hidden' });
    expect(listed.body.data).toEqual({ rows: [expect.objectContaining({ id: seen.body.data!.id })], total: 1 });
    for (const id of hidden) {
      for (const action of ['enable', 'disable', 'delete']) {
        const res = await farmer.post('/rule', { action, id });
        expect(res.status, `${action} ${id}`).toBe(404);
        expect(res.body.message).toBe('Rule not found');
      }
      expect((await farmer.post('/rule', { action: 'update', id, name: 'mine now' })).status).toBe(404);
      expect((await farmer.post('/linkageAction', { rule_id: id })).status).toBe(404);
      expect((await farmer.post<Listed>('/rulehis', { rule_id: id })).body.data!.total).toBe(0);
    }
    const history = await farmer.post<{ rows: { rule_id: number }[] }>('/rulehis', { pageSize: 100 });
    expect(history.body.data!.rows.filter((r) => hidden.includes(r.rule_id))).toEqual([]);
    expect(await commandsTo(aerator1)).toBe(before);
    // The agent, who sees every device of the fish base, still manages both, and the farmer its own.
    expect((await agent.post<Listed>('/rule', { action: 'list', name: 'hidden' })).body.data!.total).toBe(4);
    expect((await farmer.post('/linkageAction', { rule_id: seen.body.data!.id })).status).toBe(200);
    expect((await farmer.post('/rule', { action: 'disable', id: seen.body.data!.id })).status).toBe(200);
    const fired = await agent.post<{ results: { ok: boolean }[] }>('/linkageAction', { rule_id: commands.body.data!.id });
    expect(fired.body.data!.results).toEqual([expect.objectContaining({ ok: true })]);
    expect(await commandsTo(aerator1)).toBe(before + 1);
  });

  it('refuses to write a rule reading devices the caller may not see, an event on any device included', async () => {
    const before = await ruleCount();
    for (const triggers of [[{ type: 'event', event: 'offline' }], [doLow, { ...doLow, device_id: pond5 }]]) {
      const res = await farmer.post('/rule', { ...base, name: 'mine', triggers });
      expect(res.status).toBe(400);
    }
    const any = await farmer.post('/rule', { ...base, name: 'mine', triggers: [{ type: 'event', event: 'offline' }] });
    expect(any.body.message).toBe('An event trigger on any device needs every device of the company to be visible to you: choose a device');
    const zhFarmer = new ApiClient(server.origin, 'zh-CN');
    await zhFarmer.login(...fish.farmer);
    expect((await zhFarmer.post('/rule', { ...base, name: 'mine', triggers: [{ type: 'event', event: 'offline', device_id: pond1 }, { type: 'event', event: 'offline' }] })).body.message)
      .toBe('“任意设备”的事件触发需要能查看该企业的全部设备，请选择设备');
    expect(await ruleCount()).toBe(before);
    const own = await farmer.post<Rule>('/rule', { ...base, name: 'mine', triggers: [{ type: 'event', event: 'offline', device_id: pond1 }] });
    expect(own.status).toBe(200);
    expect((await farmer.post('/rule', { action: 'update', id: own.body.data!.id, triggers: [{ type: 'event', event: 'offline' }] })).status).toBe(400);
    expect((await farmer.post('/rule', { action: 'delete', id: own.body.data!.id })).status).toBe(200);
  });

  it('hides nothing for a device purged since: the rule commands nothing any more and stays its company\'s to delete', async () => {
    const rule = await agent.post<Rule>('/rule', { ...base, name: 'purged aerator', actions: [{ type: 'device_output', device_id: aerator2, command: 'on' }] });
    const listed = () => farmer.post<Listed>('/rule', { action: 'list', name: 'purged' });
    expect((await listed()).body.data!.total).toBe(0);
    expect((await agent.post('/userdevices/destroy', { device_id: aerator2 })).status).toBe(200);
    expect((await listed()).body.data!.total).toBe(0);
    expect((await agent.post('/recycle/purge', { device_id: aerator2 })).status).toBe(200);
    expect((await listed()).body.data!.rows.map((r) => r.id)).toEqual([rule.body.data!.id]);
    expect((await agent.post('/rule', { action: 'delete', id: rule.body.data!.id })).status).toBe(200);
  });
});
