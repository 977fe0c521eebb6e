/** The readings ingest refused, and why. */
export { ingestRejectionRoutes as ingestRejectionsModule } from './routes';
