import type { RequestScope } from '../../auth/request-scope';
import { decryptResource, verifySignature, type EncryptedResource, type SignedHeaders } from './wechatpay/crypto';
import { applyTrade, type ApplyOutcome } from './fulfil';

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
export async function handleNotification(scope: RequestScope, headers: SignedHeaders, raw: string): Promise<NotifyResult> {
  const { provider } = scope.app.payments;
  const log = scope.log;
  // Without PAY_PROVIDER no key can verify anything: refused like a bad signature.
  if (!provider) return { accepted: false, reason: 'not_configured' };
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
  try {
    const outcome = await applyTrade(
      scope,
      { orderNo: transaction.out_trade_no, transactionId: transaction.transaction_id, tradeState: transaction.trade_state, amount: transaction.amount?.total },
      body.id.slice(0, 64),
    );
    return { accepted: true, outcome };
  } catch (error) {
    // Fulfilment failed (the card platform refused the renewal, say): nothing was kept, and the provider retries later.
    log.error({ err: error, orderNo: transaction.out_trade_no }, 'payment notification could not be applied; the provider will retry');
    return { accepted: false, reason: 'fulfil_failed' };
  }
}
