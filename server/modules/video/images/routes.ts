import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { routeAccess, routeSchema } from '../../../http/endpoint-route';
import { IMAGE_ENDPOINTS } from '../../../../shared/contract/api/images';
import * as service from './service';
import { body } from '../../../http/oplog';

/**
 * Snapshots: POST /camera/capture (take and store one), GET /ftpfile/ftpimage and
 * /ftpfile/ftpDeviceImage (stored pictures by camera, device and time), GET /ftpfile/image/<id>
 * (the JPEG), POST /imageToPub/delete and /imageToPub/publish. Needs app.video.
 */
export const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['images'];
  // Historical images (4003 and its history child 4003001); the wall's snapshot button shows them too.
  const { capture, list, ofDevice, file, remove, publish } = IMAGE_ENDPOINTS;

  app.post(
    capture.path,
    { config: { ...routeAccess(capture), oplog: { action: 'capture', resource: 'camera', name: body('deviceSerial') } }, schema: routeSchema(capture, { tags }) },
    async (request) => {
      request.opTarget = `camera:${request.body.deviceSerial}`;
      return ok(request, await service.capture(request.scope, request.body), 'capture_ok');
    },
  );

  app.get(
    list.path,
    { config: routeAccess(list), schema: routeSchema(list, { tags }) },
    async (request) => ok(request, await service.list(request.scope, request.query)),
  );

  app.get(
    ofDevice.path,
    { config: routeAccess(ofDevice), schema: routeSchema(ofDevice, { tags }) },
    async (request) => ok(request, await service.listForDevice(request.scope, request.query)),
  );

  app.get(
    file.path,
    { config: routeAccess(file), schema: routeSchema(file, { tags }) },
    async (request, reply) => {
      const data = await service.imageFile(request.scope, request.params.id);
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=86400').send(data);
    },
  );

  app.post(
    remove.path,
    { config: { ...routeAccess(remove), oplog: { action: 'delete', resource: 'snapshot', name: body('img_name') } }, schema: routeSchema(remove, { tags }) },
    async (request) => {
      request.opTarget = `snapshot:${request.body.img_name}`;
      await service.remove(request.scope, request.body.img_name);
      return ok(request, null, 'snapshot_deleted');
    },
  );

  app.post(
    publish.path,
    { config: { ...routeAccess(publish), oplog: { action: 'publish', resource: 'snapshot', name: body('img_name') } }, schema: routeSchema(publish, { tags }) },
    async (request) => {
      request.opTarget = `snapshot:${request.body.img_name}`;
      const published = request.body.published ?? true;
      const row = await service.publish(request.scope, request.body.img_name, published);
      return ok(request, row, published ? 'snapshot_published' : 'snapshot_unpublished');
    },
  );
};
