/** Companies (tenants) and the agents who manage them. */
export { companyRoutes as companiesModule } from './routes';
