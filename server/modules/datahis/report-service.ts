import type { RequestScope } from '../../auth/request-scope';
import { badRequest, notFound } from '../../http/app-error';
import { localDate, localToInstant, parseTimeInput, zoneOffsetMs } from '../../core/local-time';
import { averages } from './average-repository';
import { rawBuckets } from './repository';
import type { GranularityName, Report, ReportBody, StatsValue } from '../../../shared/contract/api/datahis';
import { paramsOf, visibleDevice } from './series-service';
import { periodStats, statsOfMany } from './report-stats';

const DAY_MS = 86_400_000;
/** Minute buckets come from raw rows, so their range is bounded. */
const MINUTE_MAX_DAYS = 31;

function localParts(timezone: string, at: number) {
  const [y, m, d] = localDate(timezone, at).split('-').map(Number);
  return { y, m, d };
}

/** The local period of a report holding `at`: the hour, the day, the ISO week (from Monday) or the month. */
export function reportPeriod(type: ReportBody['type'], timezone: string, at: number): { start: number; end: number; unit: GranularityName } {
  const { y, m, d } = localParts(timezone, at);
  switch (type) {
    case 'hour': {
      const start = at - ((at - localToInstant(timezone, y, m, d)) % 3_600_000);
      return { start, end: start + 3_600_000, unit: 'minute' };
    }
    case 'day':
      return { start: localToInstant(timezone, y, m, d), end: localToInstant(timezone, y, m, d + 1), unit: 'hour' };
    case 'week': {
      const monday = d - ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7);
      return { start: localToInstant(timezone, y, m, monday), end: localToInstant(timezone, y, m, monday + 7), unit: 'day' };
    }
    default:
      return { start: localToInstant(timezone, y, m, 1), end: localToInstant(timezone, y, m + 1, 1), unit: 'day' };
  }
}

function summarise(values: Array<{ avg: number; min: number; max: number; count: number }>): StatsValue {
  if (values.length === 0) return { avg: null, min: null, max: null, count: 0 };
  const count = values.reduce((n, v) => n + v.count, 0);
  return {
    avg: values.reduce((s, v) => s + v.avg * v.count, 0) / count,
    min: Math.min(...values.map((v) => v.min)),
    max: Math.max(...values.map((v) => v.max)),
    count,
  };
}

/** The report period a body names, read in the device's zone; 400 naming `date` when it does not parse. */
function periodOfBody(body: Pick<ReportBody, 'type' | 'date'>, timezone: string) {
  const at = parseTimeInput(body.date, timezone);
  if (at === null) throw badRequest('field_invalid', { field: 'date' });
  return reportPeriod(body.type, timezone, at);
}

/**
 * A report's figures over its period without its rows, for many devices at once (a site report):
 * per device in the order given its parameters and the same statistics its own report gives, every
 * device's read by one statement. 404 when one is not visible.
 */
export async function reportStatsMany(scope: RequestScope, body: Pick<ReportBody, 'type' | 'date'>, deviceIds: string[]) {
  const visible = new Set(await scope.visibleDeviceIds(deviceIds));
  const parts = deviceIds.map((deviceId) => {
    const device = visible.has(deviceId) ? scope.app.ingest.registry.get(deviceId) : undefined;
    if (!device) throw notFound('device_not_found');
    const { start, end } = periodOfBody(body, device.timezone);
    return { device, start, end, params: paramsOf(device, []) };
  });
  const stats = await statsOfMany(scope.db, parts.map((p) => ({ deviceId: p.device.deviceId, timezone: p.device.timezone, params: p.params, from: p.start, to: p.end })));
  return parts.map(({ device, start, end, params }) => ({
    device_id: device.deviceId,
    device_name: device.name,
    timezone: device.timezone,
    start,
    end,
    params: params.map((p) => ({ param_key: p.param_key, name: p.name, name_en: p.name_en, unit: p.unit })),
    stats: stats.get(device.deviceId)!,
  }));
}

/**
 * POST /datahis/findDataHisByType: the hour report lists each reading of the hour; the day report
 * one row per local hour; week and month reports one row per local day; plus a summary per parameter.
 */
export async function report(scope: RequestScope, body: ReportBody): Promise<Report> {
  const device = await visibleDevice(scope, body.device_id);
  const { start, end, unit } = periodOfBody(body, device.timezone);
  const params = paramsOf(device, []);
  const keys = params.map((p) => p.param_key);
  const byUnit = (u: GranularityName) =>
    averages(scope.db, {
      deviceId: device.deviceId,
      keys,
      from: start,
      to: end,
      fromDay: localDate(device.timezone, start),
      toDay: localDate(device.timezone, end - 1),
      timezone: device.timezone,
      unit: u,
    });
  let buckets =
    body.type === 'hour'
      ? (await rawBuckets(scope.db, device.deviceId, keys, start, end, 1)).map((r) => ({
          ...r,
          avg: r.value,
          label: new Date(r.ts + zoneOffsetMs(device.timezone, r.ts)).toISOString().slice(11, 19),
        }))
      : await byUnit(unit);
  // An hour with no raw rows but an hourly rollup (history kept or backfilled as rollups only)
  // reports that hour's average rather than nothing.
  if (body.type === 'hour' && buckets.length === 0) buckets = await byUnit('hour');
  const rows = new Map<number, Report['rows'][number]>();
  for (const b of buckets) {
    let row = rows.get(b.ts);
    if (!row) {
      row = { ts: b.ts, label: b.label, values: {} };
      rows.set(b.ts, row);
    }
    row.values[b.param_key] = { avg: b.avg, min: b.min, max: b.max, count: b.count };
  }
  const summary: Report['summary'] = {};
  for (const key of keys) summary[key] = summarise(buckets.filter((b) => b.param_key === key));
  const stats = await periodStats(scope.db, device.deviceId, device.timezone, params, start, end);
  return {
    type: body.type,
    device_id: device.deviceId,
    device_name: device.name,
    start,
    end,
    params: params.map((p) => ({ param_key: p.param_key, name: p.name, name_en: p.name_en, unit: p.unit })),
    rows: [...rows.values()].sort((a, b) => a.ts - b.ts),
    summary,
    timezone: device.timezone,
    stats,
  };
}

/** GET /datahis/findAverage: averages per local year, quarter, month, week, day, hour or minute. */
export async function findAverage(
  scope: RequestScope,
  q: { startTime: string; endTime: string; device_id: string; dataType: GranularityName; paraName?: string },
) {
  const device = await visibleDevice(scope, q.device_id);
  const from = parseTimeInput(q.startTime, device.timezone);
  const to = parseTimeInput(q.endTime, device.timezone);
  if (from === null) throw badRequest('field_invalid', { field: 'startTime' });
  if (to === null) throw badRequest('field_invalid', { field: 'endTime' });
  if (from >= to) throw badRequest('datahis_bad_range');
  if (q.dataType === 'minute' && to - from > MINUTE_MAX_DAYS * DAY_MS) {
    throw badRequest('datahis_range_too_long', { unit: 'minute', days: MINUTE_MAX_DAYS });
  }
  const params = paramsOf(device, (q.paraName ?? '').split(',').map((s) => s.trim()).filter(Boolean));
  const rows = await averages(scope.db, {
    deviceId: device.deviceId,
    keys: params.map((p) => p.param_key),
    from,
    to,
    fromDay: localDate(device.timezone, from),
    toDay: localDate(device.timezone, to - 1),
    timezone: device.timezone,
    unit: q.dataType,
  });
  return {
    dataType: q.dataType,
    series: params.map((p) => ({
      param_key: p.param_key,
      name: p.name,
      name_en: p.name_en,
      unit: p.unit,
      rows: rows.filter((r) => r.param_key === p.param_key).map(({ param_key: _k, ...r }) => r),
    })),
  };
}
