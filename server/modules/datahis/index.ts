/** History: series, averages, reports and manual entries over the telemetry tables. */
export { datahisRoutes as datahisModule } from './routes';
export { visibleDevice } from './series-service';
export { report, reportStatsMany } from './report-service';
