import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';
import { BigId, EpochMs, Measure, Nullable, OneOf } from '../schema-bounds';

/** Optimisation (issue 23): strategy tips, parameter suggestions with their backtest, preventive maintenance. */

const DeviceId = Type.String({ minLength: 1, maxLength: 32, pattern: '\\S', 'x-message': 'devices_code_required' });
const ParamKey = Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z][a-z0-9_]*$' });
const RuleId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z][a-z0-9-]*$' });
const Text = (max: number) => Type.String({ maxLength: max });

export const OPTIMISATION_LIMITS = { content: 200, measures: 500, note: 500, handler: 50, dismissHoursMax: 720 } as const;
export const SUGGESTION_WINDOWS = [30, 90] as const;
export const TIP_SEVERITIES = ['info', 'warning', 'critical'] as const;
export const PM_STATES = ['ok', 'due', 'overdue'] as const;

/** The history window of a suggestion, in days. */
const Days = Type.Union([Type.Literal(SUGGESTION_WINDOWS[0]), Type.Literal(SUGGESTION_WINDOWS[1])]);

export const PointSchema = Type.Object({ ts: EpochMs(), value: Measure() });
export type Point = Static<typeof PointSchema>;

const Limits = Type.Object({
  min: Nullable(Measure()),
  max: Nullable(Measure()),
  valuePerfectL: Nullable(Measure()),
  valuePerfectH: Nullable(Measure()),
});

/** What a tip proposes: a device command, a linkage rule opened pre-filled, or only dismissal. */
export const TipActionSchema = Type.Union([
  Type.Object({ kind: Type.Literal('command'), command: Type.String(), params: Type.Optional(Type.Record(Type.String(), Type.Number())) }),
  Type.Object({ kind: Type.Literal('rule'), op: OneOf(['lt', 'gt'] as const), value: Measure() }),
  Type.Object({ kind: Type.Literal('dismiss') }),
]);
export type TipAction = Static<typeof TipActionSchema>;

export const TipSchema = Type.Object({
  ruleId: Type.String(),
  deviceId: Type.String(),
  deviceName: Type.String(),
  paramKey: Type.String(),
  paramName: Type.String(),
  unit: Nullable(Type.String()),
  severity: OneOf(TIP_SEVERITIES),
  advice: Type.String({ description: "in the caller's language" }),
  latest: Measure(),
  /** Units per hour over the trend window (least squares); null with too few readings. */
  slope: Nullable(Measure()),
  action: TipActionSchema,
  limits: Limits,
  series: Type.Array(PointSchema, { description: 'the readings behind the tip, thinned for a small chart' }),
});
export type Tip = Static<typeof TipSchema>;

export const TipsBodySchema = Type.Object({ deviceId: Type.Optional(DeviceId) });
export const DismissBodySchema = Type.Object({
  ruleId: RuleId,
  deviceId: DeviceId,
  paramKey: ParamKey,
  hours: Type.Integer({ minimum: 1, maximum: OPTIMISATION_LIMITS.dismissHoursMax }),
});
export type DismissBody = Static<typeof DismissBodySchema>;
export const DismissResultSchema = Type.Object({ until: Type.String({ format: 'date-time' }) });

export const SuggestBodySchema = Type.Object({
  deviceId: DeviceId,
  days: Days,
});
export type SuggestBody = Static<typeof SuggestBodySchema>;

const Counts = Type.Object({
  alarms: Type.Integer({ description: 'alarm episodes the limits would have raised' }),
  missed: Type.Integer({ description: 'real excursions (outside the best range) the limits would not have alarmed on' }),
});

export const SuggestionSchema = Type.Object({
  paramKey: Type.String(),
  paramName: Type.String(),
  unit: Nullable(Type.String()),
  isHigh: Type.Integer(),
  count: Type.Integer({ description: 'valid readings in the window' }),
  current: Type.Object({ min: Nullable(Measure()), max: Nullable(Measure()) }),
  suggested: Type.Object({ min: Nullable(Measure()), max: Nullable(Measure()) }),
  percentiles: Type.Object({ p1: Measure(), p5: Measure(), p50: Measure(), p95: Measure(), p99: Measure() }),
  histogram: Type.Array(Type.Object({ from: Measure(), to: Measure(), count: Type.Integer() })),
  backtest: Type.Object({ current: Counts, suggested: Counts, excursions: Type.Integer() }),
});
export type Suggestion = Static<typeof SuggestionSchema>;
export const SuggestResultSchema = Type.Object({ days: Type.Integer(), rows: Type.Array(SuggestionSchema) });
export type SuggestResult = Static<typeof SuggestResultSchema>;

export const ApplyBodySchema = Type.Object({
  deviceId: DeviceId,
  paramKey: ParamKey,
  days: Days,
});
export type ApplyBody = Static<typeof ApplyBodySchema>;
export const ApplyResultSchema = Type.Object({ deviceId: Type.String(), paramKey: Type.String(), min: Nullable(Measure()), max: Nullable(Measure()) });

export const PmReasonSchema = Type.Object({
  code: OneOf(['run_hours', 'alarms', 'offline', 'drift', 'days'] as const),
  value: Measure(),
  limit: Measure(),
  text: Type.String({ description: "in the caller's language" }),
});
export const PmItemSchema = Type.Object({
  deviceId: Type.String(),
  deviceName: Type.String(),
  deviceType: Type.String(),
  state: OneOf(PM_STATES),
  /** The largest share of any limit used up (1 = due). */
  load: Type.Number(),
  reasons: Type.Array(PmReasonSchema),
  lastMaintenance: Nullable(Type.String({ format: 'date-time' })),
});
export type PmItem = Static<typeof PmItemSchema>;
export const PmBodySchema = Type.Object({ deviceId: Type.Optional(DeviceId) });

export const CompleteBodySchema = Type.Object({
  deviceId: DeviceId,
  content: Type.String({ minLength: 1, maxLength: OPTIMISATION_LIMITS.content, pattern: '\\S' }),
  done_at: EpochMs(),
  measures: Type.Optional(Nullable(Text(OPTIMISATION_LIMITS.measures))),
  note: Type.Optional(Nullable(Text(OPTIMISATION_LIMITS.note))),
  handler: Type.String({ minLength: 1, maxLength: OPTIMISATION_LIMITS.handler, pattern: '\\S' }),
});
export type CompleteBody = Static<typeof CompleteBodySchema>;
export const MaintenanceRecordSchema = Type.Object({
  id: BigId(),
  device_id: Type.String(),
  content: Type.String(),
  done_at: Type.String({ format: 'date-time' }),
  measures: Nullable(Type.String()),
  note: Nullable(Type.String()),
  handler: Type.String(),
});
export type MaintenanceRecord = Static<typeof MaintenanceRecordSchema>;

/**
 * Optimisation (/operation, no menu code): reads and the user's own dismissals and maintenance
 * records need a session and answer devices in the caller's scope; applying a suggestion writes
 * the parameter configuration (8007).
 */
export const OPTIMISATION_ENDPOINTS = {
  tips: endpoint({ method: 'POST', path: '/optimisation/tips', body: TipsBodySchema, data: Type.Array(TipSchema), access: 'session' }),
  dismiss: endpoint({ method: 'POST', path: '/optimisation/tips/dismiss', body: DismissBodySchema, data: DismissResultSchema, access: 'session' }),
  suggestions: endpoint({ method: 'POST', path: '/optimisation/suggestions', body: SuggestBodySchema, data: SuggestResultSchema, access: 'session' }),
  apply: endpoint({ method: 'POST', path: '/optimisation/suggestions/apply', body: ApplyBodySchema, data: ApplyResultSchema, access: 'paramConfig' }),
  pm: endpoint({ method: 'POST', path: '/optimisation/pm', body: PmBodySchema, data: Type.Array(PmItemSchema), access: 'session' }),
  complete: endpoint({ method: 'POST', path: '/optimisation/pm/complete', body: CompleteBodySchema, data: MaintenanceRecordSchema, access: 'session' }),
};
