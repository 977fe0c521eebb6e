import { ConfigError } from '../../config';
import type { RetryPolicy } from './providers/retry';
import type { LanguageTemplates } from './templates';
import type { NotifyLanguage } from './types';

/** Settings shared by every real provider: the default template language and the retry policy. */
export interface ProviderCommon {
  language: NotifyLanguage;
  retry: RetryPolicy;
}

export interface AliyunSmsSettings extends ProviderCommon {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templates: LanguageTemplates;
}

export interface AliyunVoiceSettings extends ProviderCommon {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  /** CalledShowNumber: the number the call shows (a bought number); absent: Aliyun's public numbers. */
  showNumber: string | undefined;
  templates: LanguageTemplates;
}

export interface TencentSmsSettings extends ProviderCommon {
  endpoint: string;
  secretId: string;
  secretKey: string;
  region: string;
  sdkAppId: string;
  signName: string;
  templates: LanguageTemplates;
}

export const PROVIDER_DEFAULTS = {
  aliyunSmsEndpoint: 'https://dysmsapi.aliyuncs.com',
  aliyunVoiceEndpoint: 'https://dyvmsapi.aliyuncs.com',
  tencentSmsEndpoint: 'https://sms.tencentcloudapi.com',
  tencentRegion: 'ap-guangzhou',
  language: 'zh-CN' as NotifyLanguage,
  attempts: 3,
  backoffMs: 2000,
};
const ATTEMPTS_MAX = 10;
const BACKOFF_MAX_MS = 60_000;

type Env = NodeJS.ProcessEnv;

function required(env: Env, name: string, why: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`${why} but ${name} is not set`);
  return value;
}

function endpoint(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  if (!URL.canParse(raw) || !['http:', 'https:'].includes(new URL(raw).protocol)) throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
}

/** `<PREFIX>_ZH` and `<PREFIX>_EN`: one at least (the provider registers each language's template apart). */
function templates(env: Env, prefix: string, why: string): LanguageTemplates {
  const zh = env[`${prefix}_ZH`]?.trim();
  const en = env[`${prefix}_EN`]?.trim();
  if (!zh && !en) throw new ConfigError(`${why} but neither ${prefix}_ZH nor ${prefix}_EN is set`);
  return { ...(zh ? { 'zh-CN': zh } : {}), ...(en ? { 'en-US': en } : {}) };
}

function common(env: Env): ProviderCommon {
  const language = (env.NOTIFY_LANGUAGE?.trim() || PROVIDER_DEFAULTS.language) as NotifyLanguage;
  if (language !== 'zh-CN' && language !== 'en-US') throw new ConfigError(`NOTIFY_LANGUAGE must be zh-CN or en-US, got "${language}"`);
  return {
    language,
    retry: {
      attempts: wholeNumber(env, 'NOTIFY_SEND_ATTEMPTS', PROVIDER_DEFAULTS.attempts, 1, ATTEMPTS_MAX),
      backoffMs: wholeNumber(env, 'NOTIFY_RETRY_MS', PROVIDER_DEFAULTS.backoffMs, 0, BACKOFF_MAX_MS),
    },
  };
}

export function readAliyunSms(env: Env): AliyunSmsSettings {
  const why = 'SMS_PROVIDER is aliyun';
  return {
    ...common(env),
    endpoint: endpoint(env, 'ALIYUN_SMS_ENDPOINT', PROVIDER_DEFAULTS.aliyunSmsEndpoint),
    accessKeyId: required(env, 'ALIYUN_ACCESS_KEY_ID', why),
    accessKeySecret: required(env, 'ALIYUN_ACCESS_KEY_SECRET', why),
    signName: required(env, 'ALIYUN_SMS_SIGN_NAME', why),
    templates: templates(env, 'ALIYUN_SMS_TEMPLATE', why),
  };
}

export function readAliyunVoice(env: Env): AliyunVoiceSettings {
  const why = 'PHONE_PROVIDER is aliyun';
  return {
    ...common(env),
    endpoint: endpoint(env, 'ALIYUN_VOICE_ENDPOINT', PROVIDER_DEFAULTS.aliyunVoiceEndpoint),
    accessKeyId: required(env, 'ALIYUN_ACCESS_KEY_ID', why),
    accessKeySecret: required(env, 'ALIYUN_ACCESS_KEY_SECRET', why),
    showNumber: env.ALIYUN_VOICE_SHOW_NUMBER?.trim() || undefined,
    templates: templates(env, 'ALIYUN_VOICE_TTS_CODE', why),
  };
}

export function readTencentSms(env: Env): TencentSmsSettings {
  const why = 'SMS_PROVIDER is tencent';
  return {
    ...common(env),
    endpoint: endpoint(env, 'TENCENTCLOUD_SMS_ENDPOINT', PROVIDER_DEFAULTS.tencentSmsEndpoint),
    secretId: required(env, 'TENCENTCLOUD_SECRET_ID', why),
    secretKey: required(env, 'TENCENTCLOUD_SECRET_KEY', why),
    region: env.TENCENTCLOUD_SMS_REGION?.trim() || PROVIDER_DEFAULTS.tencentRegion,
    sdkAppId: required(env, 'TENCENTCLOUD_SMS_SDK_APP_ID', why),
    signName: required(env, 'TENCENTCLOUD_SMS_SIGN_NAME', why),
    templates: templates(env, 'TENCENTCLOUD_SMS_TEMPLATE', why),
  };
}
