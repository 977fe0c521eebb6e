import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { Envelope, ERROR_RESPONSES } from '../../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';

const { cameraWatch: WATCH_CODES, cameraPtz: PTZ_CODES, cameraConfig: CONFIG_CODE } = ROUTE_ACCESS;
import {
  CameraListSchema,
  CameraSchema,
  ControlBodySchema,
  ControlResultSchema,
  DeviceListBodySchema,
  LiveAddressQuerySchema,
  LiveAddressSchema,
  RemoveCamerasBodySchema,
  RemoveCamerasResultSchema,
  StreamParamsSchema,
  StreamStatusSchema,
  UpdateCameraBodySchema,
} from '../../../../shared/contract/api/cameras';
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

  app.post(
    '/camera/deviceList',
    {
      config: { access: WATCH_CODES, readOnly: true },
      schema: { tags, body: DeviceListBodySchema, response: { 200: Envelope(CameraListSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await service.list(request.scope, request.body)),
  );

  app.get(
    '/camera/live/address',
    {
      config: { access: WATCH_CODES },
      schema: { tags, querystring: LiveAddressQuerySchema, response: { 200: Envelope(LiveAddressSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await service.liveAddress(request.scope, request.query)),
  );

  app.post(
    '/camera/control',
    {
      config: { access: PTZ_CODES, oplog: PTZ_OPLOG },
      schema: { tags, body: ControlBodySchema, response: { 200: Envelope(ControlResultSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await service.control(request.scope, request.body)),
  );

  app.get(
    '/camera/status/:key',
    {
      config: { access: WATCH_CODES },
      schema: { tags, params: StreamParamsSchema, response: { 200: Envelope(StreamStatusSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await service.streamStatus(request.scope, request.params.key)),
  );

  app.post(
    '/devices/updateCamera',
    {
      config: { oplog: { action: 'update', resource: 'camera', name: body('deviceSerial') }, access: CONFIG_CODE },
      schema: { tags, body: UpdateCameraBodySchema, response: { 200: Envelope(CameraSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      request.opTarget = `camera:${request.body.deviceSerial}`;
      return ok(request, await service.updateCamera(request.scope, request.body), 'camera_bound');
    },
  );

  app.post(
    '/camera/remove',
    {
      config: { oplog: { action: 'delete', resource: 'camera', lookup: lookupName('cameras', 'deviceSerial', body('ids')) }, access: CONFIG_CODE },
      schema: { tags, body: RemoveCamerasBodySchema, response: { 200: Envelope(RemoveCamerasResultSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      request.opTarget = `cameras:${request.body.ids.join(',')}`;
      return ok(request, await service.removeCameras(request.scope, request.body.ids), 'camera_removed');
    },
  );
};
