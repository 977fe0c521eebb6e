import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';
import { BigId, Nullable, OneOf, Page } from '../schema-bounds';

/**
 * Incidents (issue 36): alarms that share a cause, shown first in the bell, the message center and
 * the home page, acknowledged as one. Listed to whoever sees the company's alarms.
 */
export const INCIDENT_CAUSES = ['site_offline', 'flapping', 'rule_repeat', 'single'] as const;
export const INCIDENT_SEVERITIES = ['critical', 'major', 'minor'] as const;
export const INCIDENT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
/** The list's filter: active = not resolved (open or acknowledged). */
export const INCIDENT_STATUS_FILTERS = ['active', 'open', 'acknowledged', 'resolved', 'all'] as const;
export const INCIDENT_EVENT_KINDS = [
  'opened', 'alarm_joined', 'step_started', 'delivered', 'delivery_failed', 'held_quiet', 'acknowledged', 'resolved',
] as const;

export const IncidentRowSchema = Type.Object({
  id: Type.Integer(),
  tenant_id: Type.Integer(),
  site_id: Nullable(Type.Integer()),
  cause: OneOf(INCIDENT_CAUSES),
  severity: OneOf(INCIDENT_SEVERITIES),
  title: Type.String(),
  title_en: Type.String(),
  status: OneOf(INCIDENT_STATUSES),
  opened_at: Type.Number({ description: 'epoch ms' }),
  last_alarm_at: Type.Number({ description: 'epoch ms' }),
  alarm_count: Type.Integer({ description: 'alarms, offline devices and rule firings joined' }),
  acked_at: Nullable(Type.Number()),
  acked_by: Nullable(Type.String({ description: 'real name or account of who acknowledged it' })),
  acked_via: Nullable(OneOf(['console', 'link'] as const)),
  resolved_at: Nullable(Type.Number()),
});
export type IncidentRow = Static<typeof IncidentRowSchema>;

export const IncidentListQuerySchema = Type.Object({
  status: Type.Optional(OneOf(INCIDENT_STATUS_FILTERS, { default: 'active' })),
  page: Type.Optional(Page()),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
});

export const IncidentListSchema = Type.Object({
  rows: Type.Array(IncidentRowSchema),
  total: Type.Integer(),
  /** Open (not acknowledged, not resolved) incidents of the caller's companies, whatever the filter: the bell's figure. */
  open: Type.Integer(),
});
export type IncidentList = Static<typeof IncidentListSchema>;

export const IncidentIdParamsSchema = Type.Object({ id: BigId() });

export const IncidentAlarmSchema = Type.Object({
  id: Type.Integer(),
  device_id: Type.String(),
  device_name: Type.String(),
  param_key: Nullable(Type.String()),
  kind: Type.String(),
  direction: Type.String(),
  value: Nullable(Type.Number()),
  raised_at: Type.Number(),
  cleared_at: Nullable(Type.Number()),
});

export const IncidentEventSchema = Type.Object({
  id: Type.Integer(),
  at: Type.Number({ description: 'epoch ms' }),
  kind: OneOf(INCIDENT_EVENT_KINDS),
  detail: Type.Record(Type.String(), Type.Unknown()),
});
export type IncidentHistoryEvent = Static<typeof IncidentEventSchema>;

export const IncidentDetailSchema = Type.Object({
  incident: IncidentRowSchema,
  /** The alarm rows joined (devices the caller may see). */
  alarms: Type.Array(IncidentAlarmSchema),
  /** Devices that went offline into it, with whether they still are. */
  offline: Type.Array(Type.Object({ device_id: Type.String(), device_name: Type.String(), offline: Type.Boolean() })),
  history: Type.Array(IncidentEventSchema),
});
export type IncidentDetail = Static<typeof IncidentDetailSchema>;

/**
 * An acknowledgement answers 200 either way: `acknowledged` for the one that stopped it, `already`
 * when someone (or a link) acknowledged it first or it resolved: not an error for the second operator.
 */
export const IncidentAckSchema = Type.Object({
  outcome: OneOf(['acknowledged', 'already'] as const),
  incident: IncidentRowSchema,
});

export const INCIDENT_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: '/incidents', query: IncidentListQuerySchema, data: IncidentListSchema, access: 'alarmsView' }),
  one: endpoint({ method: 'GET', path: '/incidents/:id', params: IncidentIdParamsSchema, data: IncidentDetailSchema, access: 'alarmsView' }),
  acknowledge: endpoint({ method: 'POST', path: '/incidents/:id/ack', params: IncidentIdParamsSchema, data: IncidentAckSchema, access: 'alarmsView' }),
};
