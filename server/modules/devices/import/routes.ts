import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { readSingleUpload } from '../../../http/upload';
import { ok } from '../../../http/envelope';
import { routeAccess, routeSchema } from '../../../http/endpoint-route';
import { DEVICE_IMPORT_ENDPOINTS, DEVICE_IMPORT_MAX_BYTES } from '../../../../shared/contract/api/device-import';
import { importDevices } from './import-service';
import { deviceImportTemplate } from './template';
import { assertManager } from '../admin/service';

const tags = ['devices'];
const FILE_NAMES = new WeakMap<FastifyRequest, string>();

/**
 * A fleet from a spreadsheet (issue 38 item 5): GET /userdevices/import/template and POST
 * /userdevices/import?confirm=&tenant_id= (8001 and a manager, as adding a device; multipart, the
 * file in field `file`). A preview only reads, so only a confirmed import is logged (named by the
 * file). Registers @fastify/multipart in its own scope, so no other route accepts uploads.
 */
export const deviceImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const uploads = app.withTypeProvider<TypeBoxTypeProvider>();
  await uploads.register(multipart, { limits: { fileSize: DEVICE_IMPORT_MAX_BYTES + 1, files: 1, fields: 0, parts: 2 } });
  const { template, import: importEntry } = DEVICE_IMPORT_ENDPOINTS;
  const [XLSX] = template.produces;

  // A GET, so it is a read and the browser can download it like any file.
  uploads.get(template.path, { config: routeAccess(template), schema: routeSchema(template, { tags }) }, async (request, reply) => {
    assertManager(request.scope);
    return reply
      .type(XLSX)
      .header('content-disposition', 'attachment; filename="device-import-template.xlsx"')
      .header('cache-control', 'no-store')
      .send(await deviceImportTemplate());
  });

  uploads.post(
    importEntry.path,
    {
      config: {
        ...routeAccess(importEntry),
        oplog: {
          action: (request) => ((request.query as { confirm?: boolean }).confirm ? 'import' : null),
          resource: 'device',
          name: (request) => FILE_NAMES.get(request),
        },
      },
      schema: routeSchema(importEntry, { tags }),
    },
    async (request) => {
      const { bytes, filename } = await readSingleUpload(request, DEVICE_IMPORT_MAX_BYTES, { missing: 'device_import_missing', tooLarge: 'device_import_too_large' });
      FILE_NAMES.set(request, filename);
      const result = await importDevices(request.scope, bytes, filename, request.query);
      return ok(request, result, request.query.confirm ? 'device_import_done' : 'device_import_preview');
    },
  );
};
