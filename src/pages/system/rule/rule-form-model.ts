import type { Rule, RuleAction, RuleInput, Trigger } from '../../../api/rules';
import { parseCronText } from '../../../../shared/contract/cron';
import {
  ACTION_TYPES, FORECAST_LIMITS, NOTIFY_ACTION_TYPES, OPERATORS, PAID_ACTION_TYPES, RULE_EVENTS, RULE_LIMITS, TRIGGER_TYPES, USER_ONLY_ACTION_TYPES,
  type ActionType, type Operator, type RuleEvent, type TriggerType,
} from '../../../../shared/contract/rule-types';

/**
 * The linkage-rule editor's model, free of React so the spec's rules (section 5) are unit-tested:
 * only one time trigger, the last trigger or action cannot be deleted, a trigger must be filled
 * before another is added, the interval minimum is 1 (default 1800). Every refusal is a message
 * key under `rule.` in rule-text.ts.
 */

// The choices and bounds are the contract's, so the form offers and refuses what the server does.
export { ACTION_TYPES, OPERATORS, TRIGGER_TYPES, type TriggerType };
export const EVENTS = RULE_EVENTS;
export const DEFAULT_INTERVAL_S = RULE_LIMITS.intervalDefault;
export const MIN_INTERVAL_S = RULE_LIMITS.intervalMin;
export const MAX_INTERVAL_S = RULE_LIMITS.intervalMax;
export const MAX_DELAY_S = RULE_LIMITS.delayMax;
export const MAX_DURATION_S = RULE_LIMITS.durationMax;
/** A forecast trigger's bounds: the oxygen value (mg/L) and the lead time (minutes). */
export { FORECAST_LIMITS };
export const NOTIFY_ACTIONS: readonly string[] = NOTIFY_ACTION_TYPES;
/** Channels that reach users only (no alarm-contact picker), and channels paid from notification credit. */
export const USER_ONLY_ACTIONS: readonly string[] = USER_ONLY_ACTION_TYPES;
export const PAID_ACTIONS: readonly string[] = PAID_ACTION_TYPES;

export interface TriggerDraft {
  type: TriggerType;
  device_id?: string;
  param_key?: string;
  operator?: Operator;
  value?: number | null;
  duration_s?: number | null;
  event?: RuleEvent;
  cron?: string;
  /** forecast: minutes before the predicted crossing. */
  lead_minutes?: number | null;
}
export interface ActionDraft {
  type?: ActionType;
  device_id?: string;
  command?: string;
  reply_command?: string;
  contacts?: number[];
  users?: number[];
  message?: string;
}
export interface RuleDraft {
  name: string;
  description: string;
  triggers: TriggerDraft[];
  actions: ActionDraft[];
  delay_s: number | null;
  warning_interval_s: number | null;
  notify_users: number[];
  enabled: boolean;
  tenant_id?: number;
}

export type Refusal = { ok: false; message: string };
export type Change<T> = { ok: true; value: T } | Refusal;

/**
 * A new rule pre-filled from the address (/system/rule?device_id=&param_key=&operator=&value=&name=),
 * as the optimisation tips open it (issue 23): one attribute trigger and a rule output. null when
 * the address does not describe a complete trigger.
 */
export function draftFromSearch(search: Record<string, unknown> | null): RuleDraft | null {
  if (!search) return null;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined);
  const device = text(search.device_id);
  const param = text(search.param_key);
  const operator = text(search.operator) as Operator | undefined;
  const value = Number(text(search.value));
  if (!device || !param || !operator || !(OPERATORS as readonly string[]).includes(operator) || !Number.isFinite(value)) return null;
  const draft = emptyDraft();
  return { ...draft, name: text(search.name) ?? '', triggers: [{ type: 'attribute', device_id: device, param_key: param, operator, value, duration_s: 0 }] };
}

export function emptyDraft(): RuleDraft {
  return {
    name: '',
    description: '',
    triggers: [{ type: 'attribute', operator: 'lt', duration_s: 0 }],
    actions: [{ type: 'rule_output' }],
    delay_s: 0,
    warning_interval_s: DEFAULT_INTERVAL_S,
    notify_users: [],
    enabled: true,
  };
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Whether a trigger has everything its type needs (and a timer a valid expression). */
export function triggerFilled(trigger: TriggerDraft): boolean {
  switch (trigger.type) {
    case 'attribute':
      return !!trigger.device_id && !!trigger.param_key && !!trigger.operator && isNumber(trigger.value);
    case 'event':
      return !!trigger.event;
    case 'timer':
      return !!trigger.cron?.trim() && parseCronText(trigger.cron).ok;
    case 'forecast':
      return !!trigger.device_id && isNumber(trigger.value);
  }
}

/** A new trigger of a type, its fields at their defaults. */
function freshTrigger(type: TriggerType): TriggerDraft {
  switch (type) {
    case 'attribute':
      return { type, operator: 'lt', duration_s: 0 };
    case 'event':
      return { type, event: 'all' };
    case 'timer':
      return { type, cron: '' };
    case 'forecast':
      return { type, lead_minutes: FORECAST_LIMITS.leadDefault };
  }
}

const timerCount = (triggers: TriggerDraft[]) => triggers.filter((t) => t.type === 'timer').length;

/** Adds a trigger of `type`: refused while any trigger is unfilled, and for a second timer. */
export function addTrigger(triggers: TriggerDraft[], type: TriggerType = 'attribute'): Change<TriggerDraft[]> {
  if (triggers.some((t) => !triggerFilled(t))) return { ok: false, message: 'rule.fillTriggerFirst' };
  if (type === 'timer' && timerCount(triggers) > 0) return { ok: false, message: 'rule.oneTimer' };
  return { ok: true, value: [...triggers, freshTrigger(type)] };
}

/** Changes a trigger's type (its fields start over); a second timer is refused. */
export function changeTriggerType(triggers: TriggerDraft[], index: number, type: TriggerType): Change<TriggerDraft[]> {
  if (type === 'timer' && triggers.some((t, i) => i !== index && t.type === 'timer')) return { ok: false, message: 'rule.oneTimer' };
  return { ok: true, value: triggers.map((t, i) => (i === index ? freshTrigger(type) : t)) };
}

/** Whether the timer option is open to the trigger at `index` (no other trigger is a timer). */
export const timerAllowed = (triggers: TriggerDraft[], index: number) => !triggers.some((t, i) => i !== index && t.type === 'timer');

/** Removes an item; the last trigger or action cannot be deleted. */
export function removeAt<T>(items: T[], index: number): Change<T[]> {
  if (items.length <= 1) return { ok: false, message: 'rule.lastItem' };
  return { ok: true, value: items.filter((_, i) => i !== index) };
}

export const canRemove = (items: unknown[]) => items.length > 1;

export function addAction(actions: ActionDraft[]): ActionDraft[] {
  return [...actions, { type: 'rule_output' }];
}

/** Path of a field in the draft ("name", "triggers.0.value", "actions.1.command") and its message key. */
export interface DraftError {
  path: string;
  message: string;
  params?: Record<string, string | number>;
}

/** Every refusal the server would make that the form can know of, in form order. */
export function validateDraft(draft: RuleDraft): DraftError[] {
  const errors: DraftError[] = [];
  if (!draft.name.trim()) errors.push({ path: 'name', message: 'rule.nameRequired' });
  if (draft.triggers.length === 0 || draft.actions.length === 0) errors.push({ path: 'triggers', message: 'rule.lastItem' });
  if (timerCount(draft.triggers) > 1) errors.push({ path: 'triggers', message: 'rule.oneTimer' });
  draft.triggers.forEach((t, i) => {
    const at = `triggers.${i}`;
    if (t.type === 'attribute') {
      if (!t.device_id) errors.push({ path: `${at}.device_id`, message: 'rule.deviceRequired' });
      if (!t.param_key) errors.push({ path: `${at}.param_key`, message: 'rule.paramRequired' });
      if (!isNumber(t.value)) errors.push({ path: `${at}.value`, message: 'rule.valueRequired' });
      if (t.duration_s != null && (!Number.isInteger(t.duration_s) || t.duration_s < 0 || t.duration_s > MAX_DURATION_S)) {
        errors.push({ path: `${at}.duration_s`, message: 'rule.durationRange', params: { max: MAX_DURATION_S } });
      }
    } else if (t.type === 'event') {
      if (!t.event) errors.push({ path: `${at}.event`, message: 'rule.eventRequired' });
    } else if (t.type === 'forecast') {
      const { valueMin, valueMax, leadMin, leadMax } = FORECAST_LIMITS;
      if (!t.device_id) errors.push({ path: `${at}.device_id`, message: 'rule.deviceRequired' });
      if (!isNumber(t.value)) errors.push({ path: `${at}.value`, message: 'rule.valueRequired' });
      else if (t.value < valueMin || t.value > valueMax) errors.push({ path: `${at}.value`, message: 'rule.forecastValueRange', params: { min: valueMin, max: valueMax } });
      if (t.lead_minutes != null && (!Number.isInteger(t.lead_minutes) || t.lead_minutes < leadMin || t.lead_minutes > leadMax)) {
        errors.push({ path: `${at}.lead_minutes`, message: 'rule.forecastLeadRange', params: { min: leadMin, max: leadMax } });
      }
    } else {
      const parsed = parseCronText(t.cron ?? '');
      if (!t.cron?.trim()) errors.push({ path: `${at}.cron`, message: 'rule.cronRequired' });
      else if (!parsed.ok) errors.push({ path: `${at}.cron`, message: `rule.${parsed.refusal.key}`, params: parsed.refusal.params });
    }
  });
  draft.actions.forEach((a, i) => {
    const at = `actions.${i}`;
    if (!a.type) errors.push({ path: `${at}.type`, message: 'rule.actionTypeRequired' });
    if ((a.type === 'device_output' || a.type === 'ai') && !a.device_id) errors.push({ path: `${at}.device_id`, message: 'rule.actionDeviceRequired' });
    if (a.type === 'device_output' && !a.command?.trim()) errors.push({ path: `${at}.command`, message: 'rule.actionCommandRequired' });
    const contacts = a.type && USER_ONLY_ACTIONS.includes(a.type) ? 0 : (a.contacts?.length ?? 0);
    const reachable = contacts + (a.users?.length ?? 0) + draft.notify_users.length;
    if (a.type && NOTIFY_ACTIONS.includes(a.type) && reachable === 0) errors.push({ path: `${at}.contacts`, message: 'rule.recipientsRequired' });
  });
  if (draft.delay_s != null && (!Number.isInteger(draft.delay_s) || draft.delay_s < 0 || draft.delay_s > MAX_DELAY_S)) {
    errors.push({ path: 'delay_s', message: 'rule.delayRange', params: { max: MAX_DELAY_S } });
  }
  const interval = draft.warning_interval_s;
  if (!isNumber(interval) || !Number.isInteger(interval) || interval < MIN_INTERVAL_S) errors.push({ path: 'warning_interval_s', message: 'rule.intervalMin' });
  else if (interval > MAX_INTERVAL_S) errors.push({ path: 'warning_interval_s', message: 'rule.intervalMax', params: { max: MAX_INTERVAL_S } });
  return errors;
}

function triggerBody(t: TriggerDraft): Trigger {
  if (t.type === 'attribute') {
    return { type: 'attribute', device_id: t.device_id!, param_key: t.param_key!, operator: t.operator!, value: t.value!, duration_s: t.duration_s ?? 0 };
  }
  if (t.type === 'event') return { type: 'event', event: t.event!, ...(t.device_id ? { device_id: t.device_id } : {}) };
  if (t.type === 'forecast') return { type: 'forecast', device_id: t.device_id!, value: t.value!, lead_minutes: t.lead_minutes ?? FORECAST_LIMITS.leadDefault };
  return { type: 'timer', cron: t.cron!.trim().replace(/\s+/g, ' ') };
}

function actionBody(a: ActionDraft): RuleAction {
  const body: RuleAction = { type: a.type! };
  if (a.type === 'device_output' || a.type === 'ai') body.device_id = a.device_id;
  if (a.type === 'device_output') {
    body.command = a.command?.trim();
    if (a.reply_command?.trim()) body.reply_command = a.reply_command.trim();
  }
  if (a.type && NOTIFY_ACTIONS.includes(a.type)) {
    if (a.contacts?.length && !USER_ONLY_ACTIONS.includes(a.type)) body.contacts = a.contacts;
    if (a.users?.length) body.users = a.users;
  }
  if (a.message?.trim()) body.message = a.message.trim();
  return body;
}

/** The body of POST /rule create/update from a valid draft. */
export function toRuleInput(draft: RuleDraft): RuleInput {
  return {
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    triggers: draft.triggers.map(triggerBody),
    actions: draft.actions.map(actionBody),
    delay_s: draft.delay_s ?? 0,
    warning_interval_s: draft.warning_interval_s ?? DEFAULT_INTERVAL_S,
    notify_users: draft.notify_users,
    enabled: draft.enabled,
    ...(draft.tenant_id ? { tenant_id: draft.tenant_id } : {}),
  };
}

/** A stored rule as an editable draft. */
export function draftOf(rule: Rule): RuleDraft {
  return {
    name: rule.name,
    description: rule.description ?? '',
    triggers: rule.triggers.map((t) => ({ ...t }) as TriggerDraft),
    actions: rule.actions.map((a) => ({ ...a }) as ActionDraft),
    delay_s: rule.delay_s,
    warning_interval_s: rule.warning_interval_s,
    notify_users: [...rule.notify_users],
    enabled: rule.enabled,
  };
}
