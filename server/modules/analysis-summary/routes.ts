import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { ANALYSIS_SUMMARY_ENDPOINTS } from '../../../shared/contract/api/analysis-summary';
import { summary } from './service';
import './messages';

/** GET /analysis/summary for the pollution-source and monitoring-factor pages; needs app.database and a session. */
export const analysisSummaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const entry = ANALYSIS_SUMMARY_ENDPOINTS.summary;
  app.get(
    entry.path,
    { config: routeAccess(entry), schema: routeSchema(entry, { tags: ['analysis'] }) },
    async (request) => ok(request, await summary(request.scope, request.query)),
  );
};
