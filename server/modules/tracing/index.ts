/** Traceability batches, their QR codes and media, and the public query page's read. */
export { tracingRoutes as tracingModule } from './routes';
