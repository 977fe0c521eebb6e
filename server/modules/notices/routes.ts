import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES, Paged } from '../../../shared/contract/envelope';
import { discriminatedBody } from '../../http/discriminated-body';
import {
  MyNoticesQuerySchema,
  MyNoticesSchema,
  NoticeListQuerySchema,
  NoticeManageResultSchema,
  NoticeManageSchema,
  NoticeReadBodySchema,
  NoticeReadResultSchema,
  NoticeRowSchema,
} from '../../../shared/contract/api/notices';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import * as service from './service';
import { body, byBody, lookupName } from '../../http/oplog';

const NOTICES = ROUTE_ACCESS.notices;
const tags = ['notices'];
const DEFAULT_MINE_LIMIT = 200;

/**
 * System notices: the platform admin writes them for all companies or some (8006); every user
 * reads its company's notices in the message center with its own read marks. Needs app.database.
 */
export const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {

  // The console lists with this GET, which the operation log leaves out like any read.
  app.get(
    '/notices',
    { config: { access: NOTICES }, schema: { tags, querystring: NoticeListQuerySchema, response: { 200: Envelope(Paged(NoticeRowSchema)), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.list(request.scope, request.query)),
  );

  app.post(
    '/notices',
    {
      config: { oplog: { action: byBody('action', { create: 'create', delete: 'delete' }), resource: 'notice', name: body('title'), lookup: lookupName('notices', 'title', body('ids')) }, access: NOTICES },
      validatorCompiler: discriminatedBody('action'),
      schema: { tags, body: NoticeManageSchema, response: { 200: Envelope(NoticeManageResultSchema), ...ERROR_RESPONSES } },
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
    '/notices/mine',
    { schema: { tags, querystring: MyNoticesQuerySchema, response: { 200: Envelope(MyNoticesSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.mine(request.scope, request.query.limit ?? DEFAULT_MINE_LIMIT)),
  );

  // A read mark is the reader's own view state, not an administrative act: not in the operation log.
  app.post(
    '/notices/read',
    { config: { readOnly: true }, schema: { tags, body: NoticeReadBodySchema, response: { 200: Envelope(NoticeReadResultSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await service.markRead(request.scope, request.body)),
  );
};
