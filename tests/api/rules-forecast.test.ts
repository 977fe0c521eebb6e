import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { sharedServer } from '../helpers/shared-server';
import { freshCompany, type TestCompany } from '../helpers/test-company';
import { ApiClient } from '../helpers/api-client';

/**
 * The forecast trigger (issue 35 item 3) as POST /rule takes it: "forecast DO below value within
 * the night", its value and lead time bounded, on a pond monitor of the rule's company only.
 */
let server: TestServer;
let company: TestCompany;
let other: TestCompany;
let agent: ApiClient;
let zh: ApiClient;
let pond: string;
/** A device of the company without a `do` parameter. */
let dry: string;

beforeAll(async () => {
  server = await sharedServer();
  [company, other] = await Promise.all([freshCompany(server, { devices: 2 }), freshCompany(server, { devices: 1 })]);
  [pond, dry] = company.devices;
  await server.app.database.db.deleteFrom('device_params').where('device_id', '=', dry).where('param_key', '=', 'do').execute();
  agent = new ApiClient(server.origin, 'en-US');
  zh = new ApiClient(server.origin, 'zh-CN');
  await Promise.all([agent.login(...company.agent), zh.login(...company.agent)]);
});

const forecast = (change: Record<string, unknown> = {}) => ({ type: 'forecast', device_id: pond, value: 3, lead_minutes: 120, ...change });
const body = (trigger: Record<string, unknown>) => ({ action: 'create', name: 'Aerate before the crash', triggers: [trigger], actions: [{ type: 'rule_output' }] });
const rulesOf = async (tenantId: number) =>
  server.app.database.db.selectFrom('rules').select(['id', 'triggers']).where('tenant_id', '=', tenantId).execute();

describe('POST /rule with a forecast trigger', () => {
  it.each([
    ['a value above 20 mg/L', () => forecast({ value: 25 }), 'The forecast oxygen threshold must be from 0 to 20 mg/L', '预测溶解氧阈值应在 0 到 20 mg/L 之间'],
    ['a negative value', () => forecast({ value: -1 }), 'The forecast oxygen threshold must be from 0 to 20 mg/L', '预测溶解氧阈值应在 0 到 20 mg/L 之间'],
    ['a lead of 7 hours', () => forecast({ lead_minutes: 420 }), 'The lead time must be a whole number of minutes from 0 to 360', '提前时间应为 0 到 360 分钟的整数'],
    ['a lead in fractions of a minute', () => forecast({ lead_minutes: 1.5 }), 'The lead time must be a whole number of minutes from 0 to 360', '提前时间应为 0 到 360 分钟的整数'],
    ['an unknown device', () => forecast({ device_id: 'NOPE-0001' }),
      "Device NOPE-0001 does not exist or does not belong to the rule's company", '设备 NOPE-0001 不存在或不属于该规则的企业'],
    ['a device without oxygen', () => forecast({ device_id: dry }),
      'Device {nox} has no dissolved oxygen (do) parameter to forecast', '设备 {nox} 没有溶解氧（do）参数，无法预测'],
  ])('refuses %s in both languages and writes nothing', async (_case, trigger, englishText, chineseText) => {
    // The device without oxygen exists once beforeAll has run.
    const [english, chinese] = [englishText, chineseText].map((text) => text.replace('{nox}', dry));
    const en = await agent.post('/rule', body(trigger()));
    expect(en.status).toBe(400);
    expect(en.body.message).toBe(english);
    const cn = await zh.post('/rule', body(trigger()));
    expect(cn.status).toBe(400);
    expect(cn.body.message).toBe(chinese);
    expect(await rulesOf(company.id)).toEqual([]);
  });

  it("refuses another company's pond, and the other company's agent this company's", async () => {
    const res = await agent.post('/rule', body(forecast({ device_id: other.devices[0] })));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Device ${other.devices[0]} does not exist or does not belong to the rule's company`);
    const outsider = new ApiClient(server.origin, 'en-US');
    await outsider.login(...other.agent);
    expect((await outsider.post('/rule', { ...body(forecast()), tenant_id: other.id })).status).toBe(400);
    expect(await rulesOf(company.id)).toEqual([]);
    expect(await rulesOf(other.id)).toEqual([]);
  });

  it('keeps a valid one without a lead time (the default), which only its company sees', async () => {
    const { lead_minutes: _lead, ...noLead } = forecast();
    const created = await agent.post<{ id: number; triggers: unknown[] }>('/rule', body(noLead));
    expect(created.status).toBe(200);
    const id = created.body.data!.id;
    // Stored as given: the engine reads an absent lead as FORECAST_LIMITS.leadDefault (120 minutes).
    expect(created.body.data!.triggers).toEqual([{ type: 'forecast', device_id: pond, value: 3 }]);
    const outsider = new ApiClient(server.origin, 'en-US');
    await outsider.login(...other.agent);
    const list = await outsider.post<{ rows: { id: number }[] }>('/rule', { action: 'list' });
    expect(list.body.data!.rows.map((r) => r.id)).not.toContain(id);
    expect((await outsider.post('/rule', { action: 'update', id, triggers: [forecast({ value: 4 })] })).status).toBe(404);
  });
});
