/** Customer service: after-sales tickets with maintenance service records and photos, suggestions, and the conversation with service staff. */
export { serviceRoutes as serviceModule } from './routes';
