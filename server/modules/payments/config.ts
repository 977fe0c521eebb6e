import { readFileSync } from 'node:fs';
import { ConfigError, type PayProviderName } from '../../config';
import type { WechatConfig } from './providers/wechat';

/** Spec section 9's SIM plan types; what each costs is configuration (PAY_PRICES). */
export const SIM_PLANS = ['30M', '50M', '500M', '30G', '50G'] as const;
export type SimPlan = (typeof SIM_PLANS)[number];

/** Default prices in fen: a year of each plan, and one notification-credit unit (one SMS or call). */
const DEFAULT_PRICES: Record<SimPlan | 'credit', number> = { '30M': 2400, '50M': 3600, '500M': 12000, '30G': 36000, '50G': 48000, credit: 10 };
/** A paid SIM plan extends the expiry date by this many months. */
const DEFAULT_PLAN_MONTHS = 12;
/** An unpaid order closes itself after this many minutes. */
const DEFAULT_ORDER_MINUTES = 15;

export interface PaymentsConfig {
  /** PAY_PROVIDER (server/config.ts); null: payments are not configured. */
  provider: PayProviderName | null;
  prices: Record<SimPlan | 'credit', number>;
  planMonths: number;
  orderMinutes: number;
  wechat?: WechatConfig;
}

function positive(name: string, raw: string | undefined, fallback: number, max: number) {
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new ConfigError(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  return n;
}

function prices(raw: string | undefined) {
  if (!raw) return DEFAULT_PRICES;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('PAY_PRICES must be JSON such as {"500M": 12000, "credit": 10} (fen)');
  }
  const out = { ...DEFAULT_PRICES };
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!(key in out)) throw new ConfigError(`PAY_PRICES: unknown item "${key}"`);
    if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 100_000_000) throw new ConfigError(`PAY_PRICES: "${key}" must be a whole number of fen`);
    out[key as keyof typeof out] = value as number;
  }
  return out;
}

function required(env: NodeJS.ProcessEnv, name: string) {
  const value = env[name];
  if (!value) throw new ConfigError(`${name} is required when PAY_PROVIDER=wechat`);
  return value;
}

/** A PEM given inline or as a file path (`*_FILE`). */
function pem(env: NodeJS.ProcessEnv, name: string) {
  if (env[name]) return env[name]!;
  return readFileSync(required(env, `${name}_FILE`), 'utf8');
}

/**
 * Reads PAY_PRICES, PAY_PLAN_MONTHS, PAY_ORDER_MINUTES and, for wechat, the WECHATPAY_* settings;
 * `provider` is PAY_PROVIDER as the app configuration read and checked it.
 */
export function readPaymentsConfig(provider: PayProviderName | null, env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const base = {
    provider,
    prices: prices(env.PAY_PRICES),
    planMonths: positive('PAY_PLAN_MONTHS', env.PAY_PLAN_MONTHS, DEFAULT_PLAN_MONTHS, 120),
    orderMinutes: positive('PAY_ORDER_MINUTES', env.PAY_ORDER_MINUTES, DEFAULT_ORDER_MINUTES, 120),
  } as const;
  if (provider !== 'wechat') return base;
  const apiV3Key = required(env, 'WECHATPAY_APIV3_KEY');
  if (Buffer.byteLength(apiV3Key) !== 32) throw new ConfigError('WECHATPAY_APIV3_KEY must be 32 bytes');
  return {
    ...base,
    wechat: {
      baseUrl: env.WECHATPAY_BASE_URL || 'https://api.mch.weixin.qq.com',
      appid: required(env, 'WECHATPAY_APPID'),
      mchid: required(env, 'WECHATPAY_MCHID'),
      merchantSerial: required(env, 'WECHATPAY_MERCHANT_SERIAL'),
      merchantPrivateKey: pem(env, 'WECHATPAY_MERCHANT_KEY'),
      platformPublicKey: pem(env, 'WECHATPAY_PLATFORM_KEY'),
      platformSerial: required(env, 'WECHATPAY_PLATFORM_SERIAL'),
      apiV3Key,
      notifyUrl: required(env, 'WECHATPAY_NOTIFY_URL'),
    },
  };
}
