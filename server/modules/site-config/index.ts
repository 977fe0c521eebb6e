/** The platform's and each company's display settings (titles, logos, map tiles, screens). */
export { siteConfigRoutes as siteConfigModule } from './routes';
export { readSiteConfig } from './repository';
export { mapTilesOf } from './service';
