import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { startAliyunDouble, type AliyunDouble } from '../helpers/aliyun-double';
import { startTencentSmsDouble, type TencentSmsDouble } from '../helpers/tencent-sms-double';

/**
 * A rule's SMS and phone-call outputs through the real providers (SMS_PROVIDER=aliyun | tencent,
 * PHONE_PROVIDER=aliyun), against doubles that check each request's signature as the provider
 * does: delivered messages are charged one credit unit; throttled sends are retried with back-off
 * and every attempt is in the rule's history; a send the provider did not deliver (still
 * throttled, bad number, no balance at the provider) gives its unit back.
 */
type Result = { type: string; ok: boolean; detail: string; words?: { key: string; params: Record<string, string | number> } };
type Firing = { id: number; results: Result[] };

const START = 50;
const FAST_RETRY = { NOTIFY_SEND_ATTEMPTS: '3', NOTIFY_RETRY_MS: '20', NOTIFY_CREDIT_START: String(START) };

interface Harness {
  server: TestServer;
  agent: ApiClient;
  tenantId: number;
}

async function startHarness(env: Record<string, string>): Promise<Harness> {
  // Own server: start-time configuration (the SMS and phone providers, read from process.env at start, as in production).
  Object.assign(process.env, env);
  const server = await startTestServer();
  const agent = new ApiClient(server.origin);
  await agent.login(...DEMO.agent);
  const tenantId = (await server.app.database.db.selectFrom('users').select('tenant_id').where('user_name', '=', 'agent').executeTakeFirstOrThrow()).tenant_id!;
  return { server, agent, tenantId };
}

let ruleNo = 0;
/** A rule sending one action to a new contact with this phone number, fired by hand. */
async function fireTo(h: Harness, type: 'sms' | 'phone', phone: string): Promise<{ ruleId: number; result: Result }> {
  ruleNo += 1;
  const contact = await h.agent.post<{ id: number }>('/alarmContacts', { name: `值班 ${ruleNo}`, phone, tenant_id: h.tenantId });
  expect(contact.status).toBe(200);
  const rule = await h.agent.post<{ id: number }>('/rule', {
    action: 'create', name: `provider ${ruleNo}`, tenant_id: h.tenantId, triggers: [{ type: 'timer', cron: '0 3 1 1 *' }],
    actions: [{ type, contacts: [contact.body.data!.id], message: `${ruleNo}号塘溶解氧过低` }],
  });
  expect(rule.status).toBe(200);
  const fired = await h.agent.post<Firing>('/linkageAction', { rule_id: rule.body.data!.id });
  expect(fired.status).toBe(200);
  return { ruleId: rule.body.data!.id, result: fired.body.data!.results[0] };
}

const balance = async (h: Harness) =>
  (await h.server.app.database.db.selectFrom('notification_credit').select('balance').where('tenant_id', '=', h.tenantId).executeTakeFirstOrThrow()).balance;
const charges = (h: Harness, ruleId: number) =>
  h.server.app.database.db.selectFrom('notification_charges').select(['channel', 'charged']).where('rule_id', '=', ruleId).execute();
const historyResult = async (h: Harness, ruleId: number) =>
  (await h.agent.post<{ rows: { results: Result[] }[] }>('/rulehis', { rule_id: ruleId })).body.data!.rows[0].results[0];
const historyDetail = async (h: Harness, ruleId: number) => (await historyResult(h, ruleId)).detail;

describe('SMS_PROVIDER=aliyun, PHONE_PROVIDER=aliyun', () => {
  let aliyun: AliyunDouble;
  let h: Harness;
  beforeAll(async () => {
    aliyun = await startAliyunDouble();
    h = await startHarness({
      ...FAST_RETRY, SMS_PROVIDER: 'aliyun', PHONE_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: aliyun.accessKeyId, ALIYUN_ACCESS_KEY_SECRET: aliyun.accessKeySecret,
      ALIYUN_SMS_ENDPOINT: aliyun.origin, ALIYUN_VOICE_ENDPOINT: aliyun.origin, ALIYUN_SMS_SIGN_NAME: '智慧渔场',
      ALIYUN_SMS_TEMPLATE_ZH: 'SMS_100001', ALIYUN_SMS_TEMPLATE_EN: 'SMS_100002', ALIYUN_VOICE_TTS_CODE_ZH: 'TTS_200001',
    });
  });
  afterAll(async () => {
    await h?.server.close();
    await aliyun?.close();
  });

  it("a rule's SMS reaches Aliyun signed correctly with the Chinese template, is delivered and charged once", async () => {
    const before = await balance(h);
    const { ruleId, result } = await fireTo(h, 'sms', '13900000101');
    expect(result).toMatchObject({ type: 'sms', ok: true });
    // Delivered, with the BizId Aliyun answered: the history shows it (in the console's words too).
    expect(result.detail).toMatch(/^aliyun 1\/1 → 13900000101; ids 13900000101: \d+\^0$/);
    expect(result.words?.params.ids).toMatch(/^13900000101: \d+\^0$/);
    const sent = aliyun.requests.filter((r) => r.params.PhoneNumbers === '13900000101');
    expect(sent).toEqual([expect.objectContaining({ action: 'SendSms', signed: true, code: 'OK' })]);
    expect(sent[0].params.TemplateCode).toBe('SMS_100001');
    expect(JSON.parse(sent[0].params.TemplateParam)).toMatchObject({ detail: `${ruleNo}号塘溶解氧过低` });
    expect(await balance(h)).toBe(before - 1);
    expect(await charges(h, ruleId)).toEqual([{ channel: 'sms', charged: true }]);
  });

  it("a rule's phone call reaches Aliyun voice signed correctly and is charged", async () => {
    const before = await balance(h);
    const { result } = await fireTo(h, 'phone', '13900000102');
    expect(result).toMatchObject({ type: 'phone', ok: true });
    // The CallId of the call.
    expect(result.words?.params.ids).toMatch(/^13900000102: \S+$/);
    expect(aliyun.requests.filter((r) => r.params.CalledNumber === '13900000102')).toEqual([
      expect.objectContaining({ action: 'SingleCallByTts', signed: true, code: 'OK' }),
    ]);
    expect(await balance(h)).toBe(before - 1);
  });

  it('a throttled send is retried with back-off; delivered on the third attempt it is charged once, and the attempts are in the history', async () => {
    aliyun.script('13900000103', ['throttled', 'throttled', 'ok']);
    const before = await balance(h);
    const { ruleId, result } = await fireTo(h, 'sms', '13900000103');
    expect(result.ok).toBe(true);
    expect(aliyun.requests.filter((r) => r.params.PhoneNumbers === '13900000103').map((r) => [r.signed, r.code])).toEqual([
      [true, 'isv.BUSINESS_LIMIT_CONTROL'], [true, 'isv.BUSINESS_LIMIT_CONTROL'], [true, 'OK'],
    ]);
    expect(await balance(h)).toBe(before - 1);
    expect(await charges(h, ruleId)).toEqual([{ channel: 'sms', charged: true }]);
  });

  it('a send still throttled after the bounded attempts is recorded with each attempt, and not charged', async () => {
    aliyun.script('13900000104', ['throttled', 'throttled', 'throttled']);
    const before = await balance(h);
    const { ruleId, result } = await fireTo(h, 'sms', '13900000104');
    expect(result.ok).toBe(false);
    expect(aliyun.requests.filter((r) => r.params.PhoneNumbers === '13900000104')).toHaveLength(3);
    const detail = await historyDetail(h, ruleId);
    expect(detail).toContain('13900000104: throttled: isv.BUSINESS_LIMIT_CONTROL');
    expect(detail).toContain('3 attempts: throttled isv.BUSINESS_LIMIT_CONTROL, throttled isv.BUSINESS_LIMIT_CONTROL, throttled isv.BUSINESS_LIMIT_CONTROL');
    expect(await balance(h)).toBe(before);
    expect(await charges(h, ruleId)).toEqual([{ channel: 'sms', charged: false }]);
  });

  // The console checks a contact's number's form; Aliyun still refuses one no carrier has assigned.
  it.each([
    ['bad_number', '13900000105', 'bad_number: isv.MOBILE_NUMBER_ILLEGAL'],
    ['no_balance', '13900000106', 'no_balance: isv.AMOUNT_NOT_ENOUGH'],
  ] as const)('%s is asked once, recorded, and not charged', async (answer, phone, words) => {
    aliyun.script(phone, [answer]);
    const before = await balance(h);
    const { ruleId, result } = await fireTo(h, 'sms', phone);
    expect(result.ok).toBe(false);
    expect(aliyun.requests.filter((r) => r.params.PhoneNumbers === phone)).toHaveLength(1);
    expect(await historyDetail(h, ruleId)).toContain(`${phone}: ${words}`);
    // Counted by reason in the history's words, which the console shows in the reader's language.
    expect((await historyResult(h, ruleId)).words?.params).toMatchObject({ [`failed_${answer}`]: 1 });
    expect(await balance(h)).toBe(before);
    expect(await charges(h, ruleId)).toEqual([{ channel: 'sms', charged: false }]);
  });
});

describe('SMS_PROVIDER=tencent', () => {
  let tencent: TencentSmsDouble;
  let h: Harness;
  beforeAll(async () => {
    tencent = await startTencentSmsDouble();
    h = await startHarness({
      ...FAST_RETRY, SMS_PROVIDER: 'tencent', PHONE_PROVIDER: 'log',
      TENCENTCLOUD_SECRET_ID: tencent.secretId, TENCENTCLOUD_SECRET_KEY: tencent.secretKey, TENCENTCLOUD_SMS_ENDPOINT: tencent.origin,
      TENCENTCLOUD_SMS_SDK_APP_ID: tencent.sdkAppId, TENCENTCLOUD_SMS_SIGN_NAME: '智慧渔场', TENCENTCLOUD_SMS_TEMPLATE_ZH: '1110001',
    });
  });
  afterAll(async () => {
    await h?.server.close();
    await tencent?.close();
  });

  it("a rule's SMS reaches Tencent signed correctly (TC3), is delivered and charged once", async () => {
    const before = await balance(h);
    const { ruleId, result } = await fireTo(h, 'sms', '13900000201');
    expect(result).toMatchObject({ type: 'sms', ok: true });
    // With the SerialNo Tencent answered.
    expect(result.detail).toMatch(/^tencent 1\/1 → 13900000201; ids 13900000201: 5000:\d+$/);
    const sent = tencent.requests.filter((r) => (r.body.PhoneNumberSet as string[])[0] === '+8613900000201');
    expect(sent).toEqual([expect.objectContaining({ signed: true, code: 'Ok' })]);
    expect(sent[0].body).toMatchObject({ TemplateId: '1110001', TemplateParamSet: [expect.any(String), `${ruleNo}号塘溶解氧过低`] });
    expect(await balance(h)).toBe(before - 1);
    expect(await charges(h, ruleId)).toEqual([{ channel: 'sms', charged: true }]);
  });

  it('a throttled send is retried, recorded with each attempt, and not charged; a bad number likewise not charged', async () => {
    tencent.script('+8613900000202', ['throttled', 'throttled', 'throttled']);
    const before = await balance(h);
    const throttled = await fireTo(h, 'sms', '13900000202');
    expect(throttled.result.ok).toBe(false);
    expect(tencent.requests.filter((r) => (r.body.PhoneNumberSet as string[])[0] === '+8613900000202').every((r) => r.signed)).toBe(true);
    expect(await historyDetail(h, throttled.ruleId)).toContain('throttled: LimitExceeded.PhoneNumberThirtySecondLimit');
    expect(await historyDetail(h, throttled.ruleId)).toContain('3 attempts');

    tencent.script('+8613900000203', ['bad_number']);
    const bad = await fireTo(h, 'sms', '13900000203');
    expect(await historyDetail(h, bad.ruleId)).toContain('bad_number: InvalidParameterValue.IncorrectPhoneNumber');
    expect(await balance(h)).toBe(before);
    expect([...(await charges(h, throttled.ruleId)), ...(await charges(h, bad.ruleId))]).toEqual([
      { channel: 'sms', charged: false }, { channel: 'sms', charged: false },
    ]);
  });
});
