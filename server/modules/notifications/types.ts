import type { ResultWords } from '../../../shared/contract/rule-types';

/** The channels a rule can notify through (spec "rule outputs" that reach people). */
export type NotifyChannelName = 'email' | 'sms' | 'phone' | 'wechat';

export interface NotifyMessage {
  /** E-mail address, phone number or WeChat id, as the channel needs. */
  to: string;
  title: string;
  body: string;
  /** For the message center (the `log` adapter): whose message it is. */
  tenantId: number | null;
  userId?: number | null;
  /** The language a provider's template is chosen in, where the sender knows the recipient's; else the configured default. */
  language?: NotifyLanguage;
}

export type NotifyLanguage = 'zh-CN' | 'en-US';

/**
 * Why a provider did not deliver, in words the console translates (messages.ts `notify_failure_*`):
 * throttled and network failures are retried, the others are final.
 */
export const SEND_FAILURES = ['throttled', 'bad_number', 'no_balance', 'rejected', 'network'] as const;
export type SendFailure = (typeof SEND_FAILURES)[number];

export interface NotifyResult {
  ok: boolean;
  /** Provider message id, or why it failed; kept in the rule history. */
  detail: string;
  /** The same in the console's words, where the console (not a provider) says it. */
  words?: ResultWords;
  /** A provider's failure, classified (absent when delivered, or for channels that do not classify). */
  failure?: SendFailure;
  /** How many times the provider was asked (retries included). */
  attempts?: number;
  /** The provider's id of the delivered message (Aliyun BizId or CallId, Tencent SerialNo), to find it in the provider's console. */
  messageId?: string;
}

/** One delivery path; every channel and provider has this one shape. */
export interface NotifyChannel {
  /** 'smtp', 'log', 'webhook' ... shown in rule history. */
  readonly provider: string;
  send(message: NotifyMessage): Promise<NotifyResult>;
  close?(): Promise<void>;
}
