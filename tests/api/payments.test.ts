import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import type { Order, OrderStatusAnswer, PriceList } from '../../shared/contract/api/payments';
import { encryptResource, platformHeaders } from '../../server/modules/payments/wechatpay/crypto';
import { SANDBOX_SERIAL, sandboxProvider } from '../../server/modules/payments/providers/sandbox';

/**
 * The recharge centre against the sandbox provider, end to end through the same notify route and
 * verifier WeChat's notifications take: create, pay (the notification delivered twice and replayed),
 * the SIM extended once; closing; refunds; other companies' orders out of reach; bad input refused.
 */
let server: TestServer;
let customer: ApiClient; // fishscreen: fish company, holds 10001 and 10004
let customerZh: ApiClient;
let agent: ApiClient; // holds 10003 for the fish company
let farmer: ApiClient; // fish company, neither 10003 nor 10004
let grower: ApiClient; // greenhouse company
const db = () => server.app.database.db;
const expiryOf = async (deviceId: string) =>
  (await db().selectFrom('devices').select((eb) => eb.fn<string>('to_char', [eb.ref('expiry_date'), eb.val('YYYY-MM-DD')]).as('d')).where('device_id', '=', deviceId).executeTakeFirstOrThrow()).d;
const snapshot = async () => JSON.stringify([await db().selectFrom('pay_orders').selectAll().orderBy('id').execute(), await db().selectFrom('notification_credit').selectAll().execute()]);

/** A notification signed with the sandbox key from DATA_DIR, posted raw to the notify route. */
function notify(body: string, headers: Record<string, string> = {}) {
  const key = createPrivateKey(readFileSync(path.join(server.dataDir, 'sandbox-pay-key.pem'), 'utf8'));
  return fetch(`${server.origin}/api/wxpay/notify`, { method: 'POST', headers: { 'content-type': 'application/json', ...platformHeaders(key, SANDBOX_SERIAL, body), ...headers }, body });
}
function successBody(order: Order, transactionId: string, amount = order.amount, id = `EV-${transactionId}`) {
  const apiV3Key = readFileSync(path.join(server.dataDir, 'sandbox-pay-apiv3.key'), 'utf8').trim();
  const transaction = { out_trade_no: order.order_no, transaction_id: transactionId, trade_state: 'SUCCESS', amount: { total: amount, payer_total: amount, currency: 'CNY' } };
  return JSON.stringify({ id, event_type: 'TRANSACTION.SUCCESS', resource_type: 'encrypt-resource', resource: encryptResource(JSON.stringify(transaction), apiV3Key, 'transaction') });
}
const addMonths = (day: Date, months: number) => {
  const d = new Date(Date.UTC(day.getFullYear(), day.getMonth() + months, day.getDate()));
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  // Own server: start-time configuration (PAY_PROVIDER=sandbox).
  server = await startTestServer({ PAY_PROVIDER: 'sandbox' });
  customer = new ApiClient(server.origin);
  customerZh = new ApiClient(server.origin, 'zh-CN');
  agent = new ApiClient(server.origin);
  farmer = new ApiClient(server.origin);
  grower = new ApiClient(server.origin);
  await Promise.all([
    customer.login('fishscreen', 'fish12345'), customerZh.login('fishscreen', 'fish12345'), agent.login(...DEMO.agent),
    farmer.login(...DEMO.farmer), grower.login('grower', 'grower123'),
  ]);
});
afterAll(async () => {
  await server?.close();
});

describe('access', () => {
  it('answers 401 without a session (the notify route excepted) and 403 without the list codes', async () => {
    const anonymous = new ApiClient(server.origin);
    expect((await anonymous.post('/wxpay/pay', { kind: 'credit', quantity: 10 })).status).toBe(401);
    expect((await anonymous.get('/orderinfo/1')).status).toBe(401);
    expect((await farmer.get('/orders/mine')).status).toBe(403);
    expect((await farmer.get('/orders/manage')).status).toBe(403);
    expect((await customer.get('/orders/manage')).status).toBe(403);
    expect((await customer.post('/orders/refund', { id: 1, note: 'x' })).status).toBe(403);
  });
});

describe('a sandbox payment end to end', () => {
  it('creates the order, pays it once although notified twice and replayed, and extends the SIM once', async () => {
    expect(await expiryOf('AW00001')).not.toBeNull();
    const prices = (await customer.get<PriceList>('/wxpay/prices')).body.data!;
    expect(prices.provider).toBe('sandbox');
    const created = await customer.post<Order>('/wxpay/pay', { kind: 'sim', device_id: 'AW00001', plan: '500M' });
    expect(created.status).toBe(200);
    const order = created.body.data!;
    expect(order).toMatchObject({ status: 'notpay', kind: 'sim', amount: prices.plans.find((p) => p.plan === '500M')!.price, transaction_id: null });
    expect(order.code_url).toContain(`/recharge-center/sandbox-pay?order_no=${order.order_no}`);
    expect((await customer.get<OrderStatusAnswer>(`/wxpay/orderStatus/${order.id}`)).body.data!.status).toBe('notpay');

    const first = await customer.post<Order>('/wxpay/sandbox/confirm', { order_no: order.order_no });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'paid' });
    const paidExpiry = await expiryOf('AW00001');
    // The SIM had lapsed, so the year counts from today.
    expect(paidExpiry).toBe(addMonths(new Date(), prices.plan_months));

    // The provider retries (same notification, signed afresh), and someone replays it later under another id.
    expect((await customer.post<Order>('/wxpay/sandbox/confirm', { order_no: order.order_no })).body.data!.status).toBe('paid');
    const txn = first.body.data!.transaction_id!;
    expect((await notify(successBody(order, txn, order.amount, 'EV-other-id'))).status).toBe(204);
    expect(await expiryOf('AW00001')).toBe(paidExpiry);
    const notes = await db().selectFrom('pay_notifications').selectAll().where('order_no', '=', order.order_no).execute();
    expect(notes.filter((n) => n.applied)).toHaveLength(1);
    expect((await customer.get<OrderStatusAnswer>(`/wxpay/orderStatus/${order.id}`)).body.data!.status).toBe('paid');
    const info = (await customer.get<Order>(`/orderinfo/${order.id}`)).body.data!;
    expect(info).toMatchObject({ status: 'paid', transaction_id: txn, user_name: 'fishscreen' });
    expect(info.paid_at).not.toBeNull();
    // The device list now carries the new date, so the console's SIM expiry alarm is gone.
    const mine = await customer.get<{ rows: Order[] }>('/orders/mine');
    expect(mine.body.data!.rows.map((r) => r.id)).toContain(order.id);

    // The renewal went through the card platform adapter: the simulated platform reports the paid
    // date with the month's usage, and the usage query leaves it on the device.
    const usage = await agent.post<{ expiry_date: string | null }>('/dataFlow/residualFlow', { device_id: 'AW00001' });
    expect(usage.status).toBe(200);
    expect(usage.body.data!.expiry_date).toBe(paidExpiry);
    expect(await expiryOf('AW00001')).toBe(paidExpiry);
  });

  it('refuses a tampered, wrongly signed or old notification and changes nothing', async () => {
    const order = (await customer.post<Order>('/wxpay/pay', { kind: 'sim', device_id: 'AW00002', plan: '30M' })).body.data!;
    const before = await snapshot();
    const body = successBody(order, '4200000000000000000000000001');
    const key = createPrivateKey(readFileSync(path.join(server.dataDir, 'sandbox-pay-key.pem'), 'utf8'));
    const signed = platformHeaders(key, SANDBOX_SERIAL, body);
    const tampered = await fetch(`${server.origin}/api/wxpay/notify`, { method: 'POST', headers: { 'content-type': 'application/json', ...signed }, body: body.replace('"id":"EV', '"id":"XV') });
    expect(tampered.status).toBe(400);
    expect((await notify(body, { 'wechatpay-serial': 'WRONG-SERIAL' })).status).toBe(400);
    const old = platformHeaders(key, SANDBOX_SERIAL, body, Math.floor(Date.now() / 1000) - 3600);
    expect((await fetch(`${server.origin}/api/wxpay/notify`, { method: 'POST', headers: { 'content-type': 'application/json', ...old }, body })).status).toBe(400);
    expect((await notify(body, { 'wechatpay-signature': 'AAAA' })).status).toBe(400);
    expect(await snapshot()).toBe(before);
    // The right amount is checked: a notification for less than the order is accepted but not applied.
    expect((await notify(successBody(order, '4200000000000000000000000002', order.amount - 1))).status).toBe(204);
    expect((await customer.get<Order>(`/orderinfo/${order.id}`)).body.data!.status).toBe('notpay');
  });

  it('raises the company notification credit by the units bought', async () => {
    const before = (await customer.get<PriceList>('/wxpay/prices')).body.data!.credit_balance!;
    const order = (await customer.post<Order>('/wxpay/pay', { kind: 'credit', quantity: 50 })).body.data!;
    expect(order.amount).toBe(50 * (await customer.get<PriceList>('/wxpay/prices')).body.data!.credit_price);
    await customer.post('/wxpay/sandbox/confirm', { order_no: order.order_no });
    await customer.post('/wxpay/sandbox/confirm', { order_no: order.order_no });
    expect((await customer.get<PriceList>('/wxpay/prices')).body.data!.credit_balance).toBe(before + 50);
  });
});

describe('closing and refunds', () => {
  it('closes an unpaid order, which then cannot be paid or closed again', async () => {
    const order = (await customer.post<Order>('/wxpay/pay', { kind: 'credit', quantity: 5 })).body.data!;
    const closed = await customer.post<Order>('/wxpay/closeOrder', { id: order.id });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ status: 'closed' });
    expect(closed.body.data!.closed_at).not.toBeNull();
    expect((await customer.post('/wxpay/closeOrder', { id: order.id })).status).toBe(409);
    expect((await customer.post('/wxpay/sandbox/confirm', { order_no: order.order_no })).status).toBe(400);
    expect((await customer.get<OrderStatusAnswer>(`/wxpay/orderStatus/${order.id}`)).body.data!.status).toBe('closed');
  });

  it('does not close an order the provider reports paid: applies the payment once and answers 409 in the caller language', async () => {
    const before = (await customer.get<PriceList>('/wxpay/prices')).body.data!.credit_balance!;
    const order = (await customer.post<Order>('/wxpay/pay', { kind: 'credit', quantity: 7 })).body.data!;
    // The payer pays on the provider's side; its notification has not arrived when the customer cancels.
    const provider = sandboxProvider(db(), server.dataDir);
    const pending = (await provider.pay(order.order_no))!;
    const refused = await customer.post('/wxpay/closeOrder', { id: order.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order has already been paid with the payment provider, so it cannot be closed');
    const info = (await customer.get<Order>(`/orderinfo/${order.id}`)).body.data!;
    expect(info).toMatchObject({ status: 'paid', closed_at: null, attention: null });
    expect(info.transaction_id).toMatch(/^4200/);
    expect((await customer.get<PriceList>('/wxpay/prices')).body.data!.credit_balance).toBe(before + 7);
    // The notification arrives after all: accepted, and nothing is delivered twice.
    expect((await fetch(`${server.origin}/api/wxpay/notify`, { method: 'POST', headers: pending.headers, body: pending.body })).status).toBe(204);
    expect((await customer.get<PriceList>('/wxpay/prices')).body.data!.credit_balance).toBe(before + 7);

    const zhOrder = (await customerZh.post<Order>('/wxpay/pay', { kind: 'credit', quantity: 1 })).body.data!;
    await provider.pay(zhOrder.order_no);
    const zh = await customerZh.post('/wxpay/closeOrder', { id: zhOrder.id });
    expect(zh.status).toBe(409);
    expect(zh.body.message).toBe('该订单已在支付平台付款，不能关闭');
    expect((await customer.get<Order>(`/orderinfo/${zhOrder.id}`)).body.data!.status).toBe('paid');
  });

  it('marks for staff, without fulfilling, a payment that arrives for an order closed here', async () => {
    const before = (await customer.get<PriceList>('/wxpay/prices')).body.data!.credit_balance!;
    const order = (await customer.post<Order>('/wxpay/pay', { kind: 'credit', quantity: 9 })).body.data!;
    expect((await customer.post('/wxpay/closeOrder', { id: order.id })).status).toBe(200);
    const txn = '4200000000000000000000000009';
    expect((await notify(successBody(order, txn))).status).toBe(204);
    // Its retry changes nothing more.
    expect((await notify(successBody(order, txn, order.amount, `EV-${txn}-retry`))).status).toBe(204);
    const marked = (await customer.get<Order>(`/orderinfo/${order.id}`)).body.data!;
    expect(marked).toMatchObject({ status: 'closed', attention: 'paid_after_close', transaction_id: txn });
    expect(marked.attention_at).not.toBeNull();
    expect((await customer.get<PriceList>('/wxpay/prices')).body.data!.credit_balance).toBe(before);
    const notes = await db().selectFrom('pay_notifications').select(['applied']).where('order_no', '=', order.order_no).execute();
    expect(notes).toEqual([{ applied: false }, { applied: false }]);
    // Order staff find it, and record the refund they made.
    const flagged = await agent.get<{ rows: Order[] }>('/orders/manage', { attention: 'paid_after_close' });
    expect(flagged.body.data!.rows.map((r) => r.id)).toEqual([order.id]);
    const refunded = await agent.post<Order>('/orders/refund', { id: order.id, note: 'paid after the customer cancelled' });
    expect(refunded.body.data).toMatchObject({ status: 'refunded', attention: 'paid_after_close' });
    // An ordinary closed order is still not refundable.
    const plain = (await customer.post<Order>('/wxpay/pay', { kind: 'credit', quantity: 1 })).body.data!;
    await customer.post('/wxpay/closeOrder', { id: plain.id });
    expect((await agent.post('/orders/refund', { id: plain.id, note: 'x' })).status).toBe(409);
  });

  it('lets order staff record a refund of a paid order only', async () => {
    const order = (await customer.post<Order>('/wxpay/pay', { kind: 'credit', quantity: 1 })).body.data!;
    expect((await agent.post('/orders/refund', { id: order.id, note: 'duplicate purchase' })).status).toBe(409);
    await customer.post('/wxpay/sandbox/confirm', { order_no: order.order_no });
    const refunded = await agent.post<Order>('/orders/refund', { id: order.id, note: 'duplicate purchase' });
    expect(refunded.body.data).toMatchObject({ status: 'refunded', refund_note: 'duplicate purchase' });
    const managed = await agent.get<{ rows: Order[]; total: number }>('/orders/manage', { status: 'refunded' });
    expect(managed.body.data!.rows.map((r) => r.id)).toContain(order.id);
  });

  it('downloads an invoice as .xlsx for a paid order only (issue 42: an unpaid one has none)', async () => {
    const order = (await customer.post<Order>('/wxpay/pay', { kind: 'credit', quantity: 2 })).body.data!;
    for (const [client, words] of [[customer, 'Only a paid order has an invoice'], [customerZh, '只有已支付的订单可以开具发票']] as const) {
      const refused = await client.get(`/orders/invoice/${order.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(words);
    }
    await customer.post('/wxpay/sandbox/confirm', { order_no: order.order_no });
    const res = await fetch(`${server.origin}/api/orders/invoice/${order.id}`, { headers: { cookie: `sid=${customer.cookie('sid')}`, 'x-forwarded-for': customer.ip } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    // An .xlsx is a zip: it starts with PK.
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
  });
});

describe('tenancy and bad input', () => {
  it("answers another company's order as not found and changes nothing", async () => {
    const order = (await customer.post<Order>('/wxpay/pay', { kind: 'credit', quantity: 3 })).body.data!;
    const before = await snapshot();
    expect((await grower.get(`/orderinfo/${order.id}`)).status).toBe(404);
    expect((await grower.get(`/wxpay/orderStatus/${order.id}`)).status).toBe(404);
    expect((await grower.post('/wxpay/closeOrder', { id: order.id })).status).toBe(404);
    expect((await grower.post('/wxpay/sandbox/confirm', { order_no: order.order_no })).status).toBe(404);
    expect((await grower.get(`/orders/invoice/${order.id}`)).status).toBe(404);
    // Same company, not the buyer and no order staff code: still not found.
    expect((await farmer.get(`/orderinfo/${order.id}`)).status).toBe(404);
    expect((await grower.post('/wxpay/pay', { kind: 'sim', device_id: 'AW00001', plan: '500M' })).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('refuses every bad body, naming the field in the caller language, and writes nothing', async () => {
    const before = await snapshot();
    const bad: unknown[] = [
      {}, { kind: 'sim' }, { kind: 'sim', device_id: 'AW00001', plan: '1T' }, { kind: 'sim', device_id: 'AW00001', plan: '500M', quantity: 0 },
      { kind: 'credit', quantity: 0 }, { kind: 'credit', quantity: 1e9 }, { kind: 'credit', quantity: 1.5 },
      { kind: 'refund', quantity: 5 },
    ];
    for (const body of bad) expect((await customer.post('/wxpay/pay', body)).status, JSON.stringify(body)).toBe(400);
    expect((await customer.post('/wxpay/closeOrder', { id: 0 })).status).toBe(400);
    expect((await customer.get('/orderinfo/abc')).status).toBe(400);
    expect((await agent.get('/orders/manage', { attention: 'maybe' })).status).toBe(400);
    expect((await customer.post('/wxpay/sandbox/confirm', { order_no: "x' or 1=1" })).status).toBe(400);
    const zh = await customerZh.post('/wxpay/pay', { kind: 'credit', quantity: 0 });
    expect(zh.body.message).toMatch(/quantity/);
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await snapshot()).toBe(before);
  });
});
