import { FORECAST_ENDPOINTS, type Backtest, type BacktestNight, type BacktestQuery, type DoForecast, type DoForecastQuery, type PondForecast } from '../../shared/contract/api/forecast';
import { call, type CallOptions } from './call';

export type { Backtest, BacktestNight, DoForecast, PondForecast };

/** GET /forecast/do: tonight's dissolved oxygen of one device from its readings up to `asof` (now when left out). */
export function fetchDoForecast(query: DoForecastQuery, options?: CallOptions) {
  return call(FORECAST_ENDPOINTS.doForecast, { query }, options);
}

/** GET /forecast/do/backtest: the 20:00 forecasts of the last `days` nights against what happened, with their MAE. */
export function fetchBacktest(query: BacktestQuery, options?: CallOptions) {
  return call(FORECAST_ENDPOINTS.backtest, { query }, options);
}

/** GET /forecast/do/ponds: every pond monitor the caller sees, with its live DO and tonight's forecast. */
export function fetchPondForecasts(options?: CallOptions) {
  return call(FORECAST_ENDPOINTS.ponds, undefined, options);
}
