import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import './engine/rule-tables';
import '../../db/core-tables';

/** The column a rule's devices are read under: pass the scope's whereDeviceVisible(RULE_DEVICE). */
export const RULE_DEVICE = 'rule_devices.device_id';

/**
 * Which rules the caller may see: `tenant` is the scope's whereTenant over the query's tenant
 * column, `device` its whereDeviceVisible(RULE_DEVICE).
 */
export interface RuleVisibility {
  tenant: Expression<SqlBool>;
  device: Expression<SqlBool>;
}

/**
 * Every device the rule reads or commands is one `device` lets through: those its triggers and
 * actions name, and every device of its company when an event trigger names none ("any device").
 * A device purged since is neither read nor commanded any more, so it hides nothing: the company
 * can still see and delete a rule left naming it.
 */
function readsOnlyVisibleDevices(device: Expression<SqlBool>): Expression<SqlBool> {
  const named = sql<SqlBool>`not exists (
    select 1 from jsonb_to_recordset(rules.triggers || rules.actions) as named(device_id text)
    join devices as rule_devices on rule_devices.device_id = named.device_id
    where not ${device})`;
  const anyDevice = sql<SqlBool>`exists (
    select 1 from jsonb_to_recordset(rules.triggers) as any_trigger(type text, device_id text)
    where any_trigger.type = 'event' and any_trigger.device_id is null)`;
  const everyDevice = sql<SqlBool>`not exists (
    select 1 from devices as rule_devices where rule_devices.tenant_id = rules.tenant_id and not ${device})`;
  return sql<SqlBool>`(${named} and (not ${anyDevice} or ${everyDevice}))`;
}

export function selectRuleRows(db: Kysely<DB>, visible: RuleVisibility) {
  return db
    .selectFrom('rules')
    .leftJoin('companies', 'companies.id', 'rules.tenant_id')
    .selectAll('rules')
    .select('companies.name as tenant_name')
    .where(visible.tenant)
    .where(readsOnlyVisibleDevices(visible.device));
}

export type RuleRow = Awaited<ReturnType<ReturnType<typeof selectRuleRows>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Dates as ISO text: the /rule answer is a union, which the serializer matches on plain JSON values. */
export function toRuleView(row: RuleRow) {
  const { created_by: _by, ...rest } = row;
  return {
    ...rest,
    notify_users: row.notify_users ?? [],
    last_fired_at: iso(row.last_fired_at),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}

/** The firings of the rules the caller may see (`visible.tenant` over 'rule_history.tenant_id'). */
export function selectHistory(db: Kysely<DB>, visible: RuleVisibility, ruleId?: number) {
  let query = db
    .selectFrom('rule_history')
    .innerJoin('rules', 'rules.id', 'rule_history.rule_id')
    .where(visible.tenant)
    .where(readsOnlyVisibleDevices(visible.device));
  if (ruleId) query = query.where('rule_history.rule_id', '=', ruleId);
  return query;
}
