import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../../shared/contract/envelope';
import { PTZ_CODES, WATCH_CODES } from './access';
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

/**
 * The open-platform calls of spec section 7: GET /ysCamera/token/get and /ysCamera/accesstoken/get
 * (EZVIZ), POST /imou/getKitToken, /imou/address and /imou/controlMovePTZ (Imou parameter names,
 * any camera the caller sees). Needs app.video.
 */
export const vendorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = (log: typeof app.log) => ({ db: app.database.db, video: app.video, log });

  app.get(
    '/ysCamera/token/get',
    {
      config: { access: WATCH_CODES },
      schema: { tags: ['cameras'], querystring: TokenQuerySchema, response: { 200: Envelope(TokenSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await vendor.ysToken(ctx(request.log))),
  );

  app.get(
    '/ysCamera/accesstoken/get',
    {
      config: { access: WATCH_CODES },
      schema: { tags: ['cameras'], querystring: AccessTokenQuerySchema, response: { 200: Envelope(TokenSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await vendor.ysAccessToken(ctx(request.log), request.query.appKey, request.query.appSecret)),
  );

  app.post(
    '/imou/getKitToken',
    {
      config: { access: WATCH_CODES, readOnly: true },
      schema: { tags: ['cameras'], body: KitTokenBodySchema, response: { 200: Envelope(KitTokenSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await vendor.imouKitToken(ctx(request.log), request.user!, request.body)),
  );

  app.post(
    '/imou/address',
    {
      config: { access: WATCH_CODES, readOnly: true },
      schema: { tags: ['cameras'], body: ImouTargetBodySchema, response: { 200: Envelope(LiveAddressSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await vendor.imouAddress(ctx(request.log), request.user!, request.body)),
  );

  app.post(
    '/imou/controlMovePTZ',
    {
      // A camera movement changes no data, so it is not written to the operation log.
      config: { access: PTZ_CODES, readOnly: true },
      schema: { tags: ['cameras'], body: ImouPtzBodySchema, response: { 200: Envelope(ControlResultSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await vendor.imouMove(ctx(request.log), request.user!, request.body)),
  );
};
