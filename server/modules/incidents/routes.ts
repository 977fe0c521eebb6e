import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { INCIDENT_ENDPOINTS } from '../../../shared/contract/api/incidents';
import * as service from './service';

const tags = ['incidents'];

/** The incident list (bell, message center, home), one incident with its alarms and history, and its acknowledgement. */
export const incidentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { list, one, acknowledge } = INCIDENT_ENDPOINTS;

  app.get(list.path, { config: routeAccess(list), schema: routeSchema(list, { tags }) }, async (request) =>
    ok(request, await service.listIncidents(request.scope, request.query)),
  );

  app.get(one.path, { config: routeAccess(one), schema: routeSchema(one, { tags }) }, async (request) =>
    ok(request, await service.incidentDetail(request.scope, request.params.id)),
  );

  app.post(
    acknowledge.path,
    // Idempotent: the phone queues an acknowledgement made offline and may send it again when its answer is lost (issue 37).
    { config: { ...routeAccess(acknowledge), idempotent: true, oplog: { action: 'acknowledge', resource: 'incident' } }, schema: routeSchema(acknowledge, { tags }) },
    async (request) => {
      request.opTarget = `incident:${request.params.id}`;
      const result = await service.acknowledge(request.scope, request.params.id);
      return ok(request, result, result.outcome === 'acknowledged' ? 'incident_acknowledged' : 'incident_already_acknowledged');
    },
  );
};
