import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { authorization, verifySignature } from '../wechatpay/crypto';
import { ProviderError, type NativeOrder, type PayProvider, type TradeState } from './types';

export interface WechatConfig {
  /** https://api.mch.weixin.qq.com in production; the test double's address in tests. */
  baseUrl: string;
  appid: string;
  mchid: string;
  /** The merchant API certificate's serial (serial_no of the Authorization header). */
  merchantSerial: string;
  merchantPrivateKey: string;
  /** The platform certificate or public key (PEM) and the serial it is announced under. */
  platformPublicKey: string;
  platformSerial: string;
  apiV3Key: string;
  notifyUrl: string;
}

/** A provider call that takes longer is abandoned; the order can be queried again later. */
const REQUEST_TIMEOUT_MS = 10_000;

/** The v3 format of expiry times: RFC 3339 with the +08:00 offset the provider shows. */
function rfc3339China(date: Date) {
  const local = new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19);
  return `${local}+08:00`;
}

/**
 * WeChat Pay API v3 Native: POST /v3/pay/transactions/native, GET
 * /v3/pay/transactions/out-trade-no/{out_trade_no}?mchid=, POST .../{out_trade_no}/close.
 * Requests carry the WECHATPAY2-SHA256-RSA2048 Authorization; answers are accepted only with a
 * valid platform signature (an unsigned 2xx is treated as forged, as the provider instructs).
 */
export function wechatProvider(config: WechatConfig): PayProvider {
  const merchantKey: KeyObject = createPrivateKey(config.merchantPrivateKey);
  const platformKeys = new Map([[config.platformSerial, createPublicKey(config.platformPublicKey)]]);

  async function call(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<unknown> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const res = await fetch(new URL(url, config.baseUrl), {
      method,
      headers: {
        accept: 'application/json',
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        authorization: authorization(config.mchid, config.merchantSerial, merchantKey, method, url, body),
      },
      body: payload === undefined ? undefined : body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    if (!res.ok) {
      let error: { code?: string; message?: string } = {};
      try {
        error = JSON.parse(text) as typeof error;
      } catch {
        // A non-JSON error page: the status says enough.
      }
      throw new ProviderError(error.code ?? `HTTP_${res.status}`, error.message ?? res.statusText);
    }
    const headers = Object.fromEntries(['wechatpay-signature', 'wechatpay-timestamp', 'wechatpay-nonce', 'wechatpay-serial'].map((h) => [h, res.headers.get(h) ?? undefined]));
    const failure = verifySignature(headers, text, platformKeys);
    if (failure) throw new ProviderError('SIGN_ERROR', `answer signature refused: ${failure}`);
    return text ? JSON.parse(text) : null;
  }

  return {
    name: 'wechat',
    platformKeys,
    apiV3Key: config.apiV3Key,
    async createNative(order: NativeOrder) {
      const answer = (await call('POST', '/v3/pay/transactions/native', {
        appid: config.appid,
        mchid: config.mchid,
        description: order.description,
        out_trade_no: order.orderNo,
        time_expire: rfc3339China(order.expiresAt),
        notify_url: config.notifyUrl,
        amount: { total: order.amount, currency: 'CNY' },
      })) as { code_url?: string };
      if (!answer?.code_url) throw new ProviderError('NO_CODE_URL', 'no code_url in the answer');
      return { code_url: answer.code_url };
    },
    async query(orderNo: string): Promise<TradeState> {
      const answer = (await call('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(config.mchid)}`)) as {
        trade_state: string;
        transaction_id?: string;
        amount?: { total?: number };
      };
      return { trade_state: answer.trade_state, transaction_id: answer.transaction_id, amount: answer.amount?.total };
    },
    async close(orderNo: string) {
      await call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`, { mchid: config.mchid });
    },
  };
}
