import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { decryptResource, verifySignature, type EncryptedResource, type SignedHeaders } from './wechatpay/crypto';
import { applyTrade, type ApplyOutcome } from './fulfil';
import type { PayProvider } from './providers/types';

export type NotifyResult = { accepted: true; outcome: ApplyOutcome | 'ignored_event' } | { accepted: false; reason: string };

interface NotificationBody {
  id?: unknown;
  event_type?: unknown;
  resource?: EncryptedResource;
}

interface Transaction {
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number };
}

/**
 * A payment notification as received (raw body and its Wechatpay-* headers): verified with the
 * provider's platform keys, its resource decrypted with the APIv3 key, then applied once. Refused
 * (the provider retries) when the signature, serial, timestamp or ciphertext do not hold; accepted
 * without effect when it is a duplicate, names no order of ours, or is not a success.
 */
export async function handleNotification(
  db: Kysely<DB>,
  provider: PayProvider,
  headers: SignedHeaders,
  raw: string,
  planMonths: number,
  log: FastifyBaseLogger,
): Promise<NotifyResult> {
  const failure = verifySignature(headers, raw, provider.platformKeys);
  if (failure) {
    log.warn({ failure }, 'payment notification refused');
    return { accepted: false, reason: failure };
  }
  let body: NotificationBody;
  let transaction: Transaction;
  try {
    body = JSON.parse(raw) as NotificationBody;
    if (body.event_type !== 'TRANSACTION.SUCCESS') return { accepted: true, outcome: 'ignored_event' };
    if (!body.resource) return { accepted: false, reason: 'no_resource' };
    transaction = JSON.parse(decryptResource(body.resource, provider.apiV3Key)) as Transaction;
  } catch (error) {
    log.warn({ err: error }, 'payment notification could not be read');
    return { accepted: false, reason: 'undecryptable' };
  }
  if (typeof body.id !== 'string' || !transaction.out_trade_no || !transaction.transaction_id || !transaction.trade_state) {
    return { accepted: false, reason: 'incomplete' };
  }
  const outcome = await applyTrade(
    db,
    { orderNo: transaction.out_trade_no, transactionId: transaction.transaction_id, tradeState: transaction.trade_state, amount: transaction.amount?.total },
    planMonths,
    log,
    body.id.slice(0, 64),
  );
  return { accepted: true, outcome };
}
