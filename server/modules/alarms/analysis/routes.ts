import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import { FaultAnalysisQuerySchema, FaultAnalysisSchema } from '../../../../shared/contract/api/fault-analysis';
import { faultAnalysis } from './service';

/** GET /alarm/analysis: the fault analysis page's one read (the spec names no call for it). */
export const faultAnalysisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/alarm/analysis',
    {
      config: { access: ROUTE_ACCESS.faultAnalysis },
      schema: { tags: ['alarms'], querystring: FaultAnalysisQuerySchema, response: { 200: Envelope(FaultAnalysisSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await faultAnalysis(request.scope, request.query)),
  );
};
