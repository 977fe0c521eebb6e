import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { Envelope, ERROR_RESPONSES, ErrorEnvelope } from '../../../../shared/contract/envelope';
import { DailyFlowBodySchema, DailyFlowSchema, ResidualFlowBodySchema, ResidualFlowSchema } from '../../../../shared/contract/api/data-flow';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import * as service from './service';

/**
 * SIM data flow (8001): POST /dataFlow/residualFlow {cardId?, device_id} and
 * /dataFlow/getYinerdaDataFlow {cardId, device_id, dateFlow}, through the provider chosen by
 * DATA_FLOW_PROVIDER (simulated by default; yinerda; linkcard; app.dataFlow). residualFlow stores
 * devices.remaining_flow and whether it is simulated.
 */
export const dataFlowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const provider = app.dataFlow;

  app.post(
    '/dataFlow/residualFlow',
    {
      config: { access: ROUTE_ACCESS.dataFlow, readOnly: true },
      schema: {
        tags: ['data-flow'],
        body: ResidualFlowBodySchema,
        response: {
          200: Envelope(ResidualFlowSchema),
          ...ERROR_RESPONSES,
          503: ErrorEnvelope,
        },
      },
    },
    async (request) => ok(request, await service.residual(request.scope, provider, request.body.device_id, request.body.cardId)),
  );

  app.post(
    '/dataFlow/getYinerdaDataFlow',
    {
      config: { access: ROUTE_ACCESS.dataFlow, readOnly: true },
      schema: {
        tags: ['data-flow'],
        body: DailyFlowBodySchema,
        response: {
          200: Envelope(DailyFlowSchema),
          ...ERROR_RESPONSES,
          503: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { device_id, cardId, dateFlow } = request.body;
      return ok(request, await service.daily(request.scope, provider, device_id, cardId, dateFlow));
    },
  );
};
