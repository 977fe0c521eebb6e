import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAliyunDouble, type AliyunDouble } from '../../../../tests/helpers/aliyun-double';
import { startTencentSmsDouble, type TencentSmsDouble } from '../../../../tests/helpers/tencent-sms-double';
import { readAliyunSms, readAliyunVoice, readTencentSms } from '../provider-config';
import { aliyunSmsChannel } from './aliyun-sms';
import { aliyunVoiceChannel } from './aliyun-voice';
import { e164, tencentSmsChannel } from './tencent-sms';

/** Each provider's channel against its double: ids, failures in the console's words, retries, and a wrong key refused. */
let aliyun: AliyunDouble;
let tencent: TencentSmsDouble;
const notice = { title: '规则触发：1号塘 / Rule fired: pond 1', body: '溶解氧 3.2 低于 4\nDissolved oxygen 3.2 below 4', tenantId: 1 };
const fast = { NOTIFY_SEND_ATTEMPTS: '3', NOTIFY_RETRY_MS: '1' };

const aliyunEnv = (secret = aliyun.accessKeySecret) => ({
  ...fast, ALIYUN_ACCESS_KEY_ID: aliyun.accessKeyId, ALIYUN_ACCESS_KEY_SECRET: secret, ALIYUN_SMS_ENDPOINT: aliyun.origin, ALIYUN_VOICE_ENDPOINT: aliyun.origin,
  ALIYUN_SMS_SIGN_NAME: '智慧渔场', ALIYUN_SMS_TEMPLATE_ZH: 'SMS_100001', ALIYUN_SMS_TEMPLATE_EN: 'SMS_100002', ALIYUN_VOICE_TTS_CODE_ZH: 'TTS_200001',
});
const tencentEnv = (secret = tencent.secretKey) => ({
  ...fast, TENCENTCLOUD_SECRET_ID: tencent.secretId, TENCENTCLOUD_SECRET_KEY: secret, TENCENTCLOUD_SMS_ENDPOINT: tencent.origin,
  TENCENTCLOUD_SMS_SDK_APP_ID: tencent.sdkAppId, TENCENTCLOUD_SMS_SIGN_NAME: '智慧渔场', TENCENTCLOUD_SMS_TEMPLATE_ZH: '1110001', TENCENTCLOUD_SMS_TEMPLATE_EN: '1110002',
});

beforeAll(async () => {
  [aliyun, tencent] = await Promise.all([startAliyunDouble(), startTencentSmsDouble()]);
});
afterAll(async () => {
  await Promise.all([aliyun?.close(), tencent?.close()]);
});

describe('Aliyun SMS', () => {
  it('sends a signed SendSms with the language template and its values, and keeps the BizId', async () => {
    const result = await aliyunSmsChannel(readAliyunSms(aliyunEnv())).send({ ...notice, to: '13900000001', language: 'en-US' });
    expect(result).toMatchObject({ ok: true, attempts: 1 });
    expect(result.detail).toMatch(/^\d+\^0$/);
    // The BizId on its own, for the rule history and the incident's delivery.
    expect(result.messageId).toBe(result.detail);
    const sent = aliyun.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', action: 'SendSms', signed: true, code: 'OK' });
    expect(sent.params).toMatchObject({ PhoneNumbers: '13900000001', SignName: '智慧渔场', TemplateCode: 'SMS_100002', Version: '2017-05-25', Format: 'JSON' });
    expect(JSON.parse(sent.params.TemplateParam)).toEqual({ title: 'Rule fired: pond 1', detail: 'Dissolved oxygen 3.2 below 4' });
  });

  it('retries a throttled number with back-off, recording each attempt, and delivers on the third', async () => {
    aliyun.script('13900000002', ['throttled', 'throttled', 'ok']);
    const result = await aliyunSmsChannel(readAliyunSms(aliyunEnv())).send({ ...notice, to: '13900000002' });
    expect(result).toMatchObject({ ok: true, attempts: 3 });
    expect(result.detail).toMatch(/; 3 attempts: throttled isv\.BUSINESS_LIMIT_CONTROL, throttled isv\.BUSINESS_LIMIT_CONTROL, ok \d+\^0$/);
  });

  it('gives up on a number still throttled after the bounded attempts', async () => {
    aliyun.script('13900000003', ['throttled', 'throttled', 'throttled', 'ok']);
    const result = await aliyunSmsChannel(readAliyunSms(aliyunEnv())).send({ ...notice, to: '13900000003' });
    expect(result).toMatchObject({ ok: false, failure: 'throttled', attempts: 3 });
    expect(aliyun.requests.filter((r) => r.params.PhoneNumbers === '13900000003')).toHaveLength(3);
  });

  it.each([
    ['bad_number', 'isv.MOBILE_NUMBER_ILLEGAL'],
    ['no_balance', 'isv.AMOUNT_NOT_ENOUGH'],
  ] as const)('a %s answer (%s) is final: asked once, not ok, in the console\'s words', async (failure, code) => {
    aliyun.script('13900000004', [failure]);
    const result = await aliyunSmsChannel(readAliyunSms(aliyunEnv())).send({ ...notice, to: '13900000004' });
    expect(result).toMatchObject({ ok: false, failure, attempts: 1 });
    expect(result.detail).toContain(code);
  });

  it('a wrong secret is refused by the double as Aliyun refuses it: SignatureDoesNotMatch, not retried', async () => {
    const result = await aliyunSmsChannel(readAliyunSms(aliyunEnv('not-the-secret'))).send({ ...notice, to: '13900000005' });
    expect(result).toMatchObject({ ok: false, failure: 'rejected', attempts: 1 });
    expect(result.detail).toContain('SignatureDoesNotMatch');
  });

  it('an unreachable endpoint is a network failure, retried and bounded', async () => {
    const result = await aliyunSmsChannel(readAliyunSms({ ...aliyunEnv(), ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:1' })).send({ ...notice, to: '13900000006' });
    expect(result).toMatchObject({ ok: false, failure: 'network', attempts: 3 });
  });
});

describe('Aliyun voice', () => {
  it('places a signed SingleCallByTts with the TTS template and keeps the CallId', async () => {
    const result = await aliyunVoiceChannel(readAliyunVoice(aliyunEnv())).send({ ...notice, to: '13900000007', language: 'en-US' });
    expect(result).toMatchObject({ ok: true, attempts: 1 });
    expect(result.messageId).toBeTruthy();
    expect(result.messageId).toBe(result.detail);
    const sent = aliyun.requests.at(-1)!;
    expect(sent).toMatchObject({ action: 'SingleCallByTts', signed: true, code: 'OK' });
    // Only the Chinese TTS template is configured: it is used for an English recipient too.
    expect(sent.params).toMatchObject({ CalledNumber: '13900000007', TtsCode: 'TTS_200001' });
    expect(JSON.parse(sent.params.TtsParam)).toEqual({ title: '规则触发：1号塘', detail: '溶解氧 3.2 低于 4' });
  });
});

describe('Tencent Cloud SMS', () => {
  it('sends a TC3-signed SendSms with the number in E.164 and the template values in order, and keeps the SerialNo', async () => {
    const result = await tencentSmsChannel(readTencentSms(tencentEnv())).send({ ...notice, to: '13900000008' });
    expect(result).toMatchObject({ ok: true, attempts: 1 });
    expect(result.detail).toMatch(/^5000:\d+$/);
    expect(result.messageId).toBe(result.detail);
    const sent = tencent.requests.at(-1)!;
    expect(sent).toMatchObject({ signed: true, code: 'Ok' });
    expect(sent.headers).toMatchObject({ 'x-tc-action': 'SendSms', 'x-tc-version': '2021-01-11', 'x-tc-region': 'ap-guangzhou' });
    expect(sent.body).toEqual({
      PhoneNumberSet: ['+8613900000008'], SmsSdkAppId: tencent.sdkAppId, SignName: '智慧渔场', TemplateId: '1110001',
      TemplateParamSet: ['规则触发：1号塘', '溶解氧 3.2 低于 4'],
    });
  });

  it.each([
    ['throttled', 3, 'LimitExceeded.PhoneNumberThirtySecondLimit'],
    ['bad_number', 1, 'InvalidParameterValue.IncorrectPhoneNumber'],
    ['no_balance', 1, 'FailedOperation.InsufficientBalanceInSmsPackage'],
  ] as const)('%s is not ok after %i attempt(s), with Tencent\'s code kept', async (failure, attempts, code) => {
    tencent.script('+8613900000009', [failure, failure, failure]);
    const result = await tencentSmsChannel(readTencentSms(tencentEnv())).send({ ...notice, to: '13900000009' });
    expect(result).toMatchObject({ ok: false, failure, attempts });
    expect(result.detail).toContain(code);
    tencent.script('+8613900000009', []);
  });

  it('a wrong key is refused by the double: AuthFailure.SignatureFailure', async () => {
    const result = await tencentSmsChannel(readTencentSms(tencentEnv('wrong'))).send({ ...notice, to: '13900000010' });
    expect(result).toMatchObject({ ok: false, failure: 'rejected' });
    expect(result.detail).toContain('AuthFailure.SignatureFailure');
  });

  it('writes numbers in E.164', () => {
    expect(['13900000001', '+8613900000001', '008613900000001', '139 0000 0001', '85291234567'].map(e164)).toEqual([
      '+8613900000001', '+8613900000001', '+8613900000001', '+8613900000001', '+85291234567',
    ]);
  });
});
