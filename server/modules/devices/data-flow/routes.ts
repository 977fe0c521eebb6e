import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { routeAccess, routeSchema } from '../../../http/endpoint-route';
import { DATA_FLOW_ENDPOINTS } from '../../../../shared/contract/api/data-flow';
import * as service from './service';

/**
 * SIM data flow (8001): POST /dataFlow/residualFlow {cardId?, device_id} and
 * /dataFlow/getYinerdaDataFlow {cardId, device_id, dateFlow}, through the provider chosen by
 * DATA_FLOW_PROVIDER (simulated by default; yinerda; linkcard; app.dataFlow). residualFlow stores
 * devices.remaining_flow and whether it is simulated.
 */
export const dataFlowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const provider = app.dataFlow;
  const { residual, daily } = DATA_FLOW_ENDPOINTS;
  // A card platform's refusal is a 503 naming it.
  const doc = { tags: ['data-flow'], errors: [503] };

  app.post(
    residual.path,
    { config: { ...routeAccess(residual), readOnly: true }, schema: routeSchema(residual, doc) },
    async (request) => ok(request, await service.residual(request.scope, provider, request.body.device_id, request.body.cardId)),
  );

  app.post(
    daily.path,
    { config: { ...routeAccess(daily), readOnly: true }, schema: routeSchema(daily, doc) },
    async (request) => {
      const { device_id, cardId, dateFlow } = request.body;
      return ok(request, await service.daily(request.scope, provider, device_id, cardId, dateFlow));
    },
  );
};
