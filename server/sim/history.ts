import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { DeviceEntry } from '../ingest/device-registry';
import { localDate, localToInstant } from '../core/local-time';
import { backfill, backfillRollups } from './backfill';
import { crashAlarm, planIncidents, type Incident } from './incidents';
import { pondTracks, type PondTrack } from './pond-history';
import { eventLoopTurn } from '../core/event-loop-turn';

/**
 * The demo's history: a year and a bit, so that year-on-year comparison has a base. The recent
 * days hold one-minute readings (raw rows, folded into rollups as ingest would); the months before
 * hold hourly and daily rollups only, generated directly: a year of minute rows would take PGlite
 * minutes to write and the hourly tier is what charts over more than two days read anyway.
 */
export const HISTORY_MONTHS = 13;
export const RAW_DAYS = 7;
export const RAW_STEP_MINUTES = 1;
/**
 * The history is written in short transactions with a turn of the event loop between them
 * (eventLoopTurn): PGlite runs in this process, so a statement blocks every request while it runs
 * and a transaction holds the one connection. A raw slice (one device, six hours of minutes) and a
 * rollup chunk (one device, ten days of hours) each take a few tens of ms on a quiet machine; a
 * day or a month at once took hundreds, and nothing in between let a request in (issue 42).
 */
const RAW_SLICE_MS = 6 * 3_600_000;
const CHUNK_DAYS = 10;
const DAY_MS = 86_400_000;

export interface HistoryProgress {
  phase: 'raw' | 'rollups';
  step: number;
  steps: number;
  /** Raw rows plus hourly rollup rows written so far. */
  rows: number;
  /** Transactions done and in all (a raw slice or a rollup chunk of one device each): the share of the history written. */
  done: number;
  total: number;
  elapsedMs: number;
}

export interface HistoryOptions {
  /** End of the history (exclusive), epoch ms: the moment the live data takes over. */
  to: number;
  months?: number;
  rawDays?: number;
  /** After each day of minute data and each block of rollup chunks, for the log. */
  onProgress?: (progress: HistoryProgress) => void;
  /** After each transaction: `done` of `total` written (slices and chunks of skipped, already written ranges count too). */
  onAdvance?: (done: number, total: number) => void;
  shouldStop?: () => boolean;
  /** Makes telemetry's partitions for a range (app.telemetryPartitions.ensure): the raw days' before they are written. */
  ensurePartitions?: (range: { from: number; to: number }) => Promise<unknown>;
}

/** Local midnight of the day `daysBack` local days before `at`. */
function localMidnight(timeZone: string, at: number, daysBack: number): number {
  const [y, m, d] = localDate(timeZone, at).split('-').map(Number);
  return localToInstant(timeZone, y, m, d - daysBack);
}

/** Local midnight of the first day of the month `months` months before the month of `at`. */
export function historyStart(timeZone: string, at: number, months: number): number {
  const [y, m] = localDate(timeZone, at).split('-').map(Number);
  return localToInstant(timeZone, y, m - months, 1);
}

/**
 * Backfills every device, newest first: the raw days one local day at a time across all devices
 * (what a user opens first is there within seconds), then the rollup months. Each chunk is one
 * transaction and is skipped when its rows exist, so an interrupted run resumes where it stopped.
 */
export async function backfillHistory(db: Kysely<DB>, devices: DeviceEntry[], options: HistoryOptions): Promise<HistoryProgress> {
  const { to, months = HISTORY_MONTHS, rawDays = RAW_DAYS, onProgress = () => undefined, onAdvance = () => undefined } = options;
  const { shouldStop = () => false, ensurePartitions = () => Promise.resolve() } = options;
  const started = Date.now();
  const incidents = planIncidents(devices, to);
  const rawStart = new Map(devices.map((d) => [d.deviceId, localMidnight(d.timezone, to, rawDays - 1)]));
  const first = new Map(devices.map((d) => [d.deviceId, historyStart(d.timezone, to, months)]));
  const chunks = Math.max(...devices.map((d) => Math.ceil((rawStart.get(d.deviceId)! - first.get(d.deviceId)!) / (CHUNK_DAYS * DAY_MS))), 0);
  const slicesPerDay = Math.ceil(DAY_MS / RAW_SLICE_MS);
  const progress: HistoryProgress = { phase: 'raw', step: 0, steps: rawDays, rows: 0, done: 0, total: devices.length * (rawDays * slicesPerDay + chunks), elapsedMs: 0 };
  const report = () => {
    progress.elapsedMs = Date.now() - started;
    onProgress({ ...progress });
  };
  // After each transaction: a request waiting for the loop or the connection goes before the next.
  const advance = async (units = 1) => {
    progress.done = Math.min(progress.total, progress.done + units);
    onAdvance(progress.done, progress.total);
    await eventLoopTurn();
  };
  // The ponds' oxygen in forward passes (pond-history.ts): the raw days' first, so today's data is not kept waiting.
  let ponds = await pondTracks(devices, (d) => rawStart.get(d.deviceId)!, () => to);

  // The raw days' partitions first: written into the default partition, they would all be moved later.
  if (devices.length > 0) await ensurePartitions({ from: Math.min(...rawStart.values()), to });
  for (let day = 0; day < rawDays && !shouldStop(); day++) {
    for (const device of devices) {
      if (shouldStop()) break;
      const start = localMidnight(device.timezone, to, day);
      const end = day === 0 ? to : localMidnight(device.timezone, to, day - 1);
      let rows = 0;
      // Newest slice first, as the days go; a day shorter than slicesPerDay slices (today, a DST day) counts the rest as done.
      let slices = 0;
      for (let sliceEnd = end; sliceEnd > start && !shouldStop(); sliceEnd -= RAW_SLICE_MS, slices++) {
        const sliceStart = Math.max(start, sliceEnd - RAW_SLICE_MS);
        rows += (await backfill(db, [device], new Date(sliceStart), new Date(sliceEnd), RAW_STEP_MINUTES, undefined, undefined, incidents, ponds)).rows;
        await advance();
      }
      if (slices < slicesPerDay) await advance(slicesPerDay - slices);
      progress.rows += rows;
      if (rows > 0) await recordAlarms(db, device, incidents, start, end, ponds.get(device.deviceId));
    }
    progress.step = day + 1;
    report();
  }

  if (!shouldStop()) ponds = await pondTracks(devices, (d) => first.get(d.deviceId)!, (d) => rawStart.get(d.deviceId)!);
  progress.phase = 'rollups';
  progress.step = 0;
  progress.steps = chunks;
  for (let chunk = 0; chunk < chunks && !shouldStop(); chunk++) {
    for (const device of devices) {
      if (shouldStop()) break;
      const end = rawStart.get(device.deviceId)! - chunk * CHUNK_DAYS * DAY_MS;
      const start = Math.max(first.get(device.deviceId)!, end - CHUNK_DAYS * DAY_MS);
      if (end > start) progress.rows += await backfillRollups(db, device, new Date(start), new Date(end), incidents, ponds);
      await advance();
    }
    progress.step = chunk + 1;
    // The log gets a line a month, as before the chunks were ten days.
    if ((chunk + 1) % 3 === 0 || chunk + 1 === chunks) report();
  }
  progress.elapsedMs = Date.now() - started;
  return progress;
}

/** The alarm history of incidents starting in [from, to) on this device (the oxygen crash). */
async function recordAlarms(db: Kysely<DB>, device: DeviceEntry, incidents: readonly Incident[], from: number, to: number, pond?: PondTrack) {
  for (const incident of incidents) {
    if (!incident.deviceIds.includes(device.deviceId) || incident.from < from || incident.from >= to) continue;
    const alarm = crashAlarm(incident, device, pond && ((ts) => pond.at(ts)));
    if (!alarm) continue;
    const raised = new Date(alarm.raisedAt).toISOString();
    const cleared = new Date(alarm.clearedAt).toISOString();
    await sql`insert into alarms (device_id, tenant_id, param_key, kind, direction, value, threshold, raised_at, last_value, last_ts,
                                  notify_count, last_notified_at, acked_at, cleared_at)
      values (${alarm.deviceId}, ${alarm.tenantId}, ${alarm.paramKey}, 'warning', 'low', ${alarm.value}, ${alarm.threshold},
              ${raised}::timestamptz, ${alarm.value}, ${cleared}::timestamptz, 1, ${raised}::timestamptz, ${cleared}::timestamptz, ${cleared}::timestamptz)`.execute(db);
  }
}
