import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { answerManage } from '../../http/manage-route';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { MANAGE_OPLOG_ACTIONS } from '../../../shared/contract/manage-body';
import { KNOWLEDGE_ENDPOINTS } from '../../../shared/contract/api/knowledge';
import { body, byBody, firstOf, lookupName } from '../../http/oplog';
import { imageRoutes } from './image-routes';
import * as manage from './manage-service';
import * as reader from './reader-service';

const tags = ['knowledge'];
const storedTitle = (_request: FastifyRequest, data: unknown) => (data as { title?: string } | undefined)?.title;
const byId = lookupName('kb_articles', 'title', firstOf(body('ids'), body('id')));

/**
 * The knowledge base (group 6). POST /articleManage (6004: the company's articles in every state,
 * search/add/update/delete/restore), POST /articleManage/state (review steps), GET
 * /articleManage/get and /articleManage/preview; for readers (6001-6004) GET /articles/list,
 * /articles/tags, /articles/pinned (also home, 1001) and POST /articles/read; and the article
 * images (image-routes.ts). Needs app.database and the session plugin.
 */
export const knowledgeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const e = KNOWLEDGE_ENDPOINTS;
  app.post(
    e.manage.path,
    {
      config: { ...routeAccess(e.manage), oplog: { action: byBody('type', MANAGE_OPLOG_ACTIONS), resource: 'article', name: storedTitle, lookup: byId } },
      schema: routeSchema(e.manage, { tags }),
    },
    async (request) => answerManage(request, request.body, manage, 'article', { added: 'knowledge_added', updated: 'knowledge_updated', deleted: 'knowledge_deleted_ok', restored: 'knowledge_restored' }),
  );

  app.post(
    e.state.path,
    {
      config: { ...routeAccess(e.state), oplog: { action: byBody('action', { submit: 'submit', approve: 'publish', reject: 'reject', withdraw: 'withdraw' }), resource: 'article', lookup: byId } },
      schema: routeSchema(e.state, { tags }),
    },
    async (request) => {
      request.opTarget = `article:${request.body.id}`;
      return ok(request, await manage.changeState(request.scope, request.body), 'knowledge_state_changed');
    },
  );

  app.get(e.get.path, { config: routeAccess(e.get), schema: routeSchema(e.get, { tags }) }, async (request) => ok(request, await manage.getOne(request.scope, request.query.id)));

  app.get(e.preview.path, { config: routeAccess(e.preview), schema: routeSchema(e.preview, { tags }) }, async (request) =>
    ok(request, await reader.preview(request.scope, request.query.id)),
  );

  app.get(e.list.path, { config: routeAccess(e.list), schema: routeSchema(e.list, { tags }) }, async (request) => ok(request, await reader.list(request.scope, request.query)));

  app.get(e.tags.path, { config: routeAccess(e.tags), schema: routeSchema(e.tags, { tags }) }, async (request) => ok(request, await reader.tags(request.scope, request.query.category)));

  app.get(e.pinned.path, { config: routeAccess(e.pinned), schema: routeSchema(e.pinned, { tags }) }, async (request) => ok(request, await reader.pinned(request.scope)));

  // A POST so the password travels in the body, never in an address that logs keep.
  app.post(e.read.path, { config: { ...routeAccess(e.read), readOnly: true }, schema: routeSchema(e.read, { tags }) }, async (request) =>
    ok(request, await reader.read(request.scope, request.body.id, request.body.password)),
  );

  await app.register(imageRoutes);
};
