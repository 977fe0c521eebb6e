import type { KeyObject } from 'node:crypto';

/** What the console asks a provider to collect: amounts in fen. */
export interface NativeOrder {
  orderNo: string;
  description: string;
  amount: number;
  expiresAt: Date;
  /** Where the provider posts the payment notification. */
  notifyUrl: string;
  /** The console's own origin, for a provider whose pay page lives here (the sandbox). */
  origin: string;
}

/** The documented trade states of v3 (SUCCESS, NOTPAY, CLOSED, REFUND, USERPAYING, PAYERROR, REVOKED). */
export interface TradeState {
  trade_state: string;
  transaction_id?: string;
  /** amount.total, in fen. */
  amount?: number;
}

/**
 * A payment provider: WeChat Pay v3 Native or the local sandbox. Both answer notifications that the
 * one verifier checks with `platformKeys` (by Wechatpay-Serial) and decrypts with `apiV3Key`.
 */
export interface PayProvider {
  readonly name: 'wechat' | 'sandbox';
  readonly platformKeys: ReadonlyMap<string, KeyObject>;
  readonly apiV3Key: string;
  /** Places the order; answers the code_url the customer scans. */
  createNative(order: NativeOrder): Promise<{ code_url: string }>;
  query(orderNo: string): Promise<TradeState>;
  close(orderNo: string): Promise<void>;
}

/** Thrown when the provider answers with an error; `code` is the provider's own error code. */
export class ProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
