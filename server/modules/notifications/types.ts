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
}

export interface NotifyResult {
  ok: boolean;
  /** Provider message id, or why it failed; kept in the rule history. */
  detail: string;
  /** The same in the console's words, where the console (not a provider) says it. */
  words?: ResultWords;
}

/** One delivery path; every channel and provider has this one shape. */
export interface NotifyChannel {
  /** 'smtp', 'log', 'webhook' ... shown in rule history. */
  readonly provider: string;
  send(message: NotifyMessage): Promise<NotifyResult>;
  close?(): Promise<void>;
}
