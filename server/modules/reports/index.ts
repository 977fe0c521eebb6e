/** Reports: the daily air quality index (HJ 633-2012) and, with it, the water classes (GB 3838-2002). */
export { reportRoutes as reportsModule } from './routes';
