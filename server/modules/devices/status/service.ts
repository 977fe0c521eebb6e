import { sql } from 'kysely';
import type { RequestScope } from '../../../auth/request-scope';
import '../../../db/alarm-tables';

function visibleDevices(scope: RequestScope) {
  return scope.db.selectFrom('devices').where('deleted_at', 'is', null).where(scope.whereDeviceVisible());
}

/** Devices with active alarms and the worst kind of each (a fault outranks a warning). */
async function alarmStates(scope: RequestScope) {
  return visibleDevices(scope)
    .innerJoin('alarms', 'alarms.device_id', 'devices.device_id')
    .where('alarms.cleared_at', 'is', null)
    // A hypoxia forecast says what may come tonight, not that the device is in alarm now.
    .where('alarms.kind', '!=', 'forecast')
    .select([
      'devices.device_id',
      'devices.device_name',
      'devices.device_type',
      sql<'warning' | 'fault'>`case when bool_or(alarms.kind = 'fault') then 'fault' else 'warning' end`.as('alarm'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .groupBy(['devices.device_id', 'devices.device_name', 'devices.device_type'])
    .orderBy('devices.device_id')
    .execute();
}

/** Totals for the home page: online/offline from presence (signs of life), warning/fault from active alarms. */
export async function deviceStatus(scope: RequestScope) {
  const [devices, alarms] = await Promise.all([visibleDevices(scope).select('devices.device_id').execute(), alarmStates(scope)]);
  const online = devices.filter((d) => scope.app.presence.status(d.device_id) === 'online').length;
  return {
    total: devices.length,
    online,
    offline: devices.length - online,
    warning: alarms.filter((a) => a.alarm === 'warning').length,
    fault: alarms.filter((a) => a.alarm === 'fault').length,
  };
}

export async function alarmStatus(scope: RequestScope) {
  const [total, rows] = await Promise.all([
    visibleDevices(scope).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    alarmStates(scope),
  ]);
  const warning = rows.filter((r) => r.alarm === 'warning').length;
  const fault = rows.length - warning;
  return { total: Number(total.n), normal: Number(total.n) - rows.length, warning, fault, rows };
}

export async function enableStatus(scope: RequestScope) {
  const row = await visibleDevices(scope)
    .select([sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) filter (where is_enable = 1))::int`.as('enabled')])
    .executeTakeFirstOrThrow();
  return { total: row.total, enabled: row.enabled, disabled: row.total - row.enabled };
}

export function ingestStats(scope: RequestScope) {
  const { app } = scope;
  const s = app.ingest.stats;
  return {
    messages: s.messages,
    points: s.points,
    batches: s.batches,
    avgBatchRows: s.batches ? Math.round((s.batchRows / s.batches) * 10) / 10 : 0,
    lastBatchMs: Math.round(s.lastBatchMs * 10) / 10,
    maxBatchMs: Math.round(s.maxBatchMs * 10) / 10,
    pendingRows: app.ingest.pendingRows,
    failedBatches: s.failedBatches,
    dropped: s.totalDropped(),
    droppedBy: { ...s.dropped },
  };
}
