import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ERROR_RESPONSES, ok } from '../../http/envelope';
import { SiteConfigSchema } from './schemas';
import { getSiteConfig } from './service';

/**
 * GET /api/site-config: the platform name, the sales phone and the footer of this deployment.
 * Public, because the login screen shows them before anyone has a session. Needs app.database.
 */
export const siteConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/site-config',
    {
      config: { public: true },
      schema: { tags: ['system'], response: { 200: Envelope(SiteConfigSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await getSiteConfig(app.database.db)),
  );
};
