import type { Forecast, ForecastDay, WeatherBody, WeatherResult, WeatherStation } from '../../shared/contract/api/weather';
import { api, type RequestOptions } from './client';

export type { Forecast, ForecastDay, WeatherResult, WeatherStation };

/** POST /apiWeather: the stations' current conditions and the 7-day forecast of a device, a site or the caller's first site. */
export function fetchWeather(body: WeatherBody = {}, options?: RequestOptions) {
  return api.post<WeatherResult>('/apiWeather', body, options);
}
