import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import './engine/rule-tables';
import '../../db/core-tables';

export function selectRuleRows(db: Kysely<DB>, tenants: 'all' | number[]) {
  let query = db
    .selectFrom('rules')
    .leftJoin('companies', 'companies.id', 'rules.tenant_id')
    .selectAll('rules')
    .select('companies.name as tenant_name');
  if (tenants !== 'all') query = query.where('rules.tenant_id', 'in', tenants.length ? tenants : [-1]);
  return query;
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

export function selectHistory(db: Kysely<DB>, tenants: 'all' | number[], ruleId?: number) {
  let query = db.selectFrom('rule_history').innerJoin('rules', 'rules.id', 'rule_history.rule_id');
  if (tenants !== 'all') query = query.where('rule_history.tenant_id', 'in', tenants.length ? tenants : [-1]);
  if (ruleId) query = query.where('rule_history.rule_id', '=', ruleId);
  return query;
}
