/** Sites (bases, ponds, fields) with their geometry and water-quality grades. */
export { siteRoutes as sitesModule } from './routes';
export { siteDevices } from './service';
/** The site a device belongs to (its company's, within the radius): incidents group a site's devices by it. */
export { siteOfDevice, type DeviceSite } from './membership';
