/** The latest reading of every visible device (/realtimeAll and friends). */
export { realtimeRoutes as realtimeModule } from './routes';
export { liveViewOf } from './live-view';
