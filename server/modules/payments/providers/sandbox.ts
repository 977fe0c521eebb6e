import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { encryptResource, platformHeaders, type SignedHeaders } from '../wechatpay/crypto';
import { ProviderError, type NativeOrder, type PayProvider, type TradeState } from './types';
import '../tables';

/** The serial the sandbox's key is announced under, as a platform certificate's would be. */
export const SANDBOX_SERIAL = 'SANDBOX0000000000000000000000000000000001';
const KEY_FILE = 'sandbox-pay-key.pem';
const API_V3_FILE = 'sandbox-pay-apiv3.key';

export interface SandboxNotification {
  headers: Required<SignedHeaders> & { 'content-type': string };
  body: string;
}

export interface SandboxProvider extends PayProvider {
  readonly name: 'sandbox';
  /**
   * The payer confirmed on the sandbox pay page: the signed notification to deliver, or null when
   * the trade is unknown or closed. A second confirmation answers the same notification.
   */
  pay(orderNo: string): Promise<SandboxNotification | null>;
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

/** The notification of a trade that has just succeeded, encrypted with the sandbox APIv3 key as WeChat's are. */
function successNotification(orderNo: string, amount: number, transactionId: string, apiV3Key: string) {
  const transaction = {
    appid: 'sandbox', mchid: 'sandbox', out_trade_no: orderNo, transaction_id: transactionId,
    trade_type: 'NATIVE', trade_state: 'SUCCESS', trade_state_desc: 'sandbox', bank_type: 'OTHERS', attach: '',
    success_time: new Date().toISOString(), payer: { openid: 'sandbox-payer' },
    amount: { total: amount, payer_total: amount, currency: 'CNY', payer_currency: 'CNY' },
  };
  return JSON.stringify({
    id: randomBytes(16).toString('hex'), create_time: new Date().toISOString(), resource_type: 'encrypt-resource', event_type: 'TRANSACTION.SUCCESS',
    summary: 'payment succeeded', resource: encryptResource(JSON.stringify(transaction), apiV3Key, 'transaction'),
  });
}

/**
 * The default provider: answers like WeChat Pay v3 Native without leaving the machine. Its code_url
 * opens the console's own sandbox pay page; confirming there yields a notification encrypted with
 * the sandbox APIv3 key and signed with the sandbox key, which goes through the same verifier and
 * handler as WeChat's. Its trades are rows of pay_sandbox_trades, so a restart or another instance
 * on the same database knows them; its keys are files in DATA_DIR.
 */
export function sandboxProvider(db: Kysely<DB>, dataDir: string): SandboxProvider {
  const { privateKey, apiV3Key } = loadKeys(dataDir);
  const sign = (body: string): SandboxNotification => ({
    headers: { ...platformHeaders(privateKey, SANDBOX_SERIAL, body), 'content-type': 'application/json' },
    body,
  });
  const trade = (orderNo: string) => db.selectFrom('pay_sandbox_trades').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  return {
    name: 'sandbox',
    platformKeys: new Map([[SANDBOX_SERIAL, createPublicKey(privateKey)]]),
    apiV3Key,
    async createNative(order: NativeOrder) {
      await db.insertInto('pay_sandbox_trades').values({ order_no: order.orderNo, amount: order.amount, description: order.description }).execute();
      return { code_url: `${order.origin}/recharge-center/sandbox-pay?order_no=${encodeURIComponent(order.orderNo)}` };
    },
    async query(orderNo: string): Promise<TradeState> {
      const row = await trade(orderNo);
      if (!row) return { trade_state: 'NOTPAY' };
      return { trade_state: row.state, transaction_id: row.transaction_id ?? undefined, amount: row.amount };
    },
    async close(orderNo: string) {
      const closed = await db.updateTable('pay_sandbox_trades').set({ state: 'CLOSED' }).where('order_no', '=', orderNo).where('state', '=', 'NOTPAY').returning('order_no').executeTakeFirst();
      // As the provider does: a paid trade cannot be closed, and the caller hears so.
      if (!closed && (await trade(orderNo))?.state === 'SUCCESS') throw new ProviderError('ORDERPAID', 'the order has been paid');
    },
    async pay(orderNo: string) {
      const row = await trade(orderNo);
      if (!row || row.state === 'CLOSED') return null;
      if (row.state === 'NOTPAY') {
        const transactionId = `4200${Date.now()}${randomBytes(4).toString('hex')}`;
        // Conditional, so of two confirmations racing only one makes the payment; the other re-reads it.
        await db
          .updateTable('pay_sandbox_trades')
          .set({ state: 'SUCCESS', transaction_id: transactionId, notification_body: successNotification(orderNo, row.amount, transactionId, apiV3Key) })
          .where('order_no', '=', orderNo)
          .where('state', '=', 'NOTPAY')
          .execute();
      }
      const paid = await trade(orderNo);
      if (!paid?.notification_body) return null;
      // A retry is signed afresh (its own timestamp and nonce) but carries the same notification.
      return sign(paid.notification_body);
    },
    sign,
  };
}
