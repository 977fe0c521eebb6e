/** Customer service: after-sales tickets with maintenance service records, and suggestions. */
export { serviceRoutes as serviceModule } from './routes';
