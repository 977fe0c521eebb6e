import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import type { RuleDef } from '../../../../shared/contract/rule-types';
import './rule-tables';
import '../../../db/core-tables';

function selectRules(db: Kysely<DB>) {
  return db
    .selectFrom('rules')
    .innerJoin('companies', 'companies.id', 'rules.tenant_id')
    .selectAll('rules')
    .select('companies.timezone');
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRules>['executeTakeFirstOrThrow']>>;

export function toRuleDef(row: Row): RuleDef {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    timezone: row.timezone,
    name: row.name,
    triggers: row.triggers,
    actions: row.actions,
    delayS: row.delay_s,
    intervalS: row.warning_interval_s,
    notifyUsers: row.notify_users ?? [],
    enabled: row.enabled,
    lastFiredAt: row.last_fired_at ? new Date(row.last_fired_at).getTime() : null,
  };
}

/** Every enabled rule, as the engine evaluates them. */
export async function loadEnabledRules(db: Kysely<DB>): Promise<RuleDef[]> {
  const rows = await selectRules(db).where('rules.enabled', '=', true).execute();
  return rows.map(toRuleDef);
}

export async function loadRule(db: Kysely<DB>, id: number): Promise<RuleDef | undefined> {
  const row = await selectRules(db).where('rules.id', '=', id).executeTakeFirst();
  return row ? toRuleDef(row) : undefined;
}
