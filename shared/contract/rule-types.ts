/**
 * The shapes the rule engine works on; shared/contract/api/rules.ts validates the same shapes on
 * input and the console's rule form offers the same choices and bounds.
 */
export const OPERATORS = ['gt', 'gte', 'lt', 'lte', 'eq', 'neq'] as const;
export type Operator = (typeof OPERATORS)[number];
export const RULE_EVENTS = ['all', 'warning', 'onoff', 'online', 'offline'] as const;
export type RuleEvent = (typeof RULE_EVENTS)[number];
export const TRIGGER_TYPES = ['attribute', 'event', 'timer', 'forecast'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

/** Bounds of a rule's numbers, in seconds (the schema's and the form's). */
export const RULE_LIMITS = {
  /** An attribute trigger's hold time and the rule's delay: a day at most. */
  durationMax: 86400,
  delayMax: 86400,
  /** Minimum time between two firings: the spec's minimum 1, default half an hour, a month at most. */
  intervalMin: 1,
  intervalDefault: 1800,
  intervalMax: 30 * 86400,
} as const;

/**
 * Bounds of a forecast trigger (issue 35): the DO it must not fall below (mg/L) and how long before
 * the predicted crossing its actions run (minutes; an aerator needs a while to lift a pond).
 */
export const FORECAST_LIMITS = {
  valueMin: 0,
  valueMax: 20,
  leadMin: 0,
  leadMax: 360,
  leadDefault: 120,
} as const;

export interface AttributeTrigger {
  type: 'attribute';
  device_id: string;
  param_key: string;
  operator: Operator;
  value: number;
  /** The comparison must hold this long before the rule fires (0: at once). */
  duration_s?: number;
}
export interface EventTrigger {
  type: 'event';
  /** Absent: any device of the rule's company. */
  device_id?: string;
  event: RuleEvent;
}
export interface TimerTrigger {
  type: 'timer';
  cron: string;
}
/** "Forecast DO below `value` within the night": the actions run `lead_minutes` before the predicted crossing. */
export interface ForecastTrigger {
  type: 'forecast';
  /** A pond monitor: a device with a `do` parameter. */
  device_id: string;
  /** mg/L */
  value: number;
  /** Minutes before the crossing; FORECAST_LIMITS.leadDefault when absent. */
  lead_minutes?: number;
}
export type Trigger = AttributeTrigger | EventTrigger | TimerTrigger | ForecastTrigger;

/** wxmini: a WeChat mini-program subscribe message to users who bound the mini-program (issue 22). */
export const ACTION_TYPES = ['rule_output', 'device_output', 'phone', 'sms', 'wechat', 'email', 'wxmini', 'ai'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];
/** The channels that need someone to reach: alarm contacts, the action's users or the rule's users. */
export const NOTIFY_ACTION_TYPES: readonly ActionType[] = ['phone', 'sms', 'wechat', 'email', 'wxmini'];
/** The channels that reach users only (through their binding), never alarm contacts. */
export const USER_ONLY_ACTION_TYPES: readonly ActionType[] = ['wxmini'];
/** The channels paid from the company's notification credit, one unit per message. */
export const PAID_ACTION_TYPES: readonly ActionType[] = ['sms', 'phone'];

export interface RuleAction {
  type: ActionType;
  /** device_output and ai: the device the command goes to. */
  device_id?: string;
  /** device_output: the output command sent to the device. */
  command?: string;
  /** device_output: the reply the device is expected to send back (recorded beside the command). */
  reply_command?: string;
  /** phone, sms, wechat, email: alarm contact ids. */
  contacts?: number[];
  /** phone, sms, email, wxmini: user ids (their telephone / e-mail / mini-program binding). */
  users?: number[];
  /** Overrides the generated text. */
  message?: string;
}

export interface RuleDef {
  id: number;
  tenantId: number;
  /** The company's time zone; timers run on local time. */
  timezone: string;
  name: string;
  triggers: Trigger[];
  actions: RuleAction[];
  delayS: number;
  intervalS: number;
  notifyUsers: number[];
  enabled: boolean;
  lastFiredAt: number | null;
}

export interface FireCause {
  kind: 'attribute' | 'event' | 'timer' | 'forecast' | 'manual';
  at: number;
  deviceId?: string;
  paramKey?: string;
  operator?: Operator;
  threshold?: number;
  value?: number;
  event?: string;
  cron?: string;
  /** forecast: when DO is predicted to fall below `threshold` (epoch ms), `value` being the predicted value then. */
  predictedAt?: number;
  leadMinutes?: number;
}

/**
 * What the console writes for an action's result, in the reader's language (rule history). `detail`
 * keeps the same in English for logs and for what a provider itself answered ("550 mailbox full").
 */
export const RESULT_WORD_KEYS = ['no_recipients', 'sent', 'device_unavailable', 'command', 'center', 'users', 'no_credit', 'already_notified'] as const;
export type ResultWordKey = (typeof RESULT_WORD_KEYS)[number];
export interface ResultWords {
  key: ResultWordKey;
  params: Record<string, string | number>;
}

export interface ActionResult {
  /** An action's type, or notify_users for the message-center notes to the rule's users. */
  type: ActionType | 'notify_users';
  ok: boolean;
  detail: string;
  words?: ResultWords;
}
