import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient } from '../helpers/api-client';
import { ConfigError, loadConfig } from '../../server/config';
import { freePort, kill9, spawnServer, waitReady } from './server-process';
import type { PriceList } from '../../shared/contract/api/payments';

/**
 * The sandbox credits whatever its confirm call is told was paid, so it is a choice (npm start's
 * demo, tests that need it), never what a server gets by leaving PAY_PROVIDER out, and never what
 * a production deployment runs.
 */
/** Long enough for tsx to load the server on a loaded machine; the refusal comes before any database work. */
const START_WAIT_MS = 60_000;
let server: TestServer;
let customer: ApiClient; // fishscreen: fish company
const db = () => server.app.database.db;
const creditOf = async (tenantId: number) =>
  (await db().selectFrom('notification_credit').select('balance').where('tenant_id', '=', tenantId).executeTakeFirst())?.balance ?? 0;

beforeAll(async () => {
  // PAY_PROVIDER left out altogether, as a server started without the setting.
  // Own server: start-time configuration (no PAY_PROVIDER; a spawned process with a wrong one).
  server = await startTestServer({ PAY_PROVIDER: undefined });
  customer = new ApiClient(server.origin);
  await customer.login('fishscreen', 'fish12345');
});
afterAll(async () => {
  await server?.close();
});

describe('a server without PAY_PROVIDER', () => {
  it('says payments are not configured and places no order', async () => {
    expect((await customer.get<PriceList>('/wxpay/prices')).body.data!.provider).toBe('none');
    const before = await db().selectFrom('pay_orders').select('id').execute();
    const pay = await customer.post('/wxpay/pay', { kind: 'credit', quantity: 1000 });
    expect(pay.status).toBe(503);
    expect(pay.body.message).toBe('Payments are not configured on this server (PAY_PROVIDER)');
    expect(await db().selectFrom('pay_orders').select('id').execute()).toEqual(before);
    const zh = new ApiClient(server.origin, 'zh-CN');
    await zh.login('fishscreen', 'fish12345');
    expect((await zh.post('/wxpay/pay', { kind: 'credit', quantity: 1 })).body.message).toBe('本服务器未配置支付（PAY_PROVIDER）');
  });

  it('refuses the sandbox confirmation, so no user can credit its own company', async () => {
    // An order and sandbox trade as a sandbox run would have left them on this data.
    const tenantId = (await db().selectFrom('users').select('tenant_id').where('user_name', '=', 'fishscreen').executeTakeFirstOrThrow()).tenant_id!;
    const user = (await db().selectFrom('users').select('id').where('user_name', '=', 'fishscreen').executeTakeFirstOrThrow()).id;
    const orderNo = 'P20260101000000123456';
    const items = [{ name: 'credit', quantity: 1000, unit_price: 10, amount: 10_000 }];
    await db().insertInto('pay_orders').values({ tenant_id: tenantId, user_id: user, order_no: orderNo, kind: 'credit', items: JSON.stringify(items), amount: 10_000, provider: 'sandbox', expires_at: new Date(Date.now() + 600_000) }).execute();
    await db().insertInto('pay_sandbox_trades').values({ order_no: orderNo, amount: 10_000, description: 'credit' }).execute();
    const credit = await creditOf(tenantId);

    const confirm = await customer.post('/wxpay/sandbox/confirm', { order_no: orderNo });
    expect(confirm.status).toBe(503);
    expect(confirm.body.message).toBe('Payments are not configured on this server (PAY_PROVIDER)');
    expect(await creditOf(tenantId)).toBe(credit);
    expect((await db().selectFrom('pay_orders').select('status').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).status).toBe('notpay');
  });
});

describe('the sandbox in a production deployment', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'smartmon-pay-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const read = (env: Record<string, string>) => loadConfig(env, { dataDir, sessionSecret: 'x'.repeat(32) }).payProvider;

  it('is read from PAY_PROVIDER only, and refused beside NODE_ENV=production or a merchant, naming the variables', () => {
    expect(read({})).toBeNull();
    expect(read({ PAY_PROVIDER: 'sandbox' })).toBe('sandbox');
    expect(read({ PAY_PROVIDER: 'wechat', NODE_ENV: 'production' })).toBe('wechat');
    expect(() => read({ PAY_PROVIDER: 'paypal' })).toThrow(/PAY_PROVIDER/);
    expect(() => read({ PAY_PROVIDER: 'sandbox', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => read({ PAY_PROVIDER: 'sandbox', NODE_ENV: 'production' })).toThrow(/PAY_PROVIDER=sandbox.*NODE_ENV=production/);
    expect(() => read({ PAY_PROVIDER: 'sandbox', WECHATPAY_MCHID: '1230000109' })).toThrow(/PAY_PROVIDER=sandbox.*WECHATPAY_MCHID/);
  });

  it('stops the server at start with a message naming the variable', async () => {
    const started = spawnServer({ DATA_DIR: dataDir, PORT: await freePort(), MQTT_PORT: await freePort(), PAY_PROVIDER: 'sandbox', NODE_ENV: 'production' });
    try {
      // A server that starts instead would never exit: the wait ends, and the finally stops it.
      const outcome = await Promise.race([started.exited, waitReady(started, START_WAIT_MS).then(() => 'started', () => 'exited')]);
      expect(outcome, started.output()).toBe(2);
      expect(started.output()).toMatch(/Configuration error: PAY_PROVIDER=sandbox .*NODE_ENV=production/);
    } finally {
      if (started.child.exitCode === null && started.child.signalCode === null) await kill9(started);
    }
  }, START_WAIT_MS + 10_000);
});
