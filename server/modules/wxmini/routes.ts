import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { lookupName, body } from '../../http/oplog';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { WXMINI_ENDPOINTS } from '../../../shared/contract/api/wxmini';
import * as service from './service';

const tags = ['wxmini'];
/** 502: WeChat refused (its errcode explained); 503: the mini-program is not configured. */
const PROVIDER_ERRORS = [502, 503];

/**
 * The WeChat mini-program (spec section 7): GET /wxmini/getAccessToken (the platform
 * administrator: the token speaks for the whole mini-program), POST /wxmini/sendMessage (a
 * subscribe message to a bound user, for those who set up linkage rules' notices, 8002), and
 * POST /wxmini/bind {code} / /wxmini/unbind, which the mini-program calls with the user's own
 * session. Settings from WXMINI_*; without them every call answers 503 "not configured".
 */
export const wxminiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const e = WXMINI_ENDPOINTS;
  app.get(
    e.accessToken.path,
    { config: routeAccess(e.accessToken), schema: routeSchema(e.accessToken, { tags, errors: PROVIDER_ERRORS }) },
    async (request, reply) => {
      // A credential: never kept by a browser or proxy cache.
      reply.header('cache-control', 'no-store');
      return ok(request, await service.accessToken(request.scope));
    },
  );

  app.post(
    e.sendMessage.path,
    {
      config: { ...routeAccess(e.sendMessage), oplog: { action: 'send_notice', resource: 'user', lookup: lookupName('users', 'user_name', body('user_id')) } },
      schema: routeSchema(e.sendMessage, { tags, errors: PROVIDER_ERRORS }),
    },
    async (request) => ok(request, await service.sendMessage(request.scope, request.body), 'wxmini_sent'),
  );

  app.post(
    e.bind.path,
    {
      config: { ...routeAccess(e.bind), oplog: { action: 'bind_wxmini', resource: 'account', name: (r) => r.user?.userName } },
      schema: routeSchema(e.bind, { tags, errors: PROVIDER_ERRORS }),
    },
    async (request) => ok(request, await service.bind(request.scope, request.body.code), 'wxmini_bound'),
  );

  app.post(
    e.unbind.path,
    {
      config: { ...routeAccess(e.unbind), oplog: { action: 'unbind_wxmini', resource: 'account', name: (r) => r.user?.userName } },
      schema: routeSchema(e.unbind, { tags }),
    },
    async (request) => ok(request, await service.unbind(request.scope), 'wxmini_unbound'),
  );
};
