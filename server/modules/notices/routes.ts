import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { discriminatedBody } from '../../http/discriminated-body';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { NOTICE_ENDPOINTS } from '../../../shared/contract/api/notices';
import * as service from './service';
import { body, byBody, lookupName } from '../../http/oplog';

const tags = ['notices'];
const DEFAULT_MINE_LIMIT = 200;

/**
 * System notices: the platform admin writes them for all companies or some (8006); every user
 * reads its company's notices in the message center with its own read marks. Needs app.database.
 */
export const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { list, manage, mine, read } = NOTICE_ENDPOINTS;

  // The console lists with this GET, which the operation log leaves out like any read.
  app.get(list.path, { config: routeAccess(list), schema: routeSchema(list, { tags }) }, async (request) => ok(request, await service.list(request.scope, request.query)));

  app.post(
    manage.path,
    {
      config: { ...routeAccess(manage), oplog: { action: byBody('action', { create: 'create', delete: 'delete' }), resource: 'notice', name: body('title'), lookup: lookupName('notices', 'title', body('ids')) } },
      validatorCompiler: discriminatedBody('action'),
      schema: routeSchema(manage, { tags }),
    },
    async (request) => {
      const body = request.body;
      if (body.action === 'delete') request.opTarget = `notice:${body.ids.join(',')}`;
      const result = await service.manage(request.scope, body);
      if (result.id !== undefined) request.opTarget = `notice:${result.id}`;
      return ok(request, result);
    },
  );

  // Every user has a message center, so these need a session but no access code.
  app.get(
    mine.path,
    { config: routeAccess(mine), schema: routeSchema(mine, { tags }) },
    async (request) => ok(request, await service.mine(request.scope, request.query.limit ?? DEFAULT_MINE_LIMIT)),
  );

  // A read mark is the reader's own view state, not an administrative act: not in the operation log.
  app.post(
    read.path,
    { config: { ...routeAccess(read), readOnly: true }, schema: routeSchema(read, { tags }) },
    async (request) => ok(request, await service.markRead(request.scope, request.body)),
  );
};
