import type { FastifyInstance } from 'fastify';
import { systemScope, type RequestScope } from '../../auth/request-scope';
import { badRequest } from '../../http/app-error';
import { translate } from '../../i18n/messages';
import type { DeviceEntry, ParamConfig } from '../../ingest/device-registry';
import { visibleDevice } from '../datahis';
import { alarmSides } from '../../../shared/contract/param-limits';
import type { DoForecast, DoForecastQuery, PondForecast } from '../../../shared/contract/api/forecast';
import { anchorOffset, fitNights, forecastNight, NIGHTS_MAX, NIGHTS_NEEDED, RECENT_MS, type NightForecast } from './model/night-model';
import { earlierNightEnd, HOUR_MS, nightEnd } from './model/night-clock';
import { cachedFit, fitKey, keepFit } from './fit-cache';
import * as repo from './repository';
import './messages';

/** The readings before a night's end the features reach back to (the night before's low, the afternoon's peak). */
const LOOKBACK_MS = 36 * HOUR_MS;

/** A visible device with a `do` parameter: 404 when out of sight, 400 without `do`. */
export async function oxygenDevice(scope: RequestScope, deviceId: string): Promise<{ device: DeviceEntry; param: ParamConfig }> {
  const device = await visibleDevice(scope, deviceId);
  const param = device.params.get('do');
  if (!param) throw badRequest('forecast_no_do');
  return { device, param };
}

/**
 * The night model's forecast for one device at asof, from readings up to asof only. The fit on
 * the past nights is cached per device, night and 10-minute slot; with it, only tonight's last
 * hours are read.
 */
export async function forecastFor(scope: RequestScope, device: DeviceEntry, asof: number): Promise<NightForecast> {
  const zone = device.timezone;
  const until = nightEnd(zone, asof);
  const offset = anchorOffset(until, asof);
  const key = fitKey(device.deviceId, until, offset);
  let fit = cachedFit(scope.app, key);
  const from = earlierNightEnd(zone, until, fit ? 0 : NIGHTS_MAX) - LOOKBACK_MS;
  const [rows, recent] = await Promise.all([
    repo.hourlyUpTo(scope.db, device.deviceId, from, asof),
    repo.oxygenReadings(scope.db, device.deviceId, asof - RECENT_MS, asof),
  ]);
  if (!fit) {
    fit = fitNights(zone, until, offset, rows);
    keepFit(scope.app, key, fit);
  }
  return forecastNight(fit, zone, asof, { ...rows, recent }, lowLimitOf(device.params.get('do')));
}

/**
 * Tonight's forecast for background work (the rule engine's forecast triggers, issue 35): read in
 * the platform's own scope, not a request's. Null for a device the registry does not know or one
 * without a `do` parameter; the caller has checked the device is the rule's company's.
 */
export async function systemForecast(app: FastifyInstance, deviceId: string, asof: number): Promise<NightForecast | null> {
  const device = app.ingest.registry.get(deviceId);
  if (!device?.params.has('do')) return null;
  return forecastFor(systemScope(app), device, asof);
}

export function lowLimitOf(param: ParamConfig | undefined): number | null {
  return param ? alarmSides(param).below : null;
}

/** The contract's answer for a forecast, its status said in the caller's language. */
export function answerOf(scope: RequestScope, device: DeviceEntry, asof: number, forecast: NightForecast): DoForecast {
  const message =
    forecast.status === 'ok'
      ? null
      : translate(scope.lang, `forecast_${forecast.status}`, { used: forecast.nightsUsed, needed: NIGHTS_NEEDED, hours: RECENT_MS / HOUR_MS });
  return {
    device_id: device.deviceId,
    asof,
    status: forecast.status,
    message,
    points: forecast.points,
    min: forecast.min,
    crosses_low_at: forecast.crossesLowAt,
    low_limit: lowLimitOf(device.params.get('do')),
    until: forecast.until,
    nights_used: forecast.nightsUsed,
    nights_needed: NIGHTS_NEEDED,
  };
}

/** GET /forecast/do: tonight's oxygen for one pond, from its readings up to asof (now when left out). */
export async function doForecast(scope: RequestScope, query: DoForecastQuery): Promise<DoForecast> {
  const { device } = await oxygenDevice(scope, query.device_id);
  const asof = query.asof ?? Date.now();
  return answerOf(scope, device, asof, await forecastFor(scope, device, asof));
}

/**
 * GET /forecast/do/ponds: every device the caller sees with a `do` parameter, its newest reading
 * and tonight's forecast. One pond after another: the caller's own ponds only, each a few queries.
 */
export async function pondForecasts(scope: RequestScope): Promise<PondForecast[]> {
  const devices = await repo.oxygenDevices(scope.db, scope.whereDeviceVisible('devices.device_id'));
  const latest = await repo.latestOxygen(scope.db, devices.map((d) => d.device_id));
  const asof = Date.now();
  const answers: PondForecast[] = [];
  for (const row of devices) {
    const device = scope.app.ingest.registry.get(row.device_id);
    if (!device?.params.has('do')) continue;
    answers.push({
      device_id: row.device_id,
      device_name: row.device_name,
      live: latest.get(row.device_id) ?? null,
      forecast: answerOf(scope, device, asof, await forecastFor(scope, device, asof)),
    });
  }
  return answers;
}
