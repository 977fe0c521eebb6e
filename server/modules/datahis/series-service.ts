import type { RequestScope } from '../../auth/request-scope';
import { badRequest, notFound } from '../../http/app-error';
import type { DeviceEntry, ParamConfig } from '../../ingest/device-registry';
import { localDate } from '../../core/local-time';
import * as repo from './repository';
import type { SeriesResult } from '../../../shared/contract/api/datahis';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Up to this range raw rows are read; up to HOURLY_MAX_MS the hourly rollup; beyond, the daily one. */
export const RAW_MAX_MS = 2 * DAY_MS;
export const HOURLY_MAX_MS = 120 * DAY_MS;
export const DEFAULT_MAX_POINTS = 2000;

export function resolutionFor(rangeMs: number): 'raw' | 'hour' | 'day' {
  if (rangeMs <= RAW_MAX_MS) return 'raw';
  if (rangeMs <= HOURLY_MAX_MS) return 'hour';
  return 'day';
}

/** A visible device from the registry, or 404. */
export async function visibleDevice(scope: RequestScope, deviceId: string): Promise<DeviceEntry> {
  const [visible] = await scope.visibleDeviceIds([deviceId]);
  const device = visible ? scope.app.ingest.registry.get(deviceId) : undefined;
  if (!device) throw notFound('device_not_found');
  return device;
}

/** The parameters named in a comma list (all open ones when empty); 400 for one the device lacks. */
export function paramsOf(device: DeviceEntry, keys: string[]): ParamConfig[] {
  if (keys.length === 0) return [...device.params.values()].filter((p) => p.isOpen === 1);
  return keys.map((key) => {
    const param = device.params.get(key);
    if (!param) throw badRequest('datahis_unknown_param', { param: key });
    return param;
  });
}

/** "AW00001,AW00002:do" -> per device the keys asked for (empty: all), in the order given. */
export function parseIds(ids: string): Map<string, string[]> {
  const wanted = new Map<string, string[]>();
  for (const part of ids.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [deviceId, key] = part.split(':');
    const keys = wanted.get(deviceId) ?? [];
    if (key) keys.push(key);
    wanted.set(deviceId, keys);
  }
  return wanted;
}

/**
 * GET /datahis/getHisDataByTime: picks raw, hourly or daily data by the length of the range and
 * folds it into at most maxPoints buckets per series (average with min and max), in the database,
 * so a year of minute data never leaves it row by row.
 */
export async function seriesByTime(
  scope: RequestScope,
  ids: string,
  from: number,
  to: number,
  maxPoints: number,
): Promise<SeriesResult> {
  if (from >= to) throw badRequest('datahis_bad_range');
  const wanted = parseIds(ids);
  const visible = new Set(await scope.visibleDeviceIds([...wanted.keys()]));
  const resolution = resolutionFor(to - from);
  const tierMs = resolution === 'raw' ? 1 : resolution === 'hour' ? HOUR_MS : DAY_MS;
  const bucketMs = Math.max(tierMs, Math.ceil((to - from) / maxPoints));
  const hourlyMs = Math.max(HOUR_MS, bucketMs);
  const fellBack = { devices: 0, raw: 0 };
  const series: SeriesResult['series'] = [];
  for (const [deviceId, keys] of wanted) {
    const device = visible.has(deviceId) ? scope.app.ingest.registry.get(deviceId) : undefined;
    if (!device) throw notFound('device_not_found');
    const params = paramsOf(device, keys);
    const paramKeys = params.map((p) => p.param_key);
    let rows =
      resolution === 'raw'
        ? await repo.rawBuckets(scope.db, deviceId, paramKeys, from, to, bucketMs)
        : resolution === 'hour'
          ? await repo.hourlyBuckets(scope.db, deviceId, paramKeys, from, to, bucketMs)
          : await repo.dailyBuckets(
              scope.db,
              deviceId,
              paramKeys,
              localDate(device.timezone, from),
              localDate(device.timezone, to - 1),
              device.timezone,
              bucketMs,
            );
    // History imported or backfilled as rollups only (the demo's older months) has no raw rows: a
    // short range there is drawn from the hourly averages instead of coming back empty.
    if (resolution === 'raw' && rows.length === 0) {
      rows = await repo.hourlyBuckets(scope.db, deviceId, paramKeys, from, to, hourlyMs);
      if (rows.length > 0) fellBack.devices++;
    } else if (resolution === 'raw') fellBack.raw++;
    for (const param of params) {
      series.push({
        device_id: deviceId,
        device_name: device.name,
        param_key: param.param_key,
        name: param.name,
        name_en: param.name_en,
        unit: param.unit,
        points: rows
          .filter((r) => r.param_key === param.param_key)
          .map((r) => ({ ts: r.ts, value: r.value, min: r.min, max: r.max })),
      });
    }
  }
  // Reported as hourly when every device with data was read from the hourly rollup.
  if (fellBack.devices > 0 && fellBack.raw === 0) return { resolution: 'hour', bucketMs: hourlyMs, series };
  return { resolution, bucketMs, series };
}
