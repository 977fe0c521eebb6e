/** Market price lists and their trends (3007, POST /priceProduct, /priceManage). */
export { priceRoutes as pricesModule } from './routes';
