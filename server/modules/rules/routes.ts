import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES, Paged } from '../../../shared/contract/envelope';
import { rulesPlugin } from './engine/rules-plugin';
import { FiringSchema, HistoryQuerySchema, HistoryRowSchema, LinkageBodySchema, RuleBodySchema, RuleResponseData } from '../../../shared/contract/api/rules';
import * as service from './service';
import { body, byBody, lookupName } from '../../http/oplog';

const ACCESS = '8002';
const tags = ['rules'];

/**
 * Linkage rules (8002): POST /rule {action: list|create|update|delete|enable|disable},
 * POST /rulehis (firing history), POST /linkageAction (run a rule's actions now). Registers the
 * rule engine and the notification channels (rulesPlugin). Needs app.database and app.bus.
 */
export const ruleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(rulesPlugin);
  const ctx = (request: FastifyRequest) => ({ db: app.database.db, bus: app.bus, user: request.user!, rules: app.rules });

  app.post(
    '/rule',
    { config: { oplog: { resource: 'rule', action: byBody('action', { create: 'create', update: 'update', enable: 'enable', disable: 'disable', delete: 'delete' }), name: body('name'), lookup: lookupName('rules', 'name', body('id')) }, access: ACCESS }, schema: { tags, body: RuleBodySchema, response: { 200: Envelope(RuleResponseData), ...ERROR_RESPONSES } } },
    async (request) => {
      const body = request.body;
      if ('id' in body) request.opTarget = `rule:${body.id}`;
      switch (body.action) {
        case 'list':
          return ok(request, await service.list(ctx(request), body));
        case 'create':
          return ok(request, await service.create(ctx(request), body), 'rules_created');
        case 'update':
          return ok(request, await service.update(ctx(request), body), 'rules_updated');
        case 'enable':
        case 'disable':
          return ok(request, await service.setEnabled(ctx(request), body.id, body.action === 'enable'), 'devices_status_switched');
        default:
          await service.remove(ctx(request), body.id);
          return ok(request, null, 'rules_deleted');
      }
    },
  );

  app.post(
    '/rulehis',
    { config: { access: ACCESS, readOnly: true }, schema: { tags, body: HistoryQuerySchema, response: { 200: Envelope(Paged(HistoryRowSchema)), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.history(ctx(request), request.body.rule_id, request.body.page ?? 1, request.body.pageSize ?? 20)),
  );

  app.post(
    '/linkageAction',
    { config: { oplog: { action: 'run', resource: 'rule', lookup: lookupName('rules', 'name', body('rule_id')) }, access: ACCESS }, schema: { tags, body: LinkageBodySchema, response: { 200: Envelope(FiringSchema), ...ERROR_RESPONSES } } },
    async (request) => {
      request.opTarget = `rule:${request.body.rule_id}`;
      return ok(request, await service.runNow(ctx(request), request.body.rule_id), 'rules_run');
    },
  );
};
