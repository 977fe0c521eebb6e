/** The operation log: who did what, and its export. */
export { weblogRoutes as weblogModule } from './routes';
