import { Type, type Static } from 'typebox';
import { PageQuery, Paged } from '../envelope';
import { ActionBody } from '../action-body';
import { actionEndpoint } from '../action-endpoint';
import { endpoint } from '../endpoint';
import { ACTION_TYPES, FORECAST_LIMITS, OPERATORS, RESULT_WORD_KEYS, RULE_EVENTS, RULE_LIMITS } from '../rule-types';
import { Id as BoundedId, OneOf } from '../schema-bounds';

const DeviceId = Type.String({ minLength: 1, maxLength: 32, pattern: '\\S', 'x-message': 'devices_code_required' });
const Id = BoundedId();
const Text = (maxLength: number) => Type.String({ maxLength });

export const AttributeTriggerSchema = Type.Object({
  type: Type.Literal('attribute'),
  device_id: DeviceId,
  param_key: Type.String({ minLength: 1, maxLength: 32 }),
  operator: OneOf(OPERATORS, { description: 'greater, greater or equal, less, less or equal, equal, not equal' }),
  value: Type.Number(),
  duration_s: Type.Optional(Type.Integer({ minimum: 0, maximum: RULE_LIMITS.durationMax, description: 'how long the comparison must hold' })),
});
export const EventTriggerSchema = Type.Object({
  type: Type.Literal('event'),
  device_id: Type.Optional(DeviceId),
  event: OneOf(RULE_EVENTS),
});
export const TimerTriggerSchema = Type.Object({
  type: Type.Literal('timer'),
  cron: Type.String({ minLength: 1, maxLength: 100, description: 'minute hour day month weekday' }),
});
/** Issue 35: "forecast DO below value within the night", the actions lead_minutes before the predicted crossing. */
export const ForecastTriggerSchema = Type.Object({
  type: Type.Literal('forecast'),
  device_id: DeviceId,
  value: Type.Number({ minimum: FORECAST_LIMITS.valueMin, maximum: FORECAST_LIMITS.valueMax, 'x-message': 'rules_forecast_value_range', description: 'mg/L' }),
  lead_minutes: Type.Optional(
    Type.Integer({ minimum: FORECAST_LIMITS.leadMin, maximum: FORECAST_LIMITS.leadMax, 'x-message': 'rules_forecast_lead_range', description: 'minutes before the predicted crossing' }),
  ),
});
export const TriggerSchema = ActionBody('type', {
  attribute: AttributeTriggerSchema,
  event: EventTriggerSchema,
  timer: TimerTriggerSchema,
  forecast: ForecastTriggerSchema,
});

export const RuleActionSchema = Type.Object({
  type: OneOf(ACTION_TYPES),
  device_id: Type.Optional(DeviceId),
  command: Type.Optional(Text(200)),
  reply_command: Type.Optional(Text(200)),
  contacts: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  users: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  message: Type.Optional(Text(500)),
});

const RULE_FIELDS = {
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', 'x-message': 'rules_name_required' }),
  description: Type.Union([Text(500), Type.Null()]),
  triggers: Type.Array(TriggerSchema, { maxItems: 20 }),
  actions: Type.Array(RuleActionSchema, { maxItems: 20 }),
  delay_s: Type.Integer({ minimum: 0, maximum: RULE_LIMITS.delayMax }),
  warning_interval_s: Type.Integer({ minimum: RULE_LIMITS.intervalMin, maximum: RULE_LIMITS.intervalMax, 'x-message': 'rules_interval_min' }),
  notify_users: Type.Array(Id, { maxItems: 50 }),
  enabled: Type.Boolean(),
};
type Fields = typeof RULE_FIELDS;
const optional = <K extends keyof Fields>(keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, Type.Optional(RULE_FIELDS[k])])) as { [P in K]: ReturnType<typeof Type.Optional<Fields[P]>> };
const SETTINGS: ('description' | 'delay_s' | 'warning_interval_s' | 'notify_users' | 'enabled')[] = [
  'description', 'delay_s', 'warning_interval_s', 'notify_users', 'enabled',
];

export const RuleCreateSchema = Type.Object({
  action: Type.Literal('create'),
  name: RULE_FIELDS.name,
  triggers: RULE_FIELDS.triggers,
  actions: RULE_FIELDS.actions,
  ...optional(SETTINGS),
  tenant_id: Type.Optional(Id),
});
export const RuleUpdateSchema = Type.Object({
  action: Type.Literal('update'),
  id: Id,
  ...optional(['name', 'triggers', 'actions', ...SETTINGS]),
});
export const RuleListSchema = Type.Object({
  action: Type.Literal('list'),
  ...PageQuery,
  name: Type.Optional(Text(100)),
  tenant_id: Type.Optional(Id),
});
const ById = <A extends string>(action: A) => Type.Object({ action: Type.Literal(action), id: Id });

export const RuleBodySchema = ActionBody('action', {
  list: RuleListSchema,
  create: RuleCreateSchema,
  update: RuleUpdateSchema,
  delete: ById('delete'),
  enable: ById('enable'),
  disable: ById('disable'),
});
export type RuleBody = Static<typeof RuleBodySchema>;
export type RuleCreate = Static<typeof RuleCreateSchema>;
export type RuleUpdate = Static<typeof RuleUpdateSchema>;
export type RuleList = Static<typeof RuleListSchema>;

const Loose = Type.Object({ type: Type.String() }, { additionalProperties: true });
/**
 * A trigger and an action as stored: each was checked against its schema when written, and is read
 * with that schema's type; the answer's schema stays open (a `type` and any fields) so that a row
 * written before a field was added is still sent whole.
 */
const StoredTrigger = Type.Unsafe<Static<typeof TriggerSchema>>(Loose);
const StoredAction = Type.Unsafe<Static<typeof RuleActionSchema>>(Loose);

export const RuleSchema = Type.Object({
  id: Type.Integer(),
  tenant_id: Type.Integer(),
  tenant_name: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  triggers: Type.Array(StoredTrigger),
  actions: Type.Array(StoredAction),
  delay_s: Type.Integer(),
  warning_interval_s: Type.Integer(),
  notify_users: Type.Array(Type.Integer()),
  enabled: Type.Boolean(),
  last_fired_at: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Rule = Static<typeof RuleSchema>;

export const ResultWordsSchema = Type.Object({
  key: OneOf(RESULT_WORD_KEYS),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});
export const ActionResultSchema = Type.Object({ type: Type.String(), ok: Type.Boolean(), detail: Type.String(), words: Type.Optional(ResultWordsSchema) });

export const HistoryQuerySchema = Type.Object({ rule_id: Type.Optional(Id), ...PageQuery });
export const HistoryRowSchema = Type.Object({
  id: Type.Integer(),
  rule_id: Type.Integer(),
  rule_name: Type.String(),
  fired_at: Type.String({ format: 'date-time' }),
  manual: Type.Boolean(),
  cause: Type.Object({ kind: Type.String() }, { additionalProperties: true }),
  results: Type.Array(ActionResultSchema),
});

export const LinkageBodySchema = Type.Object({ rule_id: Id });
export const FiringSchema = Type.Object({
  id: Type.Integer(),
  fired_at: Type.String({ format: 'date-time' }),
  results: Type.Array(ActionResultSchema),
});

/**
 * Linkage rules (8002): POST /rule {action}, the firing history, and running a rule's actions now
 * (recorded as a firing).
 */
export const RULE_ENDPOINTS = {
  rule: actionEndpoint('/rule', {
    key: 'action',
    body: RuleBodySchema,
    answers: { list: Paged(RuleSchema), create: RuleSchema, update: RuleSchema, enable: RuleSchema, disable: RuleSchema, delete: Type.Null() },
    access: 'rules',
  }),
  /** Firings, newest first, with each action's result; every rule's without rule_id. */
  history: endpoint({ method: 'POST', path: '/rulehis', body: HistoryQuerySchema, data: Paged(HistoryRowSchema), access: 'rules' }),
  run: endpoint({ method: 'POST', path: '/linkageAction', body: LinkageBodySchema, data: FiringSchema, access: 'rules' }),
};
