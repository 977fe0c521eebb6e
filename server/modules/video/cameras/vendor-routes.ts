import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { routeAccess, routeSchema } from '../../../http/endpoint-route';
import { CAMERA_ENDPOINTS } from '../../../../shared/contract/api/cameras';
import * as vendor from './vendor-service';
import { PTZ_OPLOG } from './ptz-oplog';

/**
 * The open-platform calls of spec section 7: GET /ysCamera/token/get and /ysCamera/accesstoken/get
 * (EZVIZ), POST /imou/getKitToken, /imou/address and /imou/controlMovePTZ (Imou parameter names,
 * any camera the caller sees). Needs app.video.
 */
export const vendorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['cameras'];
  const { ysToken, ysAccessToken, imouKitToken, imouAddress, imouPtz } = CAMERA_ENDPOINTS;

  app.get(
    ysToken.path,
    { config: routeAccess(ysToken), schema: routeSchema(ysToken, { tags }) },
    async (request) => ok(request, await vendor.ysToken(request.scope)),
  );

  app.get(
    ysAccessToken.path,
    { config: routeAccess(ysAccessToken), schema: routeSchema(ysAccessToken, { tags }) },
    async (request) => ok(request, await vendor.ysAccessToken(request.scope, request.query.appKey, request.query.appSecret)),
  );

  app.post(
    imouKitToken.path,
    { config: { ...routeAccess(imouKitToken), readOnly: true }, schema: routeSchema(imouKitToken, { tags }) },
    async (request) => ok(request, await vendor.imouKitToken(request.scope, request.body)),
  );

  app.post(
    imouAddress.path,
    { config: { ...routeAccess(imouAddress), readOnly: true }, schema: routeSchema(imouAddress, { tags }) },
    async (request) => ok(request, await vendor.imouAddress(request.scope, request.body)),
  );

  app.post(
    imouPtz.path,
    { config: { ...routeAccess(imouPtz), oplog: PTZ_OPLOG }, schema: routeSchema(imouPtz, { tags }) },
    async (request) => ok(request, await vendor.imouMove(request.scope, request.body)),
  );
};
