import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { badRequest } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES, OkEmpty } from '../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { Id } from '../../../shared/contract/schema-bounds';
import { ARTICLE_IMAGE_MAX_BYTES, ArticleImageSchema, ImageNameBodySchema, ImageNameQuerySchema } from '../../../shared/contract/api/knowledge';
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

  uploads.post(
    '/articleImage',
    {
      config: { access: ROUTE_ACCESS.knowledge, oplog: { action: 'upload', resource: 'article_image', name: (_r, data) => (data as { img_name?: string } | undefined)?.img_name } },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: Type.Object({ tenant_id: Type.Optional(Id()) }),
        response: { 200: Envelope(ArticleImageSchema), ...ERROR_RESPONSES },
      },
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
    '/articleImage/delete',
    {
      config: { access: ROUTE_ACCESS.knowledge, oplog: { action: 'delete', resource: 'article_image', name: body('img_name') } },
      schema: { tags, body: ImageNameBodySchema, response: { 200: OkEmpty, ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await deleteImage(request.scope, request.body.img_name), 'knowledge_image_deleted'),
  );

  uploads.get(
    '/articleImage/file',
    { config: { access: ROUTE_ACCESS.knowledgeRead }, schema: { tags, querystring: ImageNameQuerySchema } },
    async (request, reply) => {
      const image = await imageFile(app.database.db, request.query.img_name);
      // A name is never reused, so the bytes behind it never change.
      reply.header('cache-control', 'private, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
      return reply.type(image.mime).send(Buffer.from(image.bytes));
    },
  );
};
