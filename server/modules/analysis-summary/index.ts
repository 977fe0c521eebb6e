/** The analysis page's summary figures. */
export { analysisSummaryRoutes as analysisSummaryModule } from './routes';
