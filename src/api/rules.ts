import type { Static } from 'typebox';
import {
  RULE_ENDPOINTS,
  type ActionResultSchema,
  type AttributeTriggerSchema,
  type EventTriggerSchema,
  type ForecastTriggerSchema,
  type HistoryRowSchema,
  type Rule,
  type RuleActionSchema,
  type RuleCreate,
  type RuleUpdate,
  type TimerTriggerSchema,
} from '../../shared/contract/api/rules';
import { call, type CallOptions } from './call';
import { callAction } from './call-action';

export type AttributeTrigger = Static<typeof AttributeTriggerSchema>;
export type EventTrigger = Static<typeof EventTriggerSchema>;
export type TimerTrigger = Static<typeof TimerTriggerSchema>;
export type ForecastTrigger = Static<typeof ForecastTriggerSchema>;
export type Trigger = AttributeTrigger | EventTrigger | TimerTrigger | ForecastTrigger;
export type RuleAction = Static<typeof RuleActionSchema>;
export type { Rule };
export type RuleHistoryRow = Static<typeof HistoryRowSchema>;
export type ActionResult = Static<typeof ActionResultSchema>;
export type RuleInput = Omit<RuleCreate, 'action'>;
export type RulePatch = Omit<RuleUpdate, 'action'>;

const { rule, history, run } = RULE_ENDPOINTS;

/** POST /rule {action: 'list'}: the rules of the companies the caller sees. */
export function listRules(query: { page: number; pageSize: number; name?: string }, options?: CallOptions) {
  return callAction(rule, 'list', query, options);
}

export function createRule(input: RuleInput) {
  return callAction(rule, 'create', input);
}

export function updateRule(input: RulePatch) {
  return callAction(rule, 'update', input);
}

export function deleteRule(id: number) {
  return callAction(rule, 'delete', { id });
}

/** POST /rule {action: 'enable' | 'disable'}. */
export function setRuleEnabled(id: number, enabled: boolean) {
  return callAction(rule, enabled ? 'enable' : 'disable', { id });
}

/** POST /rulehis: firings (newest first) with each action's result; all rules without rule_id. */
export function ruleHistory(query: { rule_id?: number; page: number; pageSize: number }) {
  return call(history, { body: query });
}

/** POST /linkageAction: runs a rule's actions now and records the firing. */
export function runRule(ruleId: number) {
  return call(run, { body: { rule_id: ruleId } });
}
