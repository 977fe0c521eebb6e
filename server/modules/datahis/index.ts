/** History: series, averages, reports and manual entries over the telemetry tables. */
export { datahisRoutes as datahisModule } from './routes';
export { visibleDevice } from './series-service';
export { announceReading, manualReading, writeReading, type ManualReading } from './entry-service';
export { report, reportStatsMany } from './report-service';
