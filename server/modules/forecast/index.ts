/** Tonight's dissolved-oxygen forecast, its backtest and every pond's forecast (issue 35). */
export { forecastRoutes as forecastModule } from './routes';
