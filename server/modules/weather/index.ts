/** Station weather and the provider's forecast (POST /apiWeather). */
export { weatherRoutes as weatherModule } from './routes';
