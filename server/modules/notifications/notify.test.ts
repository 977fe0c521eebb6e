import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { readNotifyConfig } from './notify-config';
import { emailChannel } from './email-channel';
import { mailSubject, mailText, startTestSmtp } from './test-smtp';

const ALIYUN_KEYS = { ALIYUN_ACCESS_KEY_ID: 'LTAI', ALIYUN_ACCESS_KEY_SECRET: 'secret' };
const ALIYUN_SMS = { ...ALIYUN_KEYS, ALIYUN_SMS_SIGN_NAME: '智慧渔场', ALIYUN_SMS_TEMPLATE_ZH: 'SMS_1' };

describe('readNotifyConfig', () => {
  it('reads a real provider with its defaults: endpoint, region, language, three attempts', () => {
    expect(readNotifyConfig({ SMS_PROVIDER: 'aliyun', ...ALIYUN_SMS }).sms).toEqual({
      provider: 'aliyun-sms',
      settings: {
        endpoint: 'https://dysmsapi.aliyuncs.com', accessKeyId: 'LTAI', accessKeySecret: 'secret', signName: '智慧渔场',
        templates: { 'zh-CN': 'SMS_1' }, language: 'zh-CN', retry: { attempts: 3, backoffMs: 2000 },
      },
    });
    const tencent = readNotifyConfig({
      SMS_PROVIDER: 'Tencent', TENCENTCLOUD_SECRET_ID: 'AKID', TENCENTCLOUD_SECRET_KEY: 'k', TENCENTCLOUD_SMS_SDK_APP_ID: '1400',
      TENCENTCLOUD_SMS_SIGN_NAME: 's', TENCENTCLOUD_SMS_TEMPLATE_EN: '99', NOTIFY_LANGUAGE: 'en-US',
    }).sms;
    expect(tencent).toMatchObject({ provider: 'tencent-sms', settings: { endpoint: 'https://sms.tencentcloudapi.com', region: 'ap-guangzhou', templates: { 'en-US': '99' }, language: 'en-US' } });
  });

  it('defaults every channel to the message center, and e-mail to SMTP when SMTP_URL is set', () => {
    expect(readNotifyConfig({})).toEqual({ email: { provider: 'log' }, sms: { provider: 'log' }, phone: { provider: 'log' }, wechat: { provider: 'log' } });
    expect(readNotifyConfig({ SMTP_URL: 'smtp://mail:25', SMTP_FROM: 'Farm <alarm@farm.cn>' }).email).toEqual({
      provider: 'smtp', url: 'smtp://mail:25', from: 'Farm <alarm@farm.cn>',
    });
  });

  it.each([
    [{ EMAIL_PROVIDER: 'smtp' }, 'EMAIL_PROVIDER is smtp but SMTP_URL is not set'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must use one of smtp:, smtps:'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL is not a valid URL'],
    [{ SMTP_URL: 'smtp://mail', SMTP_FROM: 'nobody' }, 'SMTP_FROM must be an e-mail address'],
    [{ SMS_PROVIDER: 'webhook' }, 'SMS_PROVIDER is webhook but SMS_WEBHOOK_URL is not set'],
    [{ WECHAT_PROVIDER: 'carrier-pigeon' }, 'WECHAT_PROVIDER must be one of log, webhook'],
    [{ PHONE_PROVIDER: 'webhook', PHONE_WEBHOOK_URL: 'ftp://x' }, 'PHONE_WEBHOOK_URL must use one of http:, https:'],
    [{ SMS_PROVIDER: 'aliyun' }, 'SMS_PROVIDER is aliyun but ALIYUN_ACCESS_KEY_ID is not set'],
    [{ SMS_PROVIDER: 'aliyun', ...ALIYUN_KEYS }, 'SMS_PROVIDER is aliyun but ALIYUN_SMS_SIGN_NAME is not set'],
    [{ SMS_PROVIDER: 'aliyun', ...ALIYUN_KEYS, ALIYUN_SMS_SIGN_NAME: 'x' }, 'neither ALIYUN_SMS_TEMPLATE_ZH nor ALIYUN_SMS_TEMPLATE_EN is set'],
    [{ PHONE_PROVIDER: 'aliyun', ...ALIYUN_KEYS }, 'PHONE_PROVIDER is aliyun but neither ALIYUN_VOICE_TTS_CODE_ZH nor ALIYUN_VOICE_TTS_CODE_EN is set'],
    [{ PHONE_PROVIDER: 'tencent' }, 'PHONE_PROVIDER must be one of log, webhook, aliyun'],
    [{ SMS_PROVIDER: 'tencent', TENCENTCLOUD_SECRET_ID: 'a', TENCENTCLOUD_SECRET_KEY: 'b' }, 'SMS_PROVIDER is tencent but TENCENTCLOUD_SMS_SDK_APP_ID is not set'],
    [{ SMS_PROVIDER: 'aliyun', ...ALIYUN_SMS, ALIYUN_SMS_ENDPOINT: 'dysmsapi' }, 'ALIYUN_SMS_ENDPOINT must be an http(s) URL'],
    [{ SMS_PROVIDER: 'aliyun', ...ALIYUN_SMS, NOTIFY_SEND_ATTEMPTS: '0' }, 'NOTIFY_SEND_ATTEMPTS must be a whole number from 1 to 10'],
    [{ SMS_PROVIDER: 'aliyun', ...ALIYUN_SMS, NOTIFY_LANGUAGE: 'fr' }, 'NOTIFY_LANGUAGE must be zh-CN or en-US'],
  ])('refuses %j with a clear configuration error', (env, message) => {
    expect(() => readNotifyConfig(env)).toThrow(ConfigError);
    expect(() => readNotifyConfig(env)).toThrow(message);
  });
});

describe('emailChannel', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('delivers over SMTP with a UTF-8 subject and body', async () => {
    const channel = emailChannel(smtp.url, 'smartmon <alarm@smartmon.local>');
    const result = await channel.send({ to: 'duty@example.com', title: '溶解氧过低 DO low', body: '1号塘 溶解氧 3.2 mg/L', tenantId: 1 });
    await channel.close?.();
    expect(result.ok).toBe(true);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].to).toEqual(['duty@example.com']);
    expect(mailSubject(smtp.mails[0].raw)).toBe('溶解氧过低 DO low');
    expect(mailText(smtp.mails[0].raw).trim()).toBe('1号塘 溶解氧 3.2 mg/L');
  });

  it('reports a failure instead of throwing when the server is unreachable', async () => {
    const channel = emailChannel('smtp://127.0.0.1:1', 'a@b.cn');
    const result = await channel.send({ to: 'x@y.cn', title: 't', body: 'b', tenantId: null });
    expect(result.ok).toBe(false);
    expect(result.detail).toMatch(/ECONNREFUSED|connect/i);
  });
});
