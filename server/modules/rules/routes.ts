import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { rulesPlugin } from './engine/rules-plugin';
import { RULE_ENDPOINTS } from '../../../shared/contract/api/rules';
import * as service from './service';
import { body, byBody, lookupName } from '../../http/oplog';
import { DEFAULT_PAGE_SIZE } from '../../../shared/contract/paging';

const tags = ['rules'];

/**
 * Linkage rules (8002): POST /rule {action: list|create|update|delete|enable|disable},
 * POST /rulehis (firing history), POST /linkageAction (run a rule's actions now). Registers the
 * rule engine and the notification channels (rulesPlugin). Needs app.database and app.bus.
 */
export const ruleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(rulesPlugin);
  const { rule, history, run } = RULE_ENDPOINTS;

  app.post(
    rule.path,
    {
      config: {
        ...routeAccess(rule),
        oplog: { resource: 'rule', action: byBody('action', { create: 'create', update: 'update', enable: 'enable', disable: 'disable', delete: 'delete' }), name: body('name'), lookup: lookupName('rules', 'name', body('id')) },
      },
      schema: routeSchema(rule, { tags }),
    },
    async (request) => {
      const body = request.body;
      if ('id' in body) request.opTarget = `rule:${body.id}`;
      switch (body.action) {
        case 'list':
          return ok(request, await service.list(request.scope, body));
        case 'create':
          return ok(request, await service.create(request.scope, body), 'rules_created');
        case 'update':
          return ok(request, await service.update(request.scope, body), 'rules_updated');
        case 'enable':
        case 'disable':
          return ok(request, await service.setEnabled(request.scope, body.id, body.action === 'enable'), 'rules_status_switched');
        default:
          await service.remove(request.scope, body.id);
          return ok(request, null, 'rules_deleted');
      }
    },
  );

  app.post(
    history.path,
    { config: { ...routeAccess(history), readOnly: true }, schema: routeSchema(history, { tags }) },
    async (request) => ok(request, await service.history(request.scope, request.body.rule_id, request.body.page ?? 1, request.body.pageSize ?? DEFAULT_PAGE_SIZE)),
  );

  app.post(
    run.path,
    { config: { ...routeAccess(run), oplog: { action: 'run', resource: 'rule', lookup: lookupName('rules', 'name', body('rule_id')) } }, schema: routeSchema(run, { tags }) },
    async (request) => {
      request.opTarget = `rule:${request.body.rule_id}`;
      return ok(request, await service.runNow(request.scope, request.body.rule_id), 'rules_run');
    },
  );
};
