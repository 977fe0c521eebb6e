import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { STARTUP_TIMEOUT_MS } from './telemetry-helpers';
import { LINKCARD, YINERDA, linkcardDouble, yinerdaDouble, type CardDouble } from '../helpers/card-platform-doubles';

/**
 * The real card-platform adapters behind /dataFlow/residualFlow and /dataFlow/getYinerdaDataFlow,
 * each against a local double: their figures (not labelled simulated), the card expiry they report,
 * and their errors (a wrong key, an unknown card) as a 503 naming the platform, with nothing stored.
 */
interface Usage {
  provider: string;
  simulated: boolean;
  total_mb: number;
  used_mb: number;
  remaining_mb: number;
  expiry_date: string | null;
}

let double: CardDouble;
let server: TestServer;
let agent: ApiClient;
const saved = { ...process.env };

async function start(env: Record<string, string>) {
  Object.assign(process.env, env);
  // The recharge centre pays through the sandbox here (it must be chosen: docs/decisions.md).
  // Own server: start-time configuration (PAY_PROVIDER=sandbox, the card platforms' doubles).
  server = await startTestServer({ PAY_PROVIDER: 'sandbox' });
  agent = new ApiClient(server.origin);
  await agent.login(...DEMO.agent);
}
const stored = () => server.app.database.db.selectFrom('devices').select(['remaining_flow', 'remaining_flow_simulated', 'expiry_date']).where('device_id', '=', 'AW00001').executeTakeFirstOrThrow();

afterEach(async () => {
  await server?.close();
  await double?.close();
  process.env = { ...saved };
});

// Each test starts its own server (the provider is chosen at start): the start counts in its time.
describe('linkcard (operator IoT card platform)', { timeout: STARTUP_TIMEOUT_MS }, () => {
  it('answers the month from the card\'s data allowances, stores it unlabelled and takes the card expiry', async () => {
    double = await linkcardDouble();
    await start({ DATA_FLOW_PROVIDER: 'linkcard', LINKCARD_ENDPOINT: double.url, LINKCARD_ACCESS_KEY_ID: LINKCARD.accessKeyId, LINKCARD_ACCESS_KEY_SECRET: LINKCARD.accessKeySecret });
    const res = await agent.post<Usage>('/dataFlow/residualFlow', { device_id: 'AW00001' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ provider: 'linkcard', simulated: false, total_mb: 500, used_mb: 128, remaining_mb: 372, expiry_date: '2027-12-31' });
    const row = await stored();
    expect(row.remaining_flow).toBe(372);
    expect(row.remaining_flow_simulated).toBe(false);
    expect(new Date(row.expiry_date!).toISOString().slice(0, 10)).toBe('2027-12-31');

    // Three years paid in the recharge centre: the platform has no renewal call, so the new date is
    // the console's record, and the platform's older date in the next usage answer does not undo it.
    const order = (await agent.post<{ order_no: string }>('/wxpay/pay', { kind: 'sim', device_id: 'AW00001', plan: '500M', quantity: 3 })).body.data!;
    expect((await agent.post<{ status: string }>('/wxpay/sandbox/confirm', { order_no: order.order_no })).body.data!.status).toBe('paid');
    const paid = new Date((await stored()).expiry_date!).toISOString().slice(0, 10);
    expect(paid).toBe('2030-12-31');
    const again = await agent.post<Usage>('/dataFlow/residualFlow', { device_id: 'AW00001' });
    expect(again.body.data!.expiry_date).toBe(paid);
    expect(new Date((await stored()).expiry_date!).toISOString().slice(0, 10)).toBe(paid);
    // The operator platform has no day-by-day figures: said in words, not an empty month.
    const days = await agent.post('/dataFlow/getYinerdaDataFlow', { device_id: 'AW00001', cardId: LINKCARD.iccid, dateFlow: new Date().toISOString().slice(0, 7) });
    expect(days.status).toBe(400);
    expect(days.body.message).toBe("This card platform gives the month's usage only, not day by day");
  });

  it('turns the platform\'s refusals into a 503 naming it, and stores nothing', async () => {
    double = await linkcardDouble();
    await start({ DATA_FLOW_PROVIDER: 'linkcard', LINKCARD_ENDPOINT: double.url, LINKCARD_ACCESS_KEY_ID: LINKCARD.accessKeyId, LINKCARD_ACCESS_KEY_SECRET: 'wrong-secret' });
    const before = await stored();
    const res = await agent.post('/dataFlow/residualFlow', { device_id: 'AW00001' });
    expect(res.status).toBe(503);
    expect(res.body.message).toContain('linkcard');
    expect(res.body.message).toContain('SignatureDoesNotMatch');
    expect(await stored()).toEqual(before);
    expect(double.calls).toBe(1);
  });

  it('names an unknown card as the platform says', async () => {
    double = await linkcardDouble();
    await start({ DATA_FLOW_PROVIDER: 'linkcard', LINKCARD_ENDPOINT: double.url, LINKCARD_ACCESS_KEY_ID: LINKCARD.accessKeyId, LINKCARD_ACCESS_KEY_SECRET: LINKCARD.accessKeySecret });
    // AW00002's card is not on the platform.
    const res = await agent.post('/dataFlow/residualFlow', { device_id: 'AW00002' });
    expect(res.status).toBe(503);
    expect(res.body.message).toContain('Iccid.NotFound');
  });
});

describe('yinerda (the card platform of the spec\'s getYinerdaDataFlow)', { timeout: STARTUP_TIMEOUT_MS }, () => {
  it('answers the month and its days, unlabelled', async () => {
    double = await yinerdaDouble();
    await start({ DATA_FLOW_PROVIDER: 'yinerda', YINERDA_URL: double.url, YINERDA_APP_KEY: YINERDA.appKey, YINERDA_APP_SECRET: YINERDA.appSecret });
    const month = new Date().toISOString().slice(0, 7);
    const res = await agent.post<Usage>('/dataFlow/residualFlow', { device_id: 'AW00001' });
    expect(res.body.data).toMatchObject({ provider: 'yinerda', simulated: false, total_mb: 500, used_mb: 45, remaining_mb: 455, expiry_date: '2027-06-30' });
    expect((await stored()).remaining_flow_simulated).toBe(false);
    const days = await agent.post<{ days: Array<{ date: string; used_mb: number }>; simulated: boolean }>('/dataFlow/getYinerdaDataFlow', { device_id: 'AW00001', cardId: YINERDA.cardId, dateFlow: month });
    expect(days.status).toBe(200);
    expect(days.body.data!.simulated).toBe(false);
    // Days up to today only.
    expect(days.body.data!.days).toHaveLength(new Date().getUTCDate());
    expect(days.body.data!.days[0]).toEqual({ date: `${month}-01`, used_mb: 1.5 });
  });

  it('turns a bad signature and an unknown card into a 503 naming the platform\'s code, in Chinese too', async () => {
    double = await yinerdaDouble();
    await start({ DATA_FLOW_PROVIDER: 'yinerda', YINERDA_URL: double.url, YINERDA_APP_KEY: YINERDA.appKey, YINERDA_APP_SECRET: 'wrong' });
    const zh = new ApiClient(server.origin, 'zh-CN');
    await zh.login(...DEMO.agent);
    const res = await zh.post('/dataFlow/residualFlow', { device_id: 'AW00001' });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('流量卡平台（yinerda）未能给出数据：1001 签名错误');
  });

  it('says the platform is unreachable when it is', async () => {
    double = await yinerdaDouble();
    const url = double.url;
    await double.close();
    await start({ DATA_FLOW_PROVIDER: 'yinerda', YINERDA_URL: url, YINERDA_APP_KEY: YINERDA.appKey, YINERDA_APP_SECRET: YINERDA.appSecret });
    const res = await agent.post('/dataFlow/residualFlow', { device_id: 'AW00001' });
    expect(res.status).toBe(503);
    expect(res.body.message).toContain('unreachable');
    double = { url, calls: 0, close: async () => undefined };
  });
});

afterAll(() => {
  process.env = { ...saved };
});
