import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import '../../../db/incident-tables';
import '../../../db/alarm-tables';
import type { Grouping, Severity, Titles } from './grouping';

/** What joins an incident: an alarm, a device gone offline, or a rule firing. */
export interface Join extends Grouping, Titles {
  tenantId: number;
  siteId: number | null;
  severity: Severity;
  at: Date;
  /** How many alarms this adds (0 for a rule firing that joins the incident of the alarm that fired it). */
  count: 0 | 1;
  alarmId?: number;
  /** The history line: { alarmId, deviceId, paramKey, kind, offline, ruleId, ruleName }; its deviceId is recorded in incident_devices. */
  detail: Record<string, unknown>;
}

export interface Joined {
  id: number;
  opened: boolean;
  siteId: number | null;
  severity: Severity;
}

/**
 * Joins the open incident of the group key, or opens it, in one statement: the partial unique
 * index (one open incident per company and key) makes two instances or two listeners racing on
 * the same key land on the same row. The incident's cause moves from `single` to the key's repeat
 * cause (flapping, rule_repeat) when a second alarm joins; the severity is the graver of the two.
 */
export async function joinIncident(db: Kysely<DB>, join: Join): Promise<Joined> {
  return db.transaction().execute(async (trx) => {
    const at = join.at.toISOString();
    // A rule's firing names its rule: the first one the incident hears of chooses its ladder (migration 0331).
    const ruleId = typeof join.detail.ruleId === 'number' ? join.detail.ruleId : null;
    const { rows } = await sql<{ id: number; inserted: boolean; site_id: number | null; severity: Severity }>`
      insert into incidents (tenant_id, site_id, cause, group_key, severity, title, title_en, opened_at, last_alarm_at, alarm_count, settle_s, rule_id)
      values (${join.tenantId}, ${join.siteId}, ${join.cause}, ${join.groupKey}, ${join.severity}, ${join.title}, ${join.title_en},
              ${at}::timestamptz, ${at}::timestamptz, ${join.count}, ${join.settleS},
              (select id from rules where id = ${ruleId}::integer and tenant_id = ${join.tenantId}))
      on conflict (tenant_id, group_key) where resolved_at is null do update set
        rule_id = coalesce(incidents.rule_id, excluded.rule_id),
        last_alarm_at = greatest(incidents.last_alarm_at, excluded.last_alarm_at),
        alarm_count = incidents.alarm_count + excluded.alarm_count,
        quiet_since = null,
        cause = case when incidents.cause = 'single' and excluded.alarm_count > 0 and incidents.alarm_count > 0
                     then ${join.repeatCause} else incidents.cause end,
        severity = case when array_position(array['minor','major','critical'], excluded.severity)
                           > array_position(array['minor','major','critical'], incidents.severity)
                        then excluded.severity else incidents.severity end
      returning id, (xmax = 0) as inserted, site_id, severity`.execute(trx);
    const row = rows[0];
    if (join.alarmId !== undefined) {
      await trx.insertInto('incident_alarms').values({ incident_id: row.id, alarm_id: join.alarmId }).onConflict((oc) => oc.doNothing()).execute();
    }
    // The device it involves (an alarm's, an offline one's, a firing's), if it still exists: a customer sees the incident by it.
    const deviceId = join.detail.deviceId;
    if (typeof deviceId === 'string') {
      await sql`insert into incident_devices (incident_id, device_id)
        select ${row.id}, device_id from devices where device_id = ${deviceId}
        on conflict do nothing`.execute(trx);
    }
    const events = [
      ...(row.inserted ? [{ incident_id: row.id, kind: 'opened' as const, at: join.at, detail: JSON.stringify({ cause: join.cause, groupKey: join.groupKey }) }] : []),
      { incident_id: row.id, kind: 'alarm_joined' as const, at: join.at, detail: JSON.stringify(join.detail) },
    ];
    await trx.insertInto('incident_events').values(events).execute();
    return { id: Number(row.id), opened: row.inserted, siteId: row.site_id, severity: row.severity };
  });
}

/**
 * Claims the delivery of an incident to one recipient on one channel at one step: true for the
 * one caller that may send it, false when it was sent (or is being sent) already.
 */
export async function claimDelivery(db: Kysely<DB>, incidentId: number, channel: string, recipient: string, step: number): Promise<boolean> {
  const row = await db
    .insertInto('incident_deliveries')
    .values({ incident_id: incidentId, channel, recipient, step })
    .onConflict((oc) => oc.doNothing())
    .returning('incident_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a claim back after a failed send, so that the next firing may try that recipient again. */
export async function releaseDelivery(db: Kysely<DB>, incidentId: number, channel: string, recipient: string, step: number): Promise<void> {
  await db
    .deleteFrom('incident_deliveries')
    .where('incident_id', '=', incidentId)
    .where('channel', '=', channel)
    .where('recipient', '=', recipient)
    .where('step', '=', step)
    .execute();
}

export async function recordEvent(db: Kysely<DB>, incidentId: number, kind: 'delivered' | 'delivery_failed', detail: Record<string, unknown>): Promise<void> {
  await db.insertInto('incident_events').values({ incident_id: incidentId, kind, detail: JSON.stringify(detail) }).execute();
}

export interface OpenIncident {
  id: number;
  tenant_id: number;
  site_id: number | null;
  severity: Severity;
  settle_s: number;
  last_alarm_at: Date;
  quiet_since: Date | null;
  /** Joined alarms not cleared, and joined offline devices still offline. */
  outstanding: number;
}

/**
 * The open (or acknowledged, not resolved) incidents with what of them is outstanding, from the
 * tables: nothing is kept in memory, so a restart finds them as they were. `ids` narrows it.
 */
export async function openIncidents(db: Kysely<DB>, ids?: number[]): Promise<OpenIncident[]> {
  if (ids && ids.length === 0) return [];
  const { rows } = await sql<OpenIncident>`
    select i.id, i.tenant_id, i.site_id, i.severity, i.settle_s, i.last_alarm_at, i.quiet_since,
      (select count(*) from incident_alarms ia join alarms a on a.id = ia.alarm_id
        where ia.incident_id = i.id and a.cleared_at is null)::int
      + (select count(distinct e.detail->>'deviceId') from incident_events e
          join devices d on d.device_id = e.detail->>'deviceId'
          where e.incident_id = i.id and e.kind = 'alarm_joined' and e.detail->>'offline' = 'true'
            and d.status = 'offline' and d.deleted_at is null)::int as outstanding
    from incidents i
    where i.resolved_at is null ${ids ? sql`and i.id = any(${ids}::bigint[])` : sql``}`.execute(db);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The open incidents an alarm or an offline device joined: checked again when it clears. */
export async function incidentsOfAlarm(db: Kysely<DB>, alarmId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('incident_alarms')
    .innerJoin('incidents', 'incidents.id', 'incident_alarms.incident_id')
    .select('incidents.id')
    .where('incident_alarms.alarm_id', '=', alarmId)
    .where('incidents.resolved_at', 'is', null)
    .execute();
  return rows.map((r) => Number(r.id));
}

export async function incidentsOfOfflineDevice(db: Kysely<DB>, tenantId: number, deviceId: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select distinct i.id from incidents i join incident_events e on e.incident_id = i.id
    where i.tenant_id = ${tenantId} and i.resolved_at is null and e.kind = 'alarm_joined'
      and e.detail->>'deviceId' = ${deviceId} and e.detail->>'offline' = 'true'`.execute(db);
  return rows.map((r) => Number(r.id));
}

export async function markQuiet(db: Kysely<DB>, id: number, quiet: Date | null): Promise<void> {
  await db.updateTable('incidents').set({ quiet_since: quiet }).where('id', '=', id).where('resolved_at', 'is', null).execute();
}

/**
 * The open incident of a key whose last alarm came at or before `before`, if any: a rule's own
 * incident that a firing one warning interval later no longer joins (the spec's reminder).
 */
export async function staleIncident(db: Kysely<DB>, tenantId: number, groupKey: string, before: Date) {
  return db
    .selectFrom('incidents')
    .select(['id', 'tenant_id', 'site_id', 'severity'])
    .where('tenant_id', '=', tenantId)
    .where('group_key', '=', groupKey)
    .where('resolved_at', 'is', null)
    .where('last_alarm_at', '<=', before)
    .executeTakeFirst();
}

/** Resolves an incident if still unresolved, with its history line; true when this call did. */
export async function resolveIncident(db: Kysely<DB>, id: number, at: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('incidents')
      .set({ status: 'resolved', resolved_at: at })
      .where('id', '=', id)
      .where('resolved_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await trx.insertInto('incident_events').values({ incident_id: id, kind: 'resolved', at, detail: JSON.stringify({}) }).execute();
    return true;
  });
}

/** The devices an incident involves (where a customer's push of it goes). */
export async function devicesOfIncident(db: Kysely<DB>, incidentId: number): Promise<string[]> {
  const rows = await db.selectFrom('incident_devices').select('device_id').where('incident_id', '=', incidentId).execute();
  return rows.map((r) => r.device_id);
}
