import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';

const { cameraWatch: WATCH_CODES, cameraPtz: PTZ_CODES } = ROUTE_ACCESS;
import {
  AccessTokenQuerySchema,
  ControlResultSchema,
  ImouPtzBodySchema,
  ImouTargetBodySchema,
  KitTokenBodySchema,
  KitTokenSchema,
  LiveAddressSchema,
  TokenQuerySchema,
  TokenSchema,
} from '../../../../shared/contract/api/cameras';
import * as vendor from './vendor-service';
import { PTZ_OPLOG } from './ptz-oplog';

/**
 * The open-platform calls of spec section 7: GET /ysCamera/token/get and /ysCamera/accesstoken/get
 * (EZVIZ), POST /imou/getKitToken, /imou/address and /imou/controlMovePTZ (Imou parameter names,
 * any camera the caller sees). Needs app.video.
 */
export const vendorRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    '/ysCamera/token/get',
    {
      config: { access: WATCH_CODES },
      schema: { tags: ['cameras'], querystring: TokenQuerySchema, response: { 200: Envelope(TokenSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await vendor.ysToken(request.scope)),
  );

  app.get(
    '/ysCamera/accesstoken/get',
    {
      config: { access: WATCH_CODES },
      schema: { tags: ['cameras'], querystring: AccessTokenQuerySchema, response: { 200: Envelope(TokenSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await vendor.ysAccessToken(request.scope, request.query.appKey, request.query.appSecret)),
  );

  app.post(
    '/imou/getKitToken',
    {
      config: { access: WATCH_CODES, readOnly: true },
      schema: { tags: ['cameras'], body: KitTokenBodySchema, response: { 200: Envelope(KitTokenSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await vendor.imouKitToken(request.scope, request.body)),
  );

  app.post(
    '/imou/address',
    {
      config: { access: WATCH_CODES, readOnly: true },
      schema: { tags: ['cameras'], body: ImouTargetBodySchema, response: { 200: Envelope(LiveAddressSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await vendor.imouAddress(request.scope, request.body)),
  );

  app.post(
    '/imou/controlMovePTZ',
    {
      config: { access: PTZ_CODES, oplog: PTZ_OPLOG },
      schema: { tags: ['cameras'], body: ImouPtzBodySchema, response: { 200: Envelope(ControlResultSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await vendor.imouMove(request.scope, request.body)),
  );
};
