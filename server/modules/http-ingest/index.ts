/** A device's readings posted over HTTP (issue 38 item 3), into the MQTT path's ingest. */
export { httpIngestRoutes as httpIngestModule } from './routes';
