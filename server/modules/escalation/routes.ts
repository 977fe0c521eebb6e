import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { body, lookupName, param } from '../../http/oplog';
import { ESCALATION_ENDPOINTS } from '../../../shared/contract/api/escalation';
import { ackRoutes } from './ack-routes';
import * as service from './service';

const tags = ['escalation'];

/**
 * Escalation (alarm contacts' code): GET/POST /escalationPolicies, PUT/DELETE
 * /escalationPolicies/:id (a company's ladders: per site, or its default), GET/PUT
 * /escalationRoster (who is on duty when), and the signed acknowledgement link's public page.
 * Needs app.database and app.escalation (escalationPlugin, registered by app.ts).
 */
export const escalationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { policies, createPolicy, updatePolicy, removePolicy, roster, saveRoster } = ESCALATION_ENDPOINTS;
  const lookup = lookupName('escalation_policies', 'name', param('id'));
  // The roster has no name of its own: the log names its company.
  const rosterCompany = (_request: unknown, data: unknown) => (data as { tenant_id?: number } | undefined)?.tenant_id;

  app.get(policies.path, { config: routeAccess(policies), schema: routeSchema(policies, { tags }) }, async (request) => ok(request, await service.listPolicies(request.scope, request.query.tenant_id)));

  app.post(
    createPolicy.path,
    { config: { ...routeAccess(createPolicy), oplog: { action: 'create', resource: 'escalation_policy', name: body('name') } }, schema: routeSchema(createPolicy, { tags }) },
    async (request) => ok(request, await service.createPolicy(request.scope, request.body), 'escalation_saved'),
  );

  app.put(
    updatePolicy.path,
    { config: { ...routeAccess(updatePolicy), oplog: { action: 'update', resource: 'escalation_policy', name: body('name') } }, schema: routeSchema(updatePolicy, { tags }) },
    async (request) => {
      request.opTarget = `escalation-policy:${request.params.id}`;
      return ok(request, await service.updatePolicy(request.scope, request.params.id, request.body), 'escalation_saved');
    },
  );

  app.delete(
    removePolicy.path,
    { config: { ...routeAccess(removePolicy), oplog: { action: 'delete', resource: 'escalation_policy', lookup } }, schema: routeSchema(removePolicy, { tags }) },
    async (request) => {
      request.opTarget = `escalation-policy:${request.params.id}`;
      await service.removePolicy(request.scope, request.params.id);
      return ok(request, null, 'escalation_deleted');
    },
  );

  app.get(roster.path, { config: routeAccess(roster), schema: routeSchema(roster, { tags }) }, async (request) => ok(request, await service.roster(request.scope, request.query.tenant_id)));

  app.put(
    saveRoster.path,
    { config: { ...routeAccess(saveRoster), oplog: { action: 'update', resource: 'duty_roster', name: rosterCompany } }, schema: routeSchema(saveRoster, { tags }) },
    async (request) => ok(request, await service.saveRoster(request.scope, request.body), 'escalation_saved'),
  );

  await app.register(ackRoutes);
};
