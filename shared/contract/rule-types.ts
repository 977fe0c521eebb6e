/** The shapes the rule engine works on; server/modules/rules/schemas.ts validates the same shapes on input. */
export type Operator = 'gt' | 'gte' | 'lt' | 'lte' | 'eq' | 'neq';
export type RuleEvent = 'all' | 'warning' | 'onoff' | 'online' | 'offline';

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
export type Trigger = AttributeTrigger | EventTrigger | TimerTrigger;

export const ACTION_TYPES = ['rule_output', 'device_output', 'phone', 'sms', 'wechat', 'email', 'ai'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

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
  /** phone, sms, email: user ids (their telephone / e-mail). */
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
  kind: 'attribute' | 'event' | 'timer' | 'manual';
  at: number;
  deviceId?: string;
  paramKey?: string;
  operator?: Operator;
  threshold?: number;
  value?: number;
  event?: string;
  cron?: string;
}

export interface ActionResult {
  /** An action's type, or notify_users for the message-center notes to the rule's users. */
  type: ActionType | 'notify_users';
  ok: boolean;
  detail: string;
}
