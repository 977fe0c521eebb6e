import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { SiteConfigEditSchema, SiteConfigSchema } from '../../../shared/contract/api/site-config';
import { getEditable, getSiteConfig, saveSiteConfig } from './service';
import { companyDisplayRoutes } from './display-routes';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';

const CONFIG_PAGE = ROUTE_ACCESS.siteConfig;
const tags = ['system'];

/**
 * GET /api/site-config: the platform name, the sales phone, the footer and the map tile URL of
 * this deployment. Public, because the login screen shows them before anyone has a session.
 * The platform admin edits them (8005); companies' login images are in ./display-routes.ts.
 * Needs app.database.
 */
export const siteConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;

  app.get(
    '/site-config',
    {
      config: { public: true },
      schema: { tags, response: { 200: Envelope(SiteConfigSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await getSiteConfig(db)),
  );

  app.get(
    '/site-config/edit',
    { config: { access: CONFIG_PAGE }, schema: { tags, response: { 200: Envelope(SiteConfigEditSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await getEditable(db)),
  );

  app.put(
    '/site-config',
    { config: { oplog: { action: 'update', resource: 'site_config' }, access: CONFIG_PAGE }, schema: { tags, body: SiteConfigEditSchema, response: { 200: Envelope(SiteConfigSchema), ...ERROR_RESPONSES } } },
    async (request) => {
      request.opTarget = 'site-config';
      return ok(request, await saveSiteConfig(request.scope, request.body));
    },
  );

  await app.register(companyDisplayRoutes);
};
