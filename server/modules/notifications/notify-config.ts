import { ConfigError } from '../../config';
import { readAliyunSms, readAliyunVoice, readTencentSms, type AliyunSmsSettings, type AliyunVoiceSettings, type TencentSmsSettings } from './provider-config';
import type { NotifyChannelName } from './types';

export type ProviderConfig =
  | { provider: 'log' }
  | { provider: 'smtp'; url: string; from: string }
  | { provider: 'webhook'; url: string; token: string | undefined }
  | { provider: 'aliyun-sms'; settings: AliyunSmsSettings }
  | { provider: 'aliyun-voice'; settings: AliyunVoiceSettings }
  | { provider: 'tencent-sms'; settings: TencentSmsSettings };

export type NotifyConfig = Record<NotifyChannelName, ProviderConfig>;

const PROVIDERS: Record<NotifyChannelName, string[]> = {
  email: ['smtp', 'log'],
  sms: ['log', 'webhook', 'aliyun', 'tencent'],
  phone: ['log', 'webhook', 'aliyun'],
  wechat: ['log', 'webhook'],
};

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

function parseUrl(name: string, raw: string, protocols: string[]): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(`${name} must use one of ${protocols.join(', ')}, got "${url.protocol}"`);
  return raw;
}

/** `Name <addr@host>` or a bare address. */
function parseFrom(raw: string): string {
  const address = /<([^>]+)>\s*$/.exec(raw)?.[1] ?? raw.trim();
  if (!ADDRESS.test(address)) throw new ConfigError(`SMTP_FROM must be an e-mail address or "Name <address>", got "${raw}"`);
  return raw;
}

/**
 * Reads the notification providers from the environment and fails with a ConfigError naming the
 * variable when a provider is chosen without what it needs:
 * - EMAIL_PROVIDER smtp | log (default smtp when SMTP_URL is set, else log); SMTP_URL
 *   (smtp:// or smtps://, credentials in the URL), SMTP_FROM.
 * - SMS_PROVIDER, PHONE_PROVIDER, WECHAT_PROVIDER: log (default, into the message center) or
 *   webhook (POSTs JSON to SMS_WEBHOOK_URL ..., with an optional bearer SMS_WEBHOOK_TOKEN ...);
 *   SMS_PROVIDER aliyun (ALIYUN_*) or tencent (TENCENTCLOUD_*), PHONE_PROVIDER aliyun (voice,
 *   ALIYUN_VOICE_*): provider-config.ts, docs/operations.md "Notification providers".
 */
export function readNotifyConfig(env: NodeJS.ProcessEnv = process.env): NotifyConfig {
  const config = {} as NotifyConfig;
  for (const channel of Object.keys(PROVIDERS) as NotifyChannelName[]) {
    const prefix = channel.toUpperCase();
    const fallback = channel === 'email' && env.SMTP_URL ? 'smtp' : 'log';
    const provider = (env[`${prefix}_PROVIDER`] || fallback).toLowerCase();
    if (!PROVIDERS[channel].includes(provider)) {
      throw new ConfigError(`${prefix}_PROVIDER must be one of ${PROVIDERS[channel].join(', ')}, got "${provider}"`);
    }
    if (provider === 'smtp') {
      if (!env.SMTP_URL) throw new ConfigError('EMAIL_PROVIDER is smtp but SMTP_URL is not set (smtp://user:pass@host:port)');
      config[channel] = {
        provider,
        url: parseUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
        from: parseFrom(env.SMTP_FROM || 'smartmon <noreply@smartmon.local>'),
      };
    } else if (provider === 'webhook') {
      const url = env[`${prefix}_WEBHOOK_URL`];
      if (!url) throw new ConfigError(`${prefix}_PROVIDER is webhook but ${prefix}_WEBHOOK_URL is not set`);
      config[channel] = { provider, url: parseUrl(`${prefix}_WEBHOOK_URL`, url, ['http:', 'https:']), token: env[`${prefix}_WEBHOOK_TOKEN`] || undefined };
    } else if (provider === 'aliyun') {
      config[channel] = channel === 'phone' ? { provider: 'aliyun-voice', settings: readAliyunVoice(env) } : { provider: 'aliyun-sms', settings: readAliyunSms(env) };
    } else if (provider === 'tencent') {
      config[channel] = { provider: 'tencent-sms', settings: readTencentSms(env) };
    } else {
      config[channel] = { provider: 'log' };
    }
  }
  return config;
}
