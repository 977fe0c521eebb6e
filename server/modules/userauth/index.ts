/** Which access codes each user holds. */
export { userauthRoutes as userauthModule } from './routes';
