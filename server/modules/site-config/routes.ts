import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { SITE_CONFIG_ENDPOINTS } from '../../../shared/contract/api/site-config';
import { getEditable, getSiteConfig, mapTilesOf, saveSiteConfig } from './service';
import { companyDisplayRoutes } from './display-routes';

const tags = ['system'];

/**
 * GET /api/site-config: the platform name, the sales phone, the footer and the map tile URL of
 * this deployment. Public, because the login screen shows them before anyone has a session.
 * GET /api/site-config/map-tiles: the map's online tiles for any signed-in user (the big screens'
 * and the location picker's maps; a Tianditu URL carries the key, so not public).
 * The platform admin edits them (8005); companies' login images are in ./display-routes.ts.
 * Needs app.database.
 */
export const siteConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const { config, mapTiles, editable, save } = SITE_CONFIG_ENDPOINTS;

  app.get(config.path, { config: routeAccess(config), schema: routeSchema(config, { tags }) }, async (request) => ok(request, await getSiteConfig(db)));

  app.get(mapTiles.path, { config: routeAccess(mapTiles), schema: routeSchema(mapTiles, { tags }) }, async (request) => ok(request, await mapTilesOf(db)));

  app.get(editable.path, { config: routeAccess(editable), schema: routeSchema(editable, { tags }) }, async (request) => ok(request, await getEditable(db)));

  app.put(
    save.path,
    { config: { ...routeAccess(save), oplog: { action: 'update', resource: 'site_config' } }, schema: routeSchema(save, { tags }) },
    async (request) => {
      request.opTarget = 'site-config';
      return ok(request, await saveSiteConfig(request.scope, request.body));
    },
  );

  await app.register(companyDisplayRoutes);
};
