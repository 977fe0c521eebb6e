import type { RequestScope } from '../../auth/request-scope';
import { badRequest, notFound } from '../../http/app-error';
import type { DeviceEntry } from '../../ingest/device-registry';
import { parseTimeInput } from '../../core/local-time';
import { MARK_MAX_RANGE_DAYS, type MarkBody, type MarkResult } from '../../../shared/contract/api/datahis';
import { markListed, markRange, rebuildRollups, refreshLatest, type Mark, type TouchedHour } from './mark-repository';
import { paramsOf, visibleDevice } from './series-service';

const DAY_MS = 86_400_000;

/** What one device's part of a mark request changes, checked before anything is written. */
type Target =
  | { device: DeviceEntry; keys: string[]; readings: Array<{ param_key: string; ts: number }> }
  | { device: DeviceEntry; keys: string[]; from: number; to: number };

async function listedTargets(scope: RequestScope, readings: NonNullable<MarkBody['readings']>): Promise<Target[]> {
  const byDevice = new Map<string, Map<string, { param_key: string; ts: number }>>();
  for (const r of readings) {
    const unique = byDevice.get(r.device_id) ?? new Map();
    unique.set(`${r.param_key}\u0000${r.ts}`, { param_key: r.param_key, ts: r.ts });
    byDevice.set(r.device_id, unique);
  }
  const targets: Target[] = [];
  for (const [deviceId, unique] of byDevice) {
    const device = await visibleDevice(scope, deviceId);
    const list = [...unique.values()];
    const keys = [...new Set(list.map((r) => r.param_key))];
    paramsOf(device, keys);
    targets.push({ device, keys, readings: list });
  }
  return targets;
}

async function rangeTarget(scope: RequestScope, body: MarkBody): Promise<Target> {
  if (!body.device_id) throw badRequest('field_required', { field: 'device_id' });
  if (body.startTime === undefined) throw badRequest('field_required', { field: 'startTime' });
  if (body.endTime === undefined) throw badRequest('field_required', { field: 'endTime' });
  const device = await visibleDevice(scope, body.device_id);
  const from = parseTimeInput(body.startTime, device.timezone);
  const to = parseTimeInput(body.endTime, device.timezone);
  if (from === null) throw badRequest('field_invalid', { field: 'startTime' });
  if (to === null) throw badRequest('field_invalid', { field: 'endTime' });
  if (from >= to) throw badRequest('datahis_bad_range');
  if (to - from > MARK_MAX_RANGE_DAYS * DAY_MS) throw badRequest('datahis_mark_range_too_long', { days: MARK_MAX_RANGE_DAYS });
  const key = body.param_key ?? body.paraName;
  const keys = key ? paramsOf(device, [key]).map((p) => p.param_key) : [...device.params.keys()];
  return { device, keys, from, to };
}

/**
 * POST /datahis/manageValid: marks readings valid or invalid as the operator's choice (kept until
 * an operator marks them again), listed or by device, parameter and range. Everything is checked
 * first (visible devices, known parameters, a sane range); then, in one transaction, the readings
 * are marked, the hour and day rollups they sit in are rebuilt, and the latest-value rows follow.
 * A listed reading that does not exist refuses the whole request (404), so nothing is half done.
 */
export async function markReadings(scope: RequestScope, body: MarkBody): Promise<MarkResult> {
  const ranged = body.device_id !== undefined || body.startTime !== undefined || body.endTime !== undefined;
  if (body.readings && ranged) throw badRequest('datahis_mark_target');
  if (!body.readings && !ranged) throw badRequest('datahis_mark_target');
  const targets = body.readings ? await listedTargets(scope, body.readings) : [await rangeTarget(scope, body)];
  const mark: Mark = { invalid: body.dataType === 'invalid', userId: scope.user.id, at: new Date() };
  const { updated, latest } = await scope.db.transaction().execute(async (trx) => {
    let count = 0;
    const changedLatest: Array<{ deviceId: string; rows: Awaited<ReturnType<typeof refreshLatest>> }> = [];
    for (const target of targets) {
      const { deviceId, timezone } = target.device;
      let hours: TouchedHour[];
      if ('readings' in target) {
        const result = await markListed(trx, deviceId, timezone, target.readings, mark);
        if (result.updated < target.readings.length) throw notFound('datahis_reading_not_found');
        hours = result.hours;
        count += result.updated;
      } else {
        const result = await markRange(trx, deviceId, timezone, target.keys, target.from, target.to, mark);
        hours = result.hours;
        count += result.updated;
      }
      await rebuildRollups(trx, deviceId, timezone, hours);
      changedLatest.push({ deviceId, rows: await refreshLatest(trx, deviceId, target.keys, hours) });
    }
    return { updated: count, latest: changedLatest };
  });
  // After commit: the real-time views read the cache.
  for (const { deviceId, rows } of latest) {
    for (const r of rows) scope.app.ingest.latest.set(deviceId, r.param_key, r.value, r.ts, r.invalid);
  }
  return { dataType: body.dataType, updated };
}
