import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { Envelope, ERROR_RESPONSES, ErrorEnvelope } from '../../../../shared/contract/envelope';
import { DeviceCode } from '../../../../shared/contract/api/devices';
import { Nullable } from '../../../../shared/contract/schema-bounds';
import { dataFlowProvider } from './providers';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import * as service from './service';

const CardId = Type.String({ minLength: 1, maxLength: 32 });
const Usage = {
  device_id: Type.String(),
  cardId: Type.String(),
  sim_type: Type.String(),
  month: Type.String({ description: 'YYYY-MM' }),
  provider: Type.String(),
  simulated: Type.Boolean({ description: 'true when the figures are the demo simulation, not a card platform\'s' }),
  total_mb: Type.Number(),
  used_mb: Type.Number(),
};

/**
 * SIM data flow (8001): POST /dataFlow/residualFlow {cardId?, device_id} and
 * /dataFlow/getYinerdaDataFlow {cardId, device_id, dateFlow}, through the provider chosen by
 * DATA_FLOW_PROVIDER (simulated by default; yinerda; linkcard). residualFlow stores
 * devices.remaining_flow and whether it is simulated.
 */
export const dataFlowRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const provider = dataFlowProvider(process.env);

  app.post(
    '/dataFlow/residualFlow',
    {
      config: { access: ROUTE_ACCESS.dataFlow, readOnly: true },
      schema: {
        tags: ['data-flow'],
        body: Type.Object({ cardId: Type.Optional(CardId), device_id: DeviceCode }),
        response: {
          200: Envelope(Type.Object({ ...Usage, remaining_mb: Type.Number(), expiry_date: Nullable(Type.String({ description: 'YYYY-MM-DD: the card expiry on record, the later of the stored date and the one the platform reports' })) })),
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
        body: Type.Object({ cardId: CardId, device_id: DeviceCode, dateFlow: Type.String({ minLength: 7, maxLength: 10, description: 'YYYY-MM or YYYY-MM-DD' }) }),
        response: {
          200: Envelope(Type.Object({ ...Usage, days: Type.Array(Type.Object({ date: Type.String(), used_mb: Type.Number() })) })),
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
