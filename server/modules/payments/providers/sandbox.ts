import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { encryptResource, platformHeaders, type SignedHeaders } from '../wechatpay/crypto';
import type { NativeOrder, PayProvider, TradeState } from './types';

/** The serial the sandbox's key is announced under, as a platform certificate's would be. */
export const SANDBOX_SERIAL = 'SANDBOX0000000000000000000000000000000001';
const KEY_FILE = 'sandbox-pay-key.pem';
const API_V3_FILE = 'sandbox-pay-apiv3.key';

interface Trade {
  amount: number;
  description: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transactionId?: string;
  /** The notification once sent: a second confirmation re-sends it, as the provider retries. */
  notification?: { id: string; body: string };
}

export interface SandboxNotification {
  headers: Required<SignedHeaders> & { 'content-type': string };
  body: string;
}

export interface SandboxProvider extends PayProvider {
  readonly name: 'sandbox';
  /** The payer confirmed on the sandbox pay page: the signed notification to deliver. */
  pay(orderNo: string): SandboxNotification | null;
  /** Signs any body with the sandbox key (tests build their own notifications with it). */
  sign(body: string): SandboxNotification;
}

/** The sandbox key pair and APIv3 key, kept in DATA_DIR so notifications survive a restart. */
function loadKeys(dataDir: string): { privateKey: KeyObject; apiV3Key: string } {
  const keyFile = path.join(dataDir, KEY_FILE);
  const apiFile = path.join(dataDir, API_V3_FILE);
  if (!existsSync(keyFile)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  }
  if (!existsSync(apiFile)) writeFileSync(apiFile, randomBytes(16).toString('hex'), { mode: 0o600 });
  return { privateKey: createPrivateKey(readFileSync(keyFile, 'utf8')), apiV3Key: readFileSync(apiFile, 'utf8').trim() };
}

/**
 * The default provider: answers like WeChat Pay v3 Native without leaving the machine. Its code_url
 * opens the console's own sandbox pay page; confirming there yields a notification encrypted with
 * the sandbox APIv3 key and signed with the sandbox key, which goes through the same verifier and
 * handler as WeChat's.
 */
export function sandboxProvider(dataDir: string): SandboxProvider {
  const { privateKey, apiV3Key } = loadKeys(dataDir);
  const trades = new Map<string, Trade>();
  const sign = (body: string): SandboxNotification => ({
    headers: { ...platformHeaders(privateKey, SANDBOX_SERIAL, body), 'content-type': 'application/json' },
    body,
  });
  return {
    name: 'sandbox',
    platformKeys: new Map([[SANDBOX_SERIAL, createPublicKey(privateKey)]]),
    apiV3Key,
    async createNative(order: NativeOrder) {
      trades.set(order.orderNo, { amount: order.amount, description: order.description, state: 'NOTPAY' });
      return { code_url: `${order.origin}/recharge-center/sandbox-pay?order_no=${encodeURIComponent(order.orderNo)}` };
    },
    async query(orderNo: string): Promise<TradeState> {
      const trade = trades.get(orderNo);
      if (!trade) return { trade_state: 'NOTPAY' };
      return { trade_state: trade.state, transaction_id: trade.transactionId, amount: trade.amount };
    },
    async close(orderNo: string) {
      const trade = trades.get(orderNo);
      if (trade && trade.state === 'NOTPAY') trade.state = 'CLOSED';
    },
    pay(orderNo: string) {
      const trade = trades.get(orderNo);
      if (!trade || trade.state === 'CLOSED') return null;
      if (!trade.notification) {
        trade.state = 'SUCCESS';
        trade.transactionId = `4200${Date.now()}${randomBytes(4).toString('hex')}`;
        const transaction = {
          appid: 'sandbox', mchid: 'sandbox', out_trade_no: orderNo, transaction_id: trade.transactionId,
          trade_type: 'NATIVE', trade_state: 'SUCCESS', trade_state_desc: 'sandbox', bank_type: 'OTHERS', attach: '',
          success_time: new Date().toISOString(), payer: { openid: 'sandbox-payer' },
          amount: { total: trade.amount, payer_total: trade.amount, currency: 'CNY', payer_currency: 'CNY' },
        };
        const id = randomBytes(16).toString('hex');
        const body = JSON.stringify({
          id, create_time: new Date().toISOString(), resource_type: 'encrypt-resource', event_type: 'TRANSACTION.SUCCESS',
          summary: 'payment succeeded', resource: encryptResource(JSON.stringify(transaction), apiV3Key, 'transaction'),
        });
        trade.notification = { id, body };
      }
      // A retry is signed afresh (its own timestamp and nonce) but carries the same notification.
      return sign(trade.notification.body);
    },
    sign,
  };
}
