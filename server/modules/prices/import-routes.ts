import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { readSingleUpload } from '../../http/upload';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { PRICE_ENDPOINTS, PRICE_IMPORT_MAX_BYTES } from '../../../shared/contract/api/prices';
import { importPrices } from './import-service';

const FILE_NAMES = new WeakMap<FastifyRequest, string>();

/**
 * POST /priceManage/import?confirm=&tenant_id= (3007, multipart, the file in field `file`). A
 * preview only reads, so only a confirmed import is logged (named by the file). Registers
 * @fastify/multipart in its own scope, so no other route accepts uploads.
 */
export const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const uploads = app.withTypeProvider<TypeBoxTypeProvider>();
  await uploads.register(multipart, { limits: { fileSize: PRICE_IMPORT_MAX_BYTES + 1, files: 1, fields: 0, parts: 2 } });

  const entry = PRICE_ENDPOINTS.import;
  uploads.post(
    entry.path,
    {
      config: {
        ...routeAccess(entry),
        oplog: {
          action: (request) => ((request.query as { confirm?: boolean }).confirm ? 'import' : null),
          resource: 'price',
          name: (request) => FILE_NAMES.get(request),
        },
      },
      schema: routeSchema(entry, { tags: ['prices'] }),
    },
    async (request) => {
      const { bytes, filename } = await readSingleUpload(request, PRICE_IMPORT_MAX_BYTES, { missing: 'prices_import_missing', tooLarge: 'prices_import_too_large' });
      FILE_NAMES.set(request, filename);
      const result = await importPrices(request.scope, bytes, filename, request.query);
      return ok(request, result, request.query.confirm ? 'prices_import_done' : 'prices_import_preview');
    },
  );
};
