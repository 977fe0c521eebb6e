import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { badRequest } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { TRACE_VIDEO_MAX_BYTES, TRACING_ENDPOINTS } from '../../../shared/contract/api/tracing';
import { lookupName, query } from '../../http/oplog';
import { deleteMedia, MAX_BYTES, saveMedia, tooLarge } from './media';

const tags = ['tracing'];
const oplogOf = (action: 'upload' | 'delete') => ({ action, resource: 'trace_record' as const, lookup: lookupName('trace_records', 'batch_no', query('id')) });

/**
 * A batch's image and video (7004): POST /traceManage/media?id=&kind= (multipart, one file) and
 * DELETE /traceManage/media?id=&kind=. Registers @fastify/multipart in its own scope only, so no
 * other route accepts file uploads. Needs app.database.
 */
export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const uploads = app.withTypeProvider<TypeBoxTypeProvider>();
  await uploads.register(multipart, { limits: { fileSize: TRACE_VIDEO_MAX_BYTES, files: 1, fields: 0, parts: 2 } });

  const { uploadMedia, deleteMedia: deleteEntry } = TRACING_ENDPOINTS;
  uploads.post(
    uploadMedia.path,
    { config: { ...routeAccess(uploadMedia), oplog: oplogOf('upload') }, schema: routeSchema(uploadMedia, { tags }) },
    async (request) => {
      const { id, kind } = request.query;
      request.opTarget = `trace-record:${id}:${kind}`;
      // Each kind has its own limit; the stream stops at it instead of buffering a larger file.
      // One byte over the limit is read, so a cut-off file is longer than any file admitted even
      // when the parser's truncation flag is set after the last chunk was handed over.
      const file = await request.file({ limits: { fileSize: MAX_BYTES[kind] + 1, files: 1, fields: 0, parts: 2 } });
      if (!file) throw badRequest('tracing_media_missing');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind);
        throw error;
      }
      if (file.file.truncated || bytes.byteLength > MAX_BYTES[kind]) throw tooLarge(kind);
      return ok(request, await saveMedia(request.scope, id, kind, bytes));
    },
  );

  uploads.delete(
    deleteEntry.path,
    { config: { ...routeAccess(deleteEntry), oplog: oplogOf('delete') }, schema: routeSchema(deleteEntry, { tags }) },
    async (request) => {
      request.opTarget = `trace-record:${request.query.id}:${request.query.kind}`;
      await deleteMedia(request.scope, request.query.id, request.query.kind);
      return ok(request, null);
    },
  );
};
