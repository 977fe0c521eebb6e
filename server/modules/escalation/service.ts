import { sql, type Kysely } from 'kysely';
import type { RequestScope } from '../../auth/request-scope';
import { badRequest, conflict, notFound } from '../../http/app-error';
import type { DB } from '../../db/types';
import type { DutyRoster, DutyRosterBody, EscalationPolicy, EscalationPolicyBody, EscalationStep } from '../../../shared/contract/api/escalation';
import './tables';
import './messages';

type Policy = EscalationPolicy;

const columns = ['id', 'tenant_id', 'site_id', 'rule_id', 'name', 'steps', 'quiet_start', 'quiet_end', 'updated_at'] as const;

function toPolicy(row: { id: number; tenant_id: number; site_id: number | null; rule_id: number | null; name: string; steps: unknown; quiet_start: number | null; quiet_end: number | null; updated_at: Date }): Policy {
  return { ...row, steps: row.steps as EscalationStep[], updated_at: row.updated_at.toISOString() };
}

/** The company's ladders: its default first, then its sites', then its rules'. */
export async function listPolicies(scope: RequestScope, tenantId: number | undefined): Promise<Policy[]> {
  const rows = await scope.db
    .selectFrom('escalation_policies')
    .select(columns)
    .where(scope.whereTenant('escalation_policies.tenant_id'))
    .where(scope.whereChosenCompany('escalation_policies.tenant_id', tenantId))
    .orderBy('tenant_id')
    .orderBy(sql`rule_id nulls first`)
    .orderBy(sql`site_id nulls first`)
    .orderBy('id')
    .execute();
  return rows.map(toPolicy);
}

async function requirePolicy(scope: RequestScope, id: number) {
  const row = await scope.db.selectFrom('escalation_policies').select(columns).where('id', '=', id).where(scope.whereTenant('escalation_policies.tenant_id')).executeTakeFirst();
  if (!row) throw notFound('escalation_policy_not_found');
  return row;
}

/** Ids of `ids` that are not rows of the company in `table`. */
async function strangers(db: Kysely<DB>, table: 'alarm_contacts' | 'users' | 'sites' | 'rules', tenantId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.selectFrom(table).select('id').where('tenant_id', '=', tenantId).where('id', 'in', [...ids]).execute();
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** A ladder is only as good as its people: every step reaches someone of the policy's company. */
async function checkBody(db: Kysely<DB>, tenantId: number, body: EscalationPolicyBody): Promise<void> {
  const quietStart = body.quiet_start ?? null;
  const quietEnd = body.quiet_end ?? null;
  if ((quietStart === null) !== (quietEnd === null) || (quietStart !== null && quietStart === quietEnd)) throw badRequest('escalation_quiet_pair');
  for (const [i, step] of body.steps.entries()) {
    if (!step.duty && step.contact_ids.length === 0 && step.user_ids.length === 0) throw badRequest('escalation_step_empty', { step: i + 1 });
  }
  const [contact] = await strangers(db, 'alarm_contacts', tenantId, [...new Set(body.steps.flatMap((s) => s.contact_ids))]);
  if (contact) throw badRequest('escalation_contact_unknown', { id: contact });
  const [user] = await strangers(db, 'users', tenantId, [...new Set(body.steps.flatMap((s) => s.user_ids))]);
  if (user) throw badRequest('escalation_user_unknown', { id: user });
  const [site] = await strangers(db, 'sites', tenantId, body.site_id ? [body.site_id] : []);
  if (site) throw badRequest('escalation_site_unknown', { id: site });
  if (body.site_id && body.rule_id) throw badRequest('escalation_one_binding');
  // A rule of another company is refused as unknown, saying nothing of it.
  const [rule] = await strangers(db, 'rules', tenantId, body.rule_id ? [body.rule_id] : []);
  if (rule) throw badRequest('escalation_rule_unknown', { id: rule });
}

const valuesOf = (body: EscalationPolicyBody) => ({
  name: body.name.trim(),
  site_id: body.site_id ?? null,
  rule_id: body.rule_id ?? null,
  steps: JSON.stringify(body.steps),
  quiet_start: body.quiet_start ?? null,
  quiet_end: body.quiet_end ?? null,
});

function takenOr(error: unknown): never {
  if ((error as { code?: string }).code === '23505') throw conflict('escalation_policy_taken');
  throw error;
}

export async function createPolicy(scope: RequestScope, body: EscalationPolicyBody): Promise<Policy> {
  const tenantId = await scope.companyForNew(body.tenant_id);
  await checkBody(scope.db, tenantId, body);
  const row = await scope.db
    .insertInto('escalation_policies')
    .values({ tenant_id: tenantId, ...valuesOf(body) })
    .returning(columns)
    .executeTakeFirstOrThrow()
    .catch(takenOr);
  return toPolicy(row);
}

/** Replaces the ladder; its company stays the one it was made in. */
export async function updatePolicy(scope: RequestScope, id: number, body: EscalationPolicyBody): Promise<Policy> {
  const policy = await requirePolicy(scope, id);
  await checkBody(scope.db, policy.tenant_id, body);
  const row = await scope.db
    .updateTable('escalation_policies')
    .set({ ...valuesOf(body), updated_at: sql<Date>`now()` })
    .where('id', '=', policy.id)
    .returning(columns)
    .executeTakeFirstOrThrow()
    .catch(takenOr);
  return toPolicy(row);
}

/** Deletes the ladder; incidents climbing it stop at their next step (their policy is gone). */
export async function removePolicy(scope: RequestScope, id: number): Promise<void> {
  const policy = await requirePolicy(scope, id);
  await scope.db.deleteFrom('escalation_policies').where('id', '=', policy.id).execute();
}

async function readRoster(db: Kysely<DB>, tenantId: number): Promise<DutyRoster> {
  const shifts = await db.selectFrom('escalation_duty').select(['user_id', 'weekday', 'start_hour', 'end_hour']).where('tenant_id', '=', tenantId).orderBy('weekday').orderBy('start_hour').orderBy('id').execute();
  return { tenant_id: tenantId, shifts };
}

/** The company's roster: the named one the caller sees, else the caller's own. */
export async function roster(scope: RequestScope, tenantId: number | undefined): Promise<DutyRoster> {
  return readRoster(scope.db, await scope.companyForNew(tenantId));
}

/** Replaces the company's whole roster in one transaction. */
export async function saveRoster(scope: RequestScope, body: DutyRosterBody): Promise<DutyRoster> {
  const tenantId = await scope.companyForNew(body.tenant_id);
  if (body.shifts.some((s) => s.end_hour <= s.start_hour)) throw badRequest('escalation_shift_hours');
  const [user] = await strangers(scope.db, 'users', tenantId, [...new Set(body.shifts.map((s) => s.user_id))]);
  if (user) throw badRequest('escalation_user_unknown', { id: user });
  await scope.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('escalation_duty').where('tenant_id', '=', tenantId).execute();
    if (body.shifts.length > 0) await trx.insertInto('escalation_duty').values(body.shifts.map((s) => ({ tenant_id: tenantId, ...s }))).execute();
  });
  return readRoster(scope.db, tenantId);
}
