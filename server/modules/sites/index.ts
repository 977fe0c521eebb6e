/** Sites (bases, ponds, fields) with their geometry and water-quality grades. */
export { siteRoutes as sitesModule } from './routes';
export { siteDevices } from './service';
