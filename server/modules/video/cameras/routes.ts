import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { routeAccess, routeSchema } from '../../../http/endpoint-route';
import { CAMERA_ENDPOINTS } from '../../../../shared/contract/api/cameras';
import * as service from './service';
import { body, lookupName } from '../../../http/oplog';
import { PTZ_OPLOG } from './ptz-oplog';

/**
 * Cameras of spec section 7: POST /camera/deviceList, GET /camera/live/address, POST /camera/control
 * (PTZ; the spec's GET moved to POST, a move being a change), GET /camera/status/<streamKey>, POST /devices/updateCamera (with `id`: edit one camera),
 * POST /camera/remove (the video configuration page). Needs app.video.
 */
export const cameraRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['cameras'];
  const { list, liveAddress, control, presets, status, update, remove } = CAMERA_ENDPOINTS;

  app.post(
    list.path,
    { config: { ...routeAccess(list), readOnly: true }, schema: routeSchema(list, { tags }) },
    async (request) => ok(request, await service.list(request.scope, request.body)),
  );

  app.get(
    liveAddress.path,
    { config: routeAccess(liveAddress), schema: routeSchema(liveAddress, { tags }) },
    async (request) => ok(request, await service.liveAddress(request.scope, request.query)),
  );

  app.post(
    control.path,
    { config: { ...routeAccess(control), oplog: PTZ_OPLOG }, schema: routeSchema(control, { tags }) },
    async (request) => ok(request, await service.control(request.scope, request.body)),
  );

  app.get(
    presets.path,
    { config: routeAccess(presets), schema: routeSchema(presets, { tags }) },
    async (request) => ok(request, await service.presets(request.scope, request.query)),
  );

  app.get(
    status.path,
    { config: routeAccess(status), schema: routeSchema(status, { tags }) },
    async (request) => ok(request, await service.streamStatus(request.scope, request.params.key)),
  );

  app.post(
    update.path,
    { config: { ...routeAccess(update), oplog: { action: 'update', resource: 'camera', name: body('deviceSerial') } }, schema: routeSchema(update, { tags }) },
    async (request) => {
      request.opTarget = `camera:${request.body.deviceSerial}`;
      return ok(request, await service.updateCamera(request.scope, request.body), 'camera_bound');
    },
  );

  app.post(
    remove.path,
    { config: { ...routeAccess(remove), oplog: { action: 'delete', resource: 'camera', lookup: lookupName('cameras', 'deviceSerial', body('ids')) } }, schema: routeSchema(remove, { tags }) },
    async (request) => {
      request.opTarget = `cameras:${request.body.ids.join(',')}`;
      return ok(request, await service.removeCameras(request.scope, request.body.ids), 'camera_removed');
    },
  );
};
