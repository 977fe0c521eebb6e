/** Tonight's dissolved-oxygen forecast, its backtest and every pond's forecast (issue 35). */
export { forecastRoutes as forecastModule } from './routes';
/** The rule engine's forecast triggers: tonight's forecast without a request, and which night an instant is in. */
export { systemForecast } from './service';
export { nightEnd } from './model/night-clock';
export type { NightForecast } from './model/night-model';
