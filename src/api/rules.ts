import type { Static } from 'typebox';
import type {
  ActionResultSchema,
  AttributeTriggerSchema,
  EventTriggerSchema,
  FiringSchema,
  HistoryRowSchema,
  RuleActionSchema,
  RuleCreate,
  RuleSchema,
  RuleUpdate,
  TimerTriggerSchema,
} from '../../shared/contract/api/rules';
import { api, type RequestOptions } from './client';

export type AttributeTrigger = Static<typeof AttributeTriggerSchema>;
export type EventTrigger = Static<typeof EventTriggerSchema>;
export type TimerTrigger = Static<typeof TimerTriggerSchema>;
export type Trigger = AttributeTrigger | EventTrigger | TimerTrigger;
export type RuleAction = Static<typeof RuleActionSchema>;
export type Rule = Omit<Static<typeof RuleSchema>, 'triggers' | 'actions'> & { triggers: Trigger[]; actions: RuleAction[] };
export type RuleHistoryRow = Static<typeof HistoryRowSchema>;
export type ActionResult = Static<typeof ActionResultSchema>;
export type RuleInput = Omit<RuleCreate, 'action' | 'actions'> & { actions: RuleAction[] };
export type RulePatch = Omit<RuleUpdate, 'action' | 'actions'> & { actions?: RuleAction[] };

/** POST /rule {action: 'list'}: the rules of the companies the caller sees. */
export function listRules(query: { page: number; pageSize: number; name?: string }, options?: RequestOptions) {
  return api.post<{ rows: Rule[]; total: number }>('/rule', { action: 'list', ...query }, { ...options });
}

export function createRule(input: RuleInput) {
  return api.post<Rule>('/rule', { action: 'create', ...input });
}

export function updateRule(input: RulePatch) {
  return api.post<Rule>('/rule', { action: 'update', ...input });
}

export function deleteRule(id: number) {
  return api.post<null>('/rule', { action: 'delete', id });
}

/** POST /rule {action: 'enable' | 'disable'}. */
export function setRuleEnabled(id: number, enabled: boolean) {
  return api.post<Rule>('/rule', { action: enabled ? 'enable' : 'disable', id });
}

/** POST /rulehis: firings (newest first) with each action's result; all rules without rule_id. */
export function ruleHistory(query: { rule_id?: number; page: number; pageSize: number }) {
  return api.post<{ rows: RuleHistoryRow[]; total: number }>('/rulehis', query);
}

/** POST /linkageAction: runs a rule's actions now and records the firing. */
export function runRule(ruleId: number) {
  return api.post<Static<typeof FiringSchema>>('/linkageAction', { rule_id: ruleId });
}
