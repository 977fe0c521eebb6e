import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../http/envelope';
import { Envelope, ERROR_RESPONSES, OkEmpty } from '../../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../../shared/contract/access-catalogue';
import {
  CaptureBodySchema,
  FtpDeviceImageQuerySchema,
  FtpImageQuerySchema,
  ImageParamsSchema,
  ImgNameBodySchema,
  PublishBodySchema,
  SnapshotPageSchema,
  SnapshotSchema,
} from '../../../../shared/contract/api/images';
import * as service from './service';
import { body } from '../../../http/oplog';

/** Historical images (4003 and its history child 4003001); the wall's snapshot button shows them too. */
const { cameraCapture: CAPTURE_CODES, imagesView: VIEW_CODES, imagesManage: MANAGE_CODE } = ROUTE_ACCESS;
const JpegBody = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/jpeg' });

/**
 * Snapshots: POST /camera/capture (take and store one), GET /ftpfile/ftpimage and
 * /ftpfile/ftpDeviceImage (stored pictures by camera, device and time), GET /ftpfile/image/<id>
 * (the JPEG), POST /imageToPub/delete and /imageToPub/publish. Needs app.video.
 */
export const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['images'];

  app.post(
    '/camera/capture',
    {
      config: { oplog: { action: 'capture', resource: 'camera', name: body('deviceSerial') }, access: CAPTURE_CODES },
      schema: { tags, body: CaptureBodySchema, response: { 200: Envelope(SnapshotSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      request.opTarget = `camera:${request.body.deviceSerial}`;
      return ok(request, await service.capture(request.scope, request.body), 'capture_ok');
    },
  );

  app.get(
    '/ftpfile/ftpimage',
    {
      config: { access: VIEW_CODES },
      schema: { tags, querystring: FtpImageQuerySchema, response: { 200: Envelope(SnapshotPageSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await service.list(request.scope, request.query)),
  );

  app.get(
    '/ftpfile/ftpDeviceImage',
    {
      config: { access: VIEW_CODES },
      schema: { tags, querystring: FtpDeviceImageQuerySchema, response: { 200: Envelope(SnapshotPageSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await service.listForDevice(request.scope, request.query)),
  );

  app.get(
    '/ftpfile/image/:id',
    {
      config: { access: VIEW_CODES },
      schema: { tags, params: ImageParamsSchema, response: { 200: JpegBody, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const data = await service.imageFile(request.scope, request.params.id);
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=86400').send(data);
    },
  );

  app.post(
    '/imageToPub/delete',
    {
      config: { oplog: { action: 'delete', resource: 'snapshot', name: body('img_name') }, access: MANAGE_CODE },
      schema: { tags, body: ImgNameBodySchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } },
    },
    async (request) => {
      request.opTarget = `snapshot:${request.body.img_name}`;
      await service.remove(request.scope, request.body.img_name);
      return ok(request, null, 'snapshot_deleted');
    },
  );

  app.post(
    '/imageToPub/publish',
    {
      config: { oplog: { action: 'publish', resource: 'snapshot', name: body('img_name') }, access: MANAGE_CODE },
      schema: { tags, body: PublishBodySchema, response: { 200: Envelope(SnapshotSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      request.opTarget = `snapshot:${request.body.img_name}`;
      const published = request.body.published ?? true;
      const row = await service.publish(request.scope, request.body.img_name, published);
      return ok(request, row, published ? 'snapshot_published' : 'snapshot_unpublished');
    },
  );
};
