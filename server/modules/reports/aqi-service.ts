import type { RequestScope } from '../../auth/request-scope';
import { badRequest } from '../../http/app-error';
import { localToInstant } from '../../core/local-time';
import { visibleDevice } from '../datahis';
import { AQI_MAX_DAYS, type AqiQuery, type AqiResult, type AqiRow } from '../../../shared/contract/api/reports';
import type { AqiPollutant } from '../../../shared/contract/air-quality';
import { dailyAqi, dayMax1h, dayMax8h, dayMean, type DailyConcentrations, type HourlyMeans } from './aqi';
import { hourlyMeans } from './repository';
import './messages';

/** The parameter keys the air stations report (CO in mg/m³, the others µg/m³). */
const SOURCES = ['so2', 'no2', 'pm10', 'co', 'o3', 'pm25'] as const;
const DAY_MS = 86_400_000;

/** The local dates from `start` to `end` inclusive ('YYYY-MM-DD'), counted on the calendar (no zone). */
function datesBetween(start: string, end: string): string[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  const last = Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(first) || Number.isNaN(last) || new Date(first).toISOString().slice(0, 10) !== start || new Date(last).toISOString().slice(0, 10) !== end) {
    throw badRequest('field_invalid', { field: Number.isNaN(first) || new Date(first).toISOString().slice(0, 10) !== start ? 'startTime' : 'endTime' });
  }
  if (last < first) throw badRequest('reports_bad_range');
  const days = (last - first) / DAY_MS + 1;
  if (days > AQI_MAX_DAYS) throw badRequest('reports_range_too_long', { days: AQI_MAX_DAYS });
  return Array.from({ length: days }, (_, i) => new Date(first + i * DAY_MS).toISOString().slice(0, 10));
}

const instantOf = (date: string, timeZone: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return localToInstant(timeZone, y, m, d);
};

/**
 * GET /report/aqi: each local day's AQI by HJ 633-2012 from the device's hourly means, in the
 * device's zone. A day whose pollutants all lack the valid hours GB 3095-2012 asks for answers no
 * number and says why.
 */
export async function aqiReport(scope: RequestScope, query: AqiQuery): Promise<AqiResult> {
  const device = await visibleDevice(scope, query.device_id);
  const dates = datesBetween(query.startTime, query.endTime);
  const tz = device.timezone;
  const reported = SOURCES.filter((key) => device.params.has(key));
  const nextDay = new Date(Date.parse(`${dates[dates.length - 1]}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const means = await hourlyMeans(scope.db, device.deviceId, [...reported], instantOf(dates[0], tz), instantOf(nextDay, tz), tz);

  const hours = new Map<string, HourlyMeans>();
  for (const row of means) {
    const key = `${row.param_key}|${row.day}`;
    let day = hours.get(key);
    if (!day) hours.set(key, (day = Array.from({ length: 24 }, () => null)));
    day[row.hour] = row.mean;
  }
  const of = (param: string, date: string): HourlyMeans => hours.get(`${param}|${date}`) ?? [];

  const rows = dates.map((date): AqiRow => {
    const concentrations: DailyConcentrations = {
      so2: dayMean(of('so2', date)),
      no2: dayMean(of('no2', date)),
      pm10: dayMean(of('pm10', date)),
      co: dayMean(of('co', date)),
      o3_1h: dayMax1h(of('o3', date)),
      o3_8h: dayMax8h(of('o3', date)),
      pm25: dayMean(of('pm25', date)),
    };
    const day = dailyAqi(concentrations);
    const rounded = Object.fromEntries(Object.entries(concentrations).map(([k, v]) => [k, v === null ? null : Math.round(v * 1000) / 1000])) as Record<AqiPollutant, number | null>;
    return {
      date,
      aqi: day?.aqi ?? null,
      level: day?.level.level ?? null,
      color: day?.level.color ?? null,
      primary: day?.primary ?? [],
      iaqi: day?.iaqi ?? { so2: null, no2: null, pm10: null, co: null, o3_1h: null, o3_8h: null, pm25: null },
      concentrations: rounded,
      reason: day ? null : 'insufficient_data',
    };
  });
  return { device_id: device.deviceId, device_name: device.name, timezone: tz, pollutants: [...reported], rows: reported.length ? rows : [] };
}
