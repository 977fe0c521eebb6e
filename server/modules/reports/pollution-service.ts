import type { RequestScope } from '../../auth/request-scope';
import { badRequest } from '../../http/app-error';
import type { DeviceEntry } from '../../ingest/device-registry';
import { visibleDevice } from '../datahis';
import { AQI_LEVELS } from '../../../shared/contract/air-quality';
import { POLLUTION_MAX_MONTHS, WATER_CLASSES, type PollutionDay, type PollutionMonth, type PollutionQuery, type PollutionResult } from '../../../shared/contract/api/reports';
import { aqiReport } from './aqi-service';
import { WATER_CLASS_PARAMS, waterClass } from './water-class';
import { dailyMeans } from './repository';
import './messages';

const AIR_SOURCES = ['so2', 'no2', 'pm10', 'co', 'o3', 'pm25'];
/** AQI at most this is a good day (levels I and II); above it, polluted. */
export const GOOD_AQI_MAX = 100;

/** Air stations (ES) by their AQI, water monitors (AW) by GB 3838-2002; other types by what they report. */
function kindOf(device: DeviceEntry): PollutionResult['kind'] {
  if (device.type === 'ES') return 'air';
  if (device.type === 'AW') return 'water';
  if (AIR_SOURCES.some((k) => device.params.has(k))) return 'air';
  if (WATER_CLASS_PARAMS.some((k) => device.params.has(k))) return 'water';
  return 'none';
}

const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
const monthOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
const lastDay = (m: string) => new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** The months asked for, oldest first; 400 when reversed or too many. */
function monthsOf(q: PollutionQuery): string[] {
  const first = monthIndex(q.startMonth);
  const last = monthIndex(q.endMonth);
  if (last < first) throw badRequest('reports_bad_range');
  if (last - first + 1 > POLLUTION_MAX_MONTHS) throw badRequest('reports_months_too_many', { months: POLLUTION_MAX_MONTHS });
  return Array.from({ length: last - first + 1 }, (_, i) => monthOf(first + i));
}

async function airDays(scope: RequestScope, deviceId: string, from: string, to: string): Promise<PollutionDay[]> {
  const { rows } = await aqiReport(scope, { device_id: deviceId, startTime: from, endTime: to });
  return rows.map((r) => ({ date: r.date, aqi: r.aqi, category: r.level, good: r.aqi === null ? null : r.aqi <= GOOD_AQI_MAX, limiting: r.primary }));
}

/** Each day's class from the day's means of the classed parameters the device reports. */
async function waterDays(scope: RequestScope, device: DeviceEntry, dates: string[]): Promise<PollutionDay[]> {
  const keys = WATER_CLASS_PARAMS.filter((k) => device.params.has(k));
  const means = await dailyMeans(scope.db, device.deviceId, keys, dates[0], dates[dates.length - 1]);
  const byDay = new Map<string, Record<string, number>>();
  for (const m of means) byDay.set(m.day, { ...byDay.get(m.day), [m.param_key]: m.mean });
  return dates.map((date) => {
    const classing = waterClass(byDay.get(date) ?? {});
    return { date, aqi: null, category: classing?.waterClass ?? null, good: classing?.good ?? null, limiting: classing?.limiting ?? [] };
  });
}

function datesOf(months: string[]): string[] {
  const dates: string[] = [];
  for (const m of months) for (let d = 1; d <= Number(lastDay(m).slice(8)); d++) dates.push(`${m}-${String(d).padStart(2, '0')}`);
  return dates;
}

/**
 * GET /report/pollutionDays: per local month, the days that were good and polluted and the days
 * per AQI level (air stations, HJ 633-2012 daily AQI, good at most 100) or water class (water
 * monitors, GB 3838-2002 from the day's means, classes I-III good). Days without enough valid data
 * count as "no data".
 */
export async function pollutionDays(scope: RequestScope, query: PollutionQuery): Promise<PollutionResult> {
  const device = await visibleDevice(scope, query.device_id);
  const months = monthsOf(query);
  const kind = kindOf(device);
  const dates = datesOf(months);
  const categories: string[] = kind === 'air' ? AQI_LEVELS.map((l) => l.level) : kind === 'water' ? [...WATER_CLASSES] : [];
  const days =
    kind === 'air'
      ? await airDays(scope, device.deviceId, dates[0], dates[dates.length - 1])
      : kind === 'water'
        ? await waterDays(scope, device, dates)
        : dates.map((date) => ({ date, aqi: null, category: null, good: null, limiting: [] }));
  const summary: PollutionMonth[] = months.map((month) => {
    const of = days.filter((d) => d.date.startsWith(month));
    return {
      month,
      good: of.filter((d) => d.good === true).length,
      polluted: of.filter((d) => d.good === false).length,
      no_data: of.filter((d) => d.good === null).length,
      by_category: Object.fromEntries(categories.map((c) => [c, of.filter((d) => d.category === c).length])),
    };
  });
  return { device_id: device.deviceId, device_name: device.name, timezone: device.timezone, kind, categories, months: summary, days };
}
