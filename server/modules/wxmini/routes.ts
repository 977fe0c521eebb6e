import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { lookupName, body } from '../../http/oplog';
import { Envelope, ERROR_RESPONSES, ErrorEnvelope } from '../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { AccessTokenSchema, BindBodySchema, BindingSchema, SendMessageBodySchema, SendMessageResultSchema } from '../../../shared/contract/api/wxmini';
import * as service from './service';

const tags = ['wxmini'];
/** 502: WeChat refused (its errcode explained); 503: the mini-program is not configured. */
const PROVIDER_ERRORS = { ...ERROR_RESPONSES, 502: ErrorEnvelope, 503: ErrorEnvelope } as const;

/**
 * The WeChat mini-program (spec section 7): GET /wxmini/getAccessToken (the platform
 * administrator: the token speaks for the whole mini-program), POST /wxmini/sendMessage (a
 * subscribe message to a bound user, for those who set up linkage rules' notices, 8002), and
 * POST /wxmini/bind {code} / /wxmini/unbind, which the mini-program calls with the user's own
 * session. Settings from WXMINI_*; without them every call answers 503 "not configured".
 */
export const wxminiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wxmini/getAccessToken',
    { config: { access: ROUTE_ACCESS.wxminiToken }, schema: { tags, response: { 200: Envelope(AccessTokenSchema), ...PROVIDER_ERRORS } } },
    async (request, reply) => {
      // A credential: never kept by a browser or proxy cache.
      reply.header('cache-control', 'no-store');
      return ok(request, await service.accessToken(request.scope));
    },
  );

  app.post(
    '/wxmini/sendMessage',
    {
      config: { access: ROUTE_ACCESS.wxminiSend, oplog: { action: 'send_notice', resource: 'user', lookup: lookupName('users', 'user_name', body('user_id')) } },
      schema: { tags, body: SendMessageBodySchema, response: { 200: Envelope(SendMessageResultSchema), ...PROVIDER_ERRORS } },
    },
    async (request) => ok(request, await service.sendMessage(request.scope, request.body), 'wxmini_sent'),
  );

  app.post(
    '/wxmini/bind',
    {
      config: { oplog: { action: 'bind_wxmini', resource: 'account', name: (r) => r.user?.userName } },
      schema: { tags, body: BindBodySchema, response: { 200: Envelope(BindingSchema), ...PROVIDER_ERRORS } },
    },
    async (request) => ok(request, await service.bind(request.scope, request.body.code), 'wxmini_bound'),
  );

  app.post(
    '/wxmini/unbind',
    {
      config: { oplog: { action: 'unbind_wxmini', resource: 'account', name: (r) => r.user?.userName } },
      schema: { tags, body: Type.Optional(Type.Object({}, { additionalProperties: false })), response: { 200: Envelope(BindingSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await service.unbind(request.scope), 'wxmini_unbound'),
  );
};
