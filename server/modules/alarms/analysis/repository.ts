import { sql } from 'kysely';
import type { RequestScope } from '../../../auth/request-scope';
import '../../../db/alarm-tables';
import '../../../db/core-tables';

export interface Range {
  from: number;
  to: number;
  deviceId?: string;
}

const ms = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** Alarms of visible devices (optionally one), the base of every count below. */
function visibleAlarms(scope: RequestScope, range: Range) {
  let query = scope.db
    .selectFrom('alarms')
    .innerJoin('devices', 'devices.device_id', 'alarms.device_id')
    .where(scope.whereDeviceVisible('alarms.device_id'));
  if (range.deviceId) query = query.where('alarms.device_id', '=', range.deviceId);
  return query;
}

/** Alarms raised in the range, counted per device, parameter and direction, with the names lists show. */
export async function countsBySource(scope: RequestScope, range: Range) {
  const rows = await visibleAlarms(scope, range)
    .leftJoin('device_params', (join) =>
      join.onRef('device_params.device_id', '=', 'alarms.device_id').onRef('device_params.param_key', '=', 'alarms.param_key'),
    )
    .leftJoin('param_defs', 'param_defs.param_key', 'alarms.param_key')
    .where('alarms.raised_at', '>=', new Date(range.from))
    .where('alarms.raised_at', '<', new Date(range.to))
    .select([
      'alarms.device_id',
      'devices.device_name',
      'alarms.param_key',
      'alarms.direction',
      'device_params.name',
      'param_defs.param_name',
      'param_defs.param_name_en',
      (eb) => eb.fn.countAll<string>().as('n'),
    ])
    .groupBy(['alarms.device_id', 'devices.device_name', 'alarms.param_key', 'alarms.direction', 'device_params.name', 'param_defs.param_name', 'param_defs.param_name_en'])
    .execute();
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** How fast the alarms raised in the range were acknowledged and cleared. */
export async function responseTimes(scope: RequestScope, range: Range) {
  const row = await visibleAlarms(scope, range)
    .where('alarms.raised_at', '>=', new Date(range.from))
    .where('alarms.raised_at', '<', new Date(range.to))
    .select([
      (eb) => eb.fn.countAll<string>().as('raised'),
      (eb) => eb.fn.count<string>('alarms.acked_at').as('acknowledged'),
      sql<string | null>`avg(extract(epoch from (alarms.acked_at - alarms.raised_at)) * 1000)`.as('mean_ack'),
      (eb) => eb.fn.count<string>('alarms.cleared_at').as('cleared'),
      sql<string | null>`avg(extract(epoch from (alarms.cleared_at - alarms.raised_at)) * 1000)`.as('mean_clear'),
      (eb) => eb.fn.count<string>('alarms.cleared_by').as('by_hand'),
    ])
    .executeTakeFirstOrThrow();
  const num = (v: string | null) => (v === null ? null : Number(v));
  return {
    raised: Number(row.raised),
    acknowledged: Number(row.acknowledged),
    meanAckMs: num(row.mean_ack),
    cleared: Number(row.cleared),
    meanClearMs: num(row.mean_clear),
    clearedByHand: Number(row.by_hand),
  };
}

/** Offline spells that overlap the range, newest first, at most `limit`, and how many there are. */
export async function offlineSpells(scope: RequestScope, range: Range, limit: number) {
  const overlapping = visibleAlarms(scope, range)
    .where('alarms.direction', '=', 'offline')
    .where('alarms.raised_at', '<', new Date(range.to))
    .where((eb) => eb.or([eb('alarms.cleared_at', 'is', null), eb('alarms.cleared_at', '>', new Date(range.from))]));
  const [rows, count] = await Promise.all([
    overlapping
      .select(['alarms.device_id', 'devices.device_name', 'alarms.raised_at', 'alarms.cleared_at'])
      .orderBy('alarms.raised_at', 'desc')
      .orderBy('alarms.id', 'desc')
      .limit(limit)
      .execute(),
    overlapping.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, raised_at: ms(r.raised_at)!, cleared_at: ms(r.cleared_at) })), total: Number(count.n) };
}

/** Visible devices whose SIM card had expired by `lastDay` (YYYY-MM-DD), soonest expired last. */
export async function simExpiries(scope: RequestScope, lastDay: string, deviceId?: string) {
  let query = scope.db
    .selectFrom('devices')
    .where(scope.whereDeviceVisible('devices.device_id'))
    .where('devices.deleted_at', 'is', null)
    .where('devices.expiry_date', 'is not', null)
    .where('devices.expiry_date', '<=', sql<Date>`${lastDay}::date`);
  if (deviceId) query = query.where('devices.device_id', '=', deviceId);
  return query
    .select(['devices.device_id', 'devices.device_name', sql<string>`to_char(devices.expiry_date, 'YYYY-MM-DD')`.as('expiry_date')])
    .orderBy('devices.expiry_date', 'desc')
    .orderBy('devices.device_id')
    .execute();
}
