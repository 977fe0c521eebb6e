import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { badRequest } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { ARTICLE_IMAGE_MAX_BYTES, KNOWLEDGE_ENDPOINTS } from '../../../shared/contract/api/knowledge';
import { body } from '../../http/oplog';
import { deleteImage, imageFile, imageTooLarge, saveImage } from './images';

const tags = ['knowledge'];
const FILE_LIMITS = { fileSize: ARTICLE_IMAGE_MAX_BYTES + 1, files: 1, fields: 0, parts: 2 };

/**
 * Article images: POST /articleImage?tenant_id= (multipart, one file; 6004), GET /articleImage/file
 * (readers), POST /articleImage/delete {img_name} (6004; refused while an article shows it).
 * Registers @fastify/multipart in its own scope only.
 */
export const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const uploads = app.withTypeProvider<TypeBoxTypeProvider>();
  await uploads.register(multipart, { limits: FILE_LIMITS });

  const { uploadImage, deleteImage: deleteEntry, imageFile: fileEntry } = KNOWLEDGE_ENDPOINTS;
  uploads.post(
    uploadImage.path,
    {
      config: { ...routeAccess(uploadImage), oplog: { action: 'upload', resource: 'article_image', name: (_r, data) => (data as { img_name?: string } | undefined)?.img_name } },
      schema: routeSchema(uploadImage, { tags }),
    },
    async (request) => {
      const file = await request.file({ limits: FILE_LIMITS });
      if (!file) throw badRequest('knowledge_image_missing');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
        throw error;
      }
      if (file.file.truncated || bytes.byteLength > ARTICLE_IMAGE_MAX_BYTES) throw imageTooLarge();
      return ok(request, await saveImage(request.scope, bytes, request.query.tenant_id));
    },
  );

  uploads.post(
    deleteEntry.path,
    {
      config: { ...routeAccess(deleteEntry), oplog: { action: 'delete', resource: 'article_image', name: body('img_name') } },
      schema: routeSchema(deleteEntry, { tags }),
    },
    async (request) => ok(request, await deleteImage(request.scope, request.body.img_name), 'knowledge_image_deleted'),
  );

  uploads.get(
    fileEntry.path,
    { config: routeAccess(fileEntry), schema: routeSchema(fileEntry, { tags }) },
    async (request, reply) => {
      const image = await imageFile(app.database.db, request.query.img_name);
      // A name is never reused, so the bytes behind it never change.
      reply.header('cache-control', 'private, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
      return reply.type(image.mime).send(Buffer.from(image.bytes));
    },
  );
};
