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

/** Records a forecast trigger's firing for a night; false when it was recorded already (once per night, across restarts and instances). */
export async function markForecastFired(db: Kysely<DB>, ruleId: number, deviceId: string, night: number): Promise<boolean> {
  const row = await db
    .insertInto('rule_forecast_firings')
    .values({ rule_id: ruleId, device_id: deviceId, night: new Date(night) })
    .onConflict((oc) => oc.doNothing())
    .returning('rule_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The forecast firings of the nights ending after `since`. */
export async function forecastFiredSince(db: Kysely<DB>, since: number): Promise<{ ruleId: number; deviceId: string; night: number }[]> {
  const rows = await db.selectFrom('rule_forecast_firings').select(['rule_id', 'device_id', 'night']).where('night', '>', new Date(since)).execute();
  return rows.map((r) => ({ ruleId: r.rule_id, deviceId: r.device_id, night: new Date(r.night).getTime() }));
}
