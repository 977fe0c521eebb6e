import { WEATHER_ENDPOINTS, type Forecast, type ForecastDay, type WeatherBody, type WeatherResult, type WeatherStation } from '../../shared/contract/api/weather';
import { call, type CallOptions } from './call';

export type { Forecast, ForecastDay, WeatherResult, WeatherStation };

/** POST /apiWeather: the stations' current conditions and the 7-day forecast of a device, a site or the caller's first site. */
export function fetchWeather(body: WeatherBody = {}, options?: CallOptions) {
  return call(WEATHER_ENDPOINTS.weather, { body }, options);
}
