import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { SummaryQuerySchema, SummarySchema } from '../../../shared/contract/api/analysis-summary';
import { summary } from './service';
import './messages';

/** GET /analysis/summary for the pollution-source and monitoring-factor pages; needs app.database and a session. */
export const analysisSummaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/analysis/summary',
    {
      config: { access: ROUTE_ACCESS.analysisSummary },
      schema: { tags: ['analysis'], querystring: SummaryQuerySchema, response: { 200: Envelope(SummarySchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await summary(request.scope, request.query)),
  );
};
