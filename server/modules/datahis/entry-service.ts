import type { RequestScope } from '../../auth/request-scope';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { localHourOf, parseTimeInput, zoneOffsetMs } from '../../core/local-time';
import { TelemetryBatch } from '../../ingest/telemetry-batch';
import { writeBatch } from '../../ingest/write-sql';
import type { DeviceEntry } from '../../ingest/device-registry';
import type { EntryBody } from '../../../shared/contract/api/datahis';
import { rebuildRollups, refreshLatest } from './mark-repository';
import { paramsOf, visibleDevice } from './series-service';

/** Two entries of one device in the same minute conflict (spec: "a time that conflicts with earlier entries"). */
const CONFLICT_WINDOW_MS = 60_000;

function entryTime(device: DeviceEntry, datetime: string | number): number {
  const at = parseTimeInput(datetime, device.timezone);
  if (at === null) throw badRequest('field_invalid', { field: 'datetime' });
  return Math.floor(at / 1000) * 1000;
}

/** "YYYY-MM-DD HH:mm:ss" in the device's zone: how the conflict message names the time. */
function localTime(device: DeviceEntry, at: number): string {
  return new Date(at + zoneOffsetMs(device.timezone, at)).toISOString().slice(0, 19).replace('T', ' ');
}

function isInvalid(device: DeviceEntry, key: string, value: number): boolean {
  const p = device.params.get(key)!;
  return (p.startValue !== null && value < p.startValue) || (p.endValue !== null && value > p.endValue);
}

/** A manual reading ready to write: its device, the instant (whole seconds) and the values by parameter. */
export interface ManualReading {
  device: DeviceEntry;
  keys: string[];
  ts: number;
  data: Record<string, number>;
}

/** The reading a body describes on a device: 400 naming a parameter it lacks or a bad time (parsed in the device's zone). */
export function manualReading(device: DeviceEntry, datetime: string | number, data: Record<string, number>): ManualReading {
  const keys = paramsOf(device, Object.keys(data)).map((p) => p.param_key);
  return { device, keys, ts: entryTime(device, datetime), data };
}

/**
 * Writes a manual reading in the caller's transaction, so another module's record and its
 * readings commit together. Refused with 409 naming the existing reading's time when the device
 * already has a reading of any of these parameters in the same minute; values are stored as
 * entered (no calibration), flagged invalid outside the reasonable range and marked manual, with
 * the rollups updated. Announces nothing: the caller does so once committed (announceReading).
 */
export async function writeReading(trx: Kysely<DB> | Transaction<DB>, reading: ManualReading): Promise<number> {
  const { device, keys, ts, data } = reading;
  const windowStart = ts - (ts % CONFLICT_WINDOW_MS);
  const clash = await trx
    .selectFrom('telemetry')
    .select('ts')
    .where('device_id', '=', device.deviceId)
    .where('param_key', 'in', keys)
    .where('ts', '>=', new Date(windowStart))
    .where('ts', '<', new Date(windowStart + CONFLICT_WINDOW_MS))
    .limit(1)
    .executeTakeFirst();
  if (clash) throw conflict('datahis_time_conflict', { time: localTime(device, new Date(clash.ts).getTime()) });
  const batch = new TelemetryBatch();
  batch.add(device.deviceId, ts, device.timezone, keys.map((key) => ({ key, value: data[key], invalid: isInvalid(device, key, data[key]) })), device.params);
  const inserted = await writeBatch(trx, batch);
  // A concurrent entry for the same instant (possible on PostgreSQL) loses here.
  if (inserted < keys.length) throw conflict('datahis_time_conflict', { time: localTime(device, ts) });
  await trx
    .updateTable('telemetry')
    .set({ manual: true })
    .where('device_id', '=', device.deviceId)
    .where('param_key', 'in', keys)
    .where('ts', '=', new Date(ts))
    .execute();
  return inserted;
}

/** A committed manual reading is announced like an ingested one (latest values, push to live views, alarm and rule evaluation). */
export function announceReading(app: FastifyInstance, reading: ManualReading): void {
  const { device, keys, ts, data } = reading;
  app.ingest.announce({
    deviceId: device.deviceId,
    tenantId: device.tenantId,
    ts,
    points: keys.map((key) => ({ key, value: data[key], invalid: isInvalid(device, key, data[key]) })),
  });
}

/** POST /datahis/create: a manual reading of a visible device, in a transaction of its own (writeReading). */
export async function createEntry(scope: RequestScope, body: EntryBody) {
  const device = await visibleDevice(scope, body.device_id);
  const reading = manualReading(device, body.datetime, body.data);
  const written = await scope.db.transaction().execute((trx) => writeReading(trx, reading));
  announceReading(scope.app, reading);
  return { device_id: device.deviceId, ts: reading.ts, written };
}

/**
 * POST /datahis/update: corrects readings at an exact time (to the second). The validity flag is
 * re-derived from the range unless an operator marked the reading (their choice stands), and the
 * hour rollup holding it is rebuilt from raw rows and its day from the hours.
 */
export async function updateEntry(scope: RequestScope, body: EntryBody) {
  const device = await visibleDevice(scope, body.device_id);
  const keys = paramsOf(device, Object.keys(body.data)).map((p) => p.param_key);
  const ts = entryTime(device, body.datetime);
  const written = await scope.db.transaction().execute(async (trx) => {
    let count = 0;
    for (const key of keys) {
      const value = body.data[key];
      const result = await sql`update telemetry set value = ${value}, invalid = case when marked_at is null then ${isInvalid(device, key, value)} else invalid end
        where device_id = ${device.deviceId} and param_key = ${key}
          and ts >= ${new Date(ts).toISOString()}::timestamptz and ts < ${new Date(ts + 1000).toISOString()}::timestamptz`.execute(trx);
      count += Number(result.numAffectedRows ?? 0);
    }
    if (count === 0) throw notFound('datahis_entry_not_found');
    const bucket = new Date(localHourOf(device.timezone, ts).bucket).toISOString();
    const hours = keys.map((param_key) => ({ param_key, bucket }));
    await rebuildRollups(trx, device.deviceId, device.timezone, hours);
    return { count, latest: await refreshLatest(trx, device.deviceId, keys, hours) };
  });
  for (const r of written.latest) scope.app.ingest.latest.set(device.deviceId, r.param_key, r.value, r.ts, r.invalid);
  return { device_id: device.deviceId, ts, written: written.count };
}

