import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { answerManage } from '../../http/manage-route';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { MANAGE_OPLOG_ACTIONS } from '../../../shared/contract/manage-body';
import {
  ArticleIdQuerySchema,
  ArticleListQuerySchema,
  ArticleListResultSchema,
  ArticleManageBodySchema,
  ArticleManageResultSchema,
  ArticleReadBodySchema,
  ArticleSchema,
  ArticleStateBodySchema,
  ArticleSummarySchema,
  ArticleTagsQuerySchema,
  ArticleTagsSchema,
  ArticleViewSchema,
} from '../../../shared/contract/api/knowledge';
import { body, byBody, firstOf, lookupName } from '../../http/oplog';
import { imageRoutes } from './image-routes';
import * as manage from './manage-service';
import * as reader from './reader-service';

const tags = ['knowledge'];
const WRITE = ROUTE_ACCESS.knowledge;
const READ = ROUTE_ACCESS.knowledgeRead;
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
  app.post(
    '/articleManage',
    {
      config: { access: WRITE, oplog: { action: byBody('type', MANAGE_OPLOG_ACTIONS), resource: 'article', name: storedTitle, lookup: byId } },
      schema: { tags, body: ArticleManageBodySchema, response: { 200: Envelope(ArticleManageResultSchema), ...ERROR_RESPONSES } },
    },
    async (request) => answerManage(request, request.body, manage, 'article', { added: 'knowledge_added', updated: 'knowledge_updated', deleted: 'knowledge_deleted_ok', restored: 'knowledge_restored' }),
  );

  app.post(
    '/articleManage/state',
    {
      config: { access: WRITE, oplog: { action: byBody('action', { submit: 'submit', approve: 'publish', reject: 'reject', withdraw: 'withdraw' }), resource: 'article', lookup: byId } },
      schema: { tags, body: ArticleStateBodySchema, response: { 200: Envelope(ArticleSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      request.opTarget = `article:${request.body.id}`;
      return ok(request, await manage.changeState(request.scope, request.body), 'knowledge_state_changed');
    },
  );

  app.get(
    '/articleManage/get',
    { config: { access: WRITE }, schema: { tags, querystring: ArticleIdQuerySchema, response: { 200: Envelope(ArticleSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await manage.getOne(request.scope, request.query.id)),
  );

  app.get(
    '/articleManage/preview',
    { config: { access: WRITE }, schema: { tags, querystring: ArticleIdQuerySchema, response: { 200: Envelope(ArticleViewSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await reader.preview(request.scope, request.query.id)),
  );

  app.get(
    '/articles/list',
    { config: { access: READ }, schema: { tags, querystring: ArticleListQuerySchema, response: { 200: Envelope(ArticleListResultSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await reader.list(request.scope, request.query)),
  );

  app.get(
    '/articles/tags',
    { config: { access: READ }, schema: { tags, querystring: ArticleTagsQuerySchema, response: { 200: Envelope(ArticleTagsSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await reader.tags(request.scope, request.query.category)),
  );

  app.get(
    '/articles/pinned',
    { config: { access: ROUTE_ACCESS.knowledgePinned }, schema: { tags, response: { 200: Envelope(Type.Array(ArticleSummarySchema)), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await reader.pinned(request.scope)),
  );

  // A POST so the password travels in the body, never in an address that logs keep.
  app.post(
    '/articles/read',
    { config: { access: READ, readOnly: true }, schema: { tags, body: ArticleReadBodySchema, response: { 200: Envelope(ArticleViewSchema), ...ERROR_RESPONSES } } },
    async (request) => ok(request, await reader.read(request.scope, request.body.id, request.body.password)),
  );

  await app.register(imageRoutes);
};
