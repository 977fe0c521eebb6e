import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { ok } from '../../http/envelope';
import { param } from '../../http/oplog';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { SERVICE_ENDPOINTS, TICKET_PHOTO_MAX_BYTES } from '../../../shared/contract/api/service';
import * as photos from './photos';
import { readSingleUpload } from '../../http/upload';

const tags = ['service'];

/**
 * Photos of an after-sales ticket's symptom: the customer who opened it uploads them
 * (POST /service/tickets/:aftersale_no/photos, multipart, one image), both sides see them
 * (GET .../photos/:id). Multipart is registered in this scope only. Needs app.database.
 */
export const photoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { photo: photoEntry, addPhoto } = SERVICE_ENDPOINTS;
  app.get(
    photoEntry.path,
    { config: routeAccess(photoEntry), schema: routeSchema(photoEntry, { tags }) },
    async (request, reply) => {
      const photo = await photos.photoFile(request.scope, request.params.aftersale_no, request.params.id);
      reply.header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').header('content-security-policy', "sandbox; default-src 'none'");
      return reply.type(photo.mime).send(photo.bytes);
    },
  );

  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<TypeBoxTypeProvider>();
    await uploads.register(multipart, { limits: { fileSize: TICKET_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 2 } });
    uploads.post(
      addPhoto.path,
      {
        config: { ...routeAccess(addPhoto), oplog: { action: 'upload', resource: 'ticket_photo', name: param('aftersale_no') } },
        schema: routeSchema(addPhoto, { tags }),
      },
      async (request) => {
        const { bytes } = await readSingleUpload(request, TICKET_PHOTO_MAX_BYTES, { missing: 'aftersale_photo_missing', tooLarge: 'aftersale_photo_too_large' });
        return ok(request, await photos.addPhoto(request.scope, request.params.aftersale_no, bytes), 'aftersale_photo_added');
      },
    );
  });
};
