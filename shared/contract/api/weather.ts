import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint';
import { Id, Nullable, OneOf } from '../schema-bounds';

/**
 * POST /apiWeather (spec section 7): the weather of a place the caller sees: current conditions
 * from its own weather stations (ET devices, latest readings) and a 7-day forecast from the
 * configured provider (QWeather's v7 daily forecast).
 */
export const WeatherBodySchema = Type.Object({
  device_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'a device the caller sees: its own readings when it is a weather station, else the stations near it' })),
  site: Type.Optional(Id({ description: 'a site the caller sees: the stations within its radius' })),
});
export type WeatherBody = Static<typeof WeatherBodySchema>;

/** The station parameters the current conditions report, where a station reports them. */
export const WEATHER_PARAMS = ['air_temp', 'air_humidity', 'rainfall', 'wind_speed', 'wind_direction'] as const;
export type WeatherParam = (typeof WEATHER_PARAMS)[number];

const Reading = Nullable(Type.Number());

export const WeatherStationSchema = Type.Object({
  device_id: Type.String(),
  device_name: Type.String(),
  /** When its newest reading was taken; null when it has reported nothing yet. */
  updated_at: Nullable(Type.String({ format: 'date-time' })),
  air_temp: Reading,
  air_humidity: Reading,
  rainfall: Reading,
  wind_speed: Reading,
  wind_direction: Reading,
});
export type WeatherStation = Static<typeof WeatherStationSchema>;

/** One day of the forecast, as QWeather names its fields (numbers as numbers). */
export const ForecastDaySchema = Type.Object({
  fxDate: Type.String(),
  tempMax: Reading,
  tempMin: Reading,
  textDay: Type.String(),
  textNight: Type.String(),
  iconDay: Type.String(),
  windDirDay: Type.String(),
  windScaleDay: Type.String(),
  humidity: Reading,
  precip: Reading,
});
export type ForecastDay = Static<typeof ForecastDaySchema>;

/**
 * ok: `daily` holds the days; not_configured: no provider key on the server; no_location: the
 * place has no coordinates; error: the provider refused or did not answer (`code` is its own).
 */
export const FORECAST_STATUSES = ['ok', 'not_configured', 'no_location', 'error'] as const;
export type ForecastStatus = (typeof FORECAST_STATUSES)[number];

export const ForecastSchema = Type.Object({
  status: OneOf(FORECAST_STATUSES),
  /** The provider's code on an error ('401', '429', 'timeout', ...); null otherwise. */
  code: Nullable(Type.String()),
  /** In the caller's language. */
  message: Nullable(Type.String()),
  updateTime: Nullable(Type.String()),
  daily: Type.Array(ForecastDaySchema),
});
export type Forecast = Static<typeof ForecastSchema>;

export const WeatherResultSchema = Type.Object({
  location: Nullable(Type.Object({ name: Nullable(Type.String()), longitude: Type.Number(), latitude: Type.Number() })),
  /** The mean of the stations' newest readings per parameter; null where none reports it. */
  current: Type.Object({
    air_temp: Reading,
    air_humidity: Reading,
    rainfall: Reading,
    wind_speed: Reading,
    wind_direction: Reading,
    updated_at: Nullable(Type.String({ format: 'date-time' })),
  }),
  stations: Type.Array(WeatherStationSchema),
  forecast: ForecastSchema,
});
export type WeatherResult = Static<typeof WeatherResultSchema>;

/** POST /apiWeather: the home page, the weather panel and the big screens (1001 and the screens' 11). */
export const WEATHER_ENDPOINTS = {
  weather: endpoint({ method: 'POST', path: '/apiWeather', body: WeatherBodySchema, data: WeatherResultSchema, access: 'weather' }),
};
