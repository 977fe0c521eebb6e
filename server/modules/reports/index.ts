/**
 * Reports: the daily air quality index (HJ 633-2012), good and polluted days (with the water classes
 * of GB 3838-2002), and the .xlsx downloads of the periodic reports and of those days.
 */
export { reportRoutes as reportsModule } from './routes';
// The workbooks' builders, for the reports mailed to their subscribers (issue 36).
export { downloadPeriodic, downloadPollution } from './download-service';
export { writeSiteWorkbook } from './site-export';
