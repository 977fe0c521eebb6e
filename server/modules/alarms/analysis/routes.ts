import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { routeAccess, routeSchema } from '../../../http/endpoint-route';
import { FAULT_ANALYSIS_ENDPOINTS } from '../../../../shared/contract/api/fault-analysis';
import { faultAnalysis } from './service';

/** GET /alarm/analysis: the fault analysis page's one read (the spec names no call for it). */
export const faultAnalysisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const entry = FAULT_ANALYSIS_ENDPOINTS.analysis;
  app.get(
    entry.path,
    { config: routeAccess(entry), schema: routeSchema(entry, { tags: ['alarms'] }) },
    async (request) => ok(request, await faultAnalysis(request.scope, request.query)),
  );
};
