import { Type, type Static } from 'typebox';
import { endpoint, FILE_ANSWER } from '../endpoint';
import { Id, Nullable, OneOf } from '../schema-bounds';

/** Bounds of a ladder (issue 36 item 2): a few steps, each waiting a minute to a day before the next. */
export const ESCALATION_LIMITS = {
  stepsMax: 10,
  recipientsMax: 50,
  waitMin: 60,
  waitMax: 86_400,
  nameMax: 50,
  shiftsMax: 200,
  /** A minute of the local day (quiet hours). */
  minuteMax: 1439,
} as const;

export const ESCALATION_CHANNELS = ['sms', 'phone', 'wechat', 'email'] as const;
export type EscalationChannel = (typeof ESCALATION_CHANNELS)[number];

const Ids = Type.Array(Id(), { maxItems: ESCALATION_LIMITS.recipientsMax, uniqueItems: true });
const Minute = Type.Integer({ minimum: 0, maximum: ESCALATION_LIMITS.minuteMax });

/** One rung: who is told through which channel, and how long nobody answering waits before the next. */
export const EscalationStepSchema = Type.Object(
  {
    channel: OneOf(ESCALATION_CHANNELS),
    contact_ids: Ids,
    user_ids: Ids,
    /** Also whoever the duty roster has on duty when the step runs. */
    duty: Type.Boolean(),
    wait_s: Type.Integer({ minimum: ESCALATION_LIMITS.waitMin, maximum: ESCALATION_LIMITS.waitMax, 'x-message': 'escalation_wait_range' }),
  },
  { additionalProperties: false },
);
export type EscalationStep = Static<typeof EscalationStepSchema>;

export const EscalationPolicySchema = Type.Object({
  id: Type.Integer(),
  tenant_id: Type.Integer(),
  /** Null: the company's default ladder, for every site without its own. */
  site_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The alarm rule whose incidents climb it first (then site_id is null); null for a site's or the default. */
  rule_id: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  steps: Type.Array(EscalationStepSchema),
  quiet_start: Type.Union([Type.Integer(), Type.Null()]),
  quiet_end: Type.Union([Type.Integer(), Type.Null()]),
  updated_at: Type.String({ format: 'date-time' }),
});
export type EscalationPolicy = Static<typeof EscalationPolicySchema>;

export const EscalationPolicyBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: ESCALATION_LIMITS.nameMax, pattern: '\\S', 'x-message': 'escalation_name_required' }),
    site_id: Type.Optional(Nullable(Id())),
    /** An alarm rule of the same company; not with site_id. */
    rule_id: Type.Optional(Nullable(Id())),
    steps: Type.Array(EscalationStepSchema, { minItems: 1, maxItems: ESCALATION_LIMITS.stepsMax, 'x-message': 'escalation_steps_required' }),
    quiet_start: Type.Optional(Nullable(Minute)),
    quiet_end: Type.Optional(Nullable(Minute)),
    tenant_id: Type.Optional(Id({ description: "defaults to the caller's company; fixed after" })),
  },
  { additionalProperties: false },
);
export type EscalationPolicyBody = Static<typeof EscalationPolicyBodySchema>;

/** A shift: a user on duty on a weekday (0 Sunday .. 6 Saturday), hours [start_hour, end_hour) in the company's zone. */
export const DutyShiftSchema = Type.Object(
  {
    user_id: Id(),
    weekday: Type.Integer({ minimum: 0, maximum: 6 }),
    start_hour: Type.Integer({ minimum: 0, maximum: 23 }),
    end_hour: Type.Integer({ minimum: 1, maximum: 24 }),
  },
  { additionalProperties: false },
);
export type DutyShift = Static<typeof DutyShiftSchema>;

export const DutyRosterSchema = Type.Object({
  tenant_id: Type.Integer(),
  shifts: Type.Array(DutyShiftSchema),
});
export type DutyRoster = Static<typeof DutyRosterSchema>;

export const DutyRosterBodySchema = Type.Object(
  {
    shifts: Type.Array(DutyShiftSchema, { maxItems: ESCALATION_LIMITS.shiftsMax }),
    tenant_id: Type.Optional(Id()),
  },
  { additionalProperties: false },
);
export type DutyRosterBody = Static<typeof DutyRosterBodySchema>;

const CompanyQuery = Type.Object({ tenant_id: Type.Optional(Id()) });
const IdParams = Type.Object({ id: Id() });
/** `<payload>.<signature>`, both base64url. */
const AckParams = Type.Object({ token: Type.String({ minLength: 3, maxLength: 400, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' }) });

/**
 * Escalation (alarm contacts' code, 8002): a company's ladders, its duty roster, and the public
 * page a signed link in every ladder message opens to acknowledge the incident without logging in.
 */
export const ESCALATION_ENDPOINTS = {
  policies: endpoint({ method: 'GET', path: '/escalationPolicies', query: CompanyQuery, data: Type.Array(EscalationPolicySchema), access: 'alarmContacts' }),
  createPolicy: endpoint({ method: 'POST', path: '/escalationPolicies', body: EscalationPolicyBodySchema, data: EscalationPolicySchema, access: 'alarmContacts' }),
  updatePolicy: endpoint({ method: 'PUT', path: '/escalationPolicies/:id', params: IdParams, body: EscalationPolicyBodySchema, data: EscalationPolicySchema, access: 'alarmContacts' }),
  removePolicy: endpoint({ method: 'DELETE', path: '/escalationPolicies/:id', params: IdParams, data: Type.Null(), access: 'alarmContacts' }),
  roster: endpoint({ method: 'GET', path: '/escalationRoster', query: CompanyQuery, data: DutyRosterSchema, access: 'alarmContacts' }),
  saveRoster: endpoint({ method: 'PUT', path: '/escalationRoster', body: DutyRosterBodySchema, data: DutyRosterSchema, access: 'alarmContacts' }),
  ackPage: endpoint({ method: 'GET', path: '/escalation/ack/:token', params: AckParams, data: FILE_ANSWER, produces: ['text/html'], access: 'public' }),
  ack: endpoint({ method: 'POST', path: '/escalation/ack/:token', params: AckParams, data: FILE_ANSWER, produces: ['text/html'], access: 'public' }),
};
