/** Liveness and readiness for load balancers and the start script. */
export { healthRoutes as healthModule } from './routes';
