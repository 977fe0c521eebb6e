import type { Expression, Kysely, SqlBool } from 'kysely';
import type { DB } from '../../db/types';
import './engine/rule-tables';
import '../../db/core-tables';

/** `visibleTenant`: the scope's whereTenant('rules.tenant_id'). */
export function selectRuleRows(db: Kysely<DB>, visibleTenant: Expression<SqlBool>) {
  return db
    .selectFrom('rules')
    .leftJoin('companies', 'companies.id', 'rules.tenant_id')
    .selectAll('rules')
    .select('companies.name as tenant_name')
    .where(visibleTenant);
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

/** `visibleTenant`: the scope's whereTenant('rule_history.tenant_id'). */
export function selectHistory(db: Kysely<DB>, visibleTenant: Expression<SqlBool>, ruleId?: number) {
  let query = db.selectFrom('rule_history').innerJoin('rules', 'rules.id', 'rule_history.rule_id').where(visibleTenant);
  if (ruleId) query = query.where('rule_history.rule_id', '=', ruleId);
  return query;
}
