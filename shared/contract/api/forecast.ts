import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';
import { EpochMs, Nullable, OneOf } from '../schema-bounds';

/**
 * Tonight's dissolved oxygen (issue 35): for a device with a `do` parameter, the forecast from its
 * readings up to `asof` every 10 minutes until 09:00 local time the next morning, the night's
 * minimum with its uncertainty band, and when DO first falls below the parameter's low limit.
 * A pond with too few past nights gets no forecast and says so (no guess).
 */

const DeviceId = Type.String({ minLength: 1, maxLength: 64, description: "a device the caller sees, with a 'do' parameter" });

export const DoForecastQuerySchema = Type.Object({
  device_id: DeviceId,
  asof: Type.Optional(EpochMs({ description: 'forecast from the readings up to this moment (epoch ms); now when left out' })),
});
export type DoForecastQuery = Static<typeof DoForecastQuerySchema>;

export const ForecastPointSchema = Type.Object({
  ts: EpochMs(),
  /** mg/L */
  value: Type.Number(),
});
export type ForecastPoint = Static<typeof ForecastPointSchema>;

/** The night's lowest forecast value, with the band it is expected within (about 80 %). */
export const ForecastMinSchema = Type.Object({
  ts: EpochMs(),
  value: Type.Number(),
  low: Type.Number(),
  high: Type.Number(),
});
export type ForecastMin = Static<typeof ForecastMinSchema>;

/**
 * ok: the forecast is in `points`, `min` and `crosses_low_at`; too_few_nights: the pond has fewer
 * than `nights_needed` complete past nights to fit (no forecast rather than a guess);
 * no_recent_readings: nothing reported in the hours before `asof`, so tonight cannot be started from.
 */
export const DO_FORECAST_STATUSES = ['ok', 'too_few_nights', 'no_recent_readings'] as const;
export type DoForecastStatus = (typeof DO_FORECAST_STATUSES)[number];

export const DoForecastSchema = Type.Object({
  device_id: Type.String(),
  asof: EpochMs(),
  status: OneOf(DO_FORECAST_STATUSES),
  /** Why there is no forecast, in the caller's language; null when status is ok. */
  message: Nullable(Type.String()),
  /** Every 10 minutes after asof until `until`; empty without a forecast. */
  points: Type.Array(ForecastPointSchema),
  min: Nullable(ForecastMinSchema),
  /** The first forecast point below `low_limit`; null when none is, or the parameter has no low limit. */
  crosses_low_at: Nullable(EpochMs()),
  /** The `do` parameter's low limit the crossing is measured against (mg/L); null when it has none. */
  low_limit: Nullable(Type.Number()),
  /** The first 09:00 local time (the device's zone) after asof: the end of the night forecast. */
  until: EpochMs(),
  /** The pond's past nights the model was fitted on. */
  nights_used: Type.Integer({ minimum: 0 }),
  /** The fewest nights it needs to forecast at all. */
  nights_needed: Type.Integer({ minimum: 0 }),
});
export type DoForecast = Static<typeof DoForecastSchema>;

export const BacktestQuerySchema = Type.Object({
  device_id: DeviceId,
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366, default: 30, description: 'the last this many nights' })),
});
export type BacktestQuery = Static<typeof BacktestQuerySchema>;

/** One past night: the forecast made at 20:00 local from the readings before it, against what happened. */
export const BacktestNightSchema = Type.Object({
  /** The evening's local date, YYYY-MM-DD. */
  night: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  asof: EpochMs(),
  /** Null when no forecast could be made that evening (too few nights before it, no readings). */
  predicted: Nullable(ForecastMinSchema),
  /** The lowest reading between asof and 09:00; null when the night has too few readings to say. */
  actual: Nullable(ForecastPointSchema),
  /** |predicted - actual| of the minimum's value (mg/L); null unless both are known. */
  error: Nullable(Type.Number()),
});
export type BacktestNight = Static<typeof BacktestNightSchema>;

export const BacktestSchema = Type.Object({
  device_id: Type.String(),
  days: Type.Integer(),
  /** Oldest first. */
  nights: Type.Array(BacktestNightSchema),
  /** Mean absolute error of the minimum over the nights with an error; null when there is none. */
  mae: Nullable(Type.Number()),
  nights_scored: Type.Integer({ minimum: 0 }),
});
export type Backtest = Static<typeof BacktestSchema>;

/** Every pond monitor the caller sees (the first 200 by device id) with tonight's forecast: the home page and the fish big screen. */
export const PondForecastSchema = Type.Object({
  device_id: Type.String(),
  device_name: Type.String(),
  /** The newest `do` reading (mg/L) and its time; null when none. */
  live: Nullable(ForecastPointSchema),
  forecast: DoForecastSchema,
});
export type PondForecast = Static<typeof PondForecastSchema>;

/** Any signed-in user, for the devices in their scope (404 for a device out of sight, 400 for a bad asof). */
export const FORECAST_ENDPOINTS = {
  doForecast: endpoint({ method: 'GET', path: '/forecast/do', query: DoForecastQuerySchema, data: DoForecastSchema, access: 'session' }),
  backtest: endpoint({ method: 'GET', path: '/forecast/do/backtest', query: BacktestQuerySchema, data: BacktestSchema, access: 'session' }),
  ponds: endpoint({ method: 'GET', path: '/forecast/do/ponds', data: Type.Array(PondForecastSchema), access: 'session' }),
};
