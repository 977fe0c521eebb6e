import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import '../../../db/alarm-tables';

export interface NewAlarm {
  device_id: string;
  tenant_id: number;
  param_key: string | null;
  kind: 'warning' | 'fault' | 'forecast';
  direction: 'high' | 'low' | 'offline';
  value: number | null;
  threshold: number | null;
  at: Date;
  notify_count: number;
}

export interface ActiveAlarmRow {
  id: number;
  device_id: string;
  param_key: string | null;
  kind: 'warning' | 'fault';
  direction: 'high' | 'low' | 'offline';
  notify_count: number;
  last_notified_at: Date | null;
  acked_at: Date | null;
}

/**
 * Clears the active offline faults raised by silence before presence followed readings (issue 16):
 * silence is no longer a fault, and nothing else would clear them. Returns how many.
 */
export async function clearSilenceFaults(db: Kysely<DB>): Promise<number> {
  const result = await db
    .updateTable('alarms')
    .set({ cleared_at: new Date() })
    .where('cleared_at', 'is', null)
    .where('kind', '=', 'fault')
    .where('direction', '=', 'offline')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The active alarms, to restore the engine's state after a restart (hypoxia forecasts are the forecast watch's). */
export function loadActive(db: Kysely<DB>): Promise<ActiveAlarmRow[]> {
  return db
    .selectFrom('alarms')
    .select(['id', 'device_id', 'param_key', 'kind', 'direction', 'notify_count', 'last_notified_at', 'acked_at'])
    .where('cleared_at', 'is', null)
    .where('kind', '!=', 'forecast')
    .execute() as Promise<ActiveAlarmRow[]>;
}

/**
 * Inserts an active alarm unless one is already active for the series (unique partial index);
 * returns the new id, or null when another writer got there first.
 */
export async function insertActive(db: Kysely<DB>, alarm: NewAlarm): Promise<number | null> {
  const result = await sql<{ id: number }>`insert into alarms
      (device_id, tenant_id, param_key, kind, direction, value, threshold, raised_at, last_value, last_ts,
       notify_count, last_notified_at)
    values (${alarm.device_id}, ${alarm.tenant_id}, ${alarm.param_key}, ${alarm.kind}, ${alarm.direction},
            ${alarm.value}, ${alarm.threshold}, ${alarm.at.toISOString()}::timestamptz, ${alarm.value},
            ${alarm.at.toISOString()}::timestamptz, ${alarm.notify_count}, now())
    on conflict do nothing
    returning id`.execute(db);
  return result.rows[0]?.id ?? null;
}

export function findActive(db: Kysely<DB>, deviceId: string, paramKey: string | null) {
  let query = db
    .selectFrom('alarms')
    .select(['id', 'device_id', 'param_key', 'kind', 'direction', 'notify_count', 'last_notified_at', 'acked_at'])
    .where('device_id', '=', deviceId)
    .where('cleared_at', 'is', null)
    .where('kind', '!=', 'forecast');
  query = paramKey === null ? query.where('param_key', 'is', null) : query.where('param_key', '=', paramKey);
  return query.executeTakeFirst() as Promise<ActiveAlarmRow | undefined>;
}

export async function recordNotification(db: Kysely<DB>, id: number, value: number, at: Date): Promise<void> {
  await db
    .updateTable('alarms')
    .set((eb) => ({ notify_count: eb('notify_count', '+', 1), last_notified_at: new Date(), last_value: value, last_ts: at }))
    .where('id', '=', id)
    .execute();
}

export async function clearAlarm(db: Kysely<DB>, id: number, value: number | null, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('alarms')
    .set({ cleared_at: at, ...(value !== null ? { last_value: value, last_ts: at } : {}) })
    .where('id', '=', id)
    .where('cleared_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Acknowledges those of `ids` that are active and not yet acknowledged; returns them. */
export async function acknowledge(db: Kysely<DB>, ids: number[], userId: number) {
  if (ids.length === 0) return [];
  return db
    .updateTable('alarms')
    .set({ acked_at: new Date(), acked_by: userId })
    .where('id', 'in', ids)
    .where('cleared_at', 'is', null)
    .where('acked_at', 'is', null)
    .returning(['id', 'device_id', 'tenant_id', 'param_key', 'kind', 'last_value'])
    .execute();
}

/**
 * An operator clears one alarm if it is still open (acknowledged or not); returns it, or
 * undefined when the engine cleared it first. One at a time: the engine runs each in its series' queue.
 */
export async function clearByOperator(db: Kysely<DB>, id: number, userId: number) {
  return db
    .updateTable('alarms')
    .set({ cleared_at: new Date(), cleared_by: userId })
    .where('id', '=', id)
    .where('cleared_at', 'is', null)
    .returning(['id', 'device_id', 'tenant_id', 'param_key', 'kind', 'last_value'])
    .executeTakeFirst();
}

/** Which of `ids` are still open, with their series. */
export function openAlarms(db: Kysely<DB>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('alarms').select(['id', 'device_id', 'param_key']).where('id', 'in', ids).where('cleared_at', 'is', null).execute();
}
