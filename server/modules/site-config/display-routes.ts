import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { readSingleFile } from '../../http/upload';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { SITE_CONFIG_ENDPOINTS } from '../../../shared/contract/api/site-config';
import * as service from './display-service';
import { lookupName, query } from '../../http/oplog';

const tags = ['system'];

/**
 * A company's login background and logo (8011): upload, list, remove, and the public image
 * address the login page loads (GET /ftpfile/loginbgc). Registers @fastify/multipart in its own
 * scope only, so no other route accepts file uploads. Needs app.database.
 */
export const companyDisplayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const { displays, loginDisplay, deleteImage, loginImage, uploadImage } = SITE_CONFIG_ENDPOINTS;

  app.get(
    displays.path,
    { config: routeAccess(displays), schema: routeSchema(displays, { tags }) },
    async (request) => ok(request, await service.listDisplays(request.scope)),
  );

  app.get(
    loginDisplay.path,
    { config: routeAccess(loginDisplay), schema: routeSchema(loginDisplay, { tags }) },
    async (request) => ok(request, await service.loginDisplay(db, request.query.company)),
  );

  app.delete(
    deleteImage.path,
    {
      config: { ...routeAccess(deleteImage), oplog: { action: 'delete', resource: 'company_display', lookup: lookupName('companies', 'name', query('company')) } },
      schema: routeSchema(deleteImage, { tags }),
    },
    async (request) => {
      request.opTarget = `company:${request.query.company}:${request.query.kind}`;
      await service.deleteImage(request.scope, request.query.company, request.query.kind as 'bg' | 'logo');
      return ok(request, null);
    },
  );

  // Served to anyone: the login page shows it before there is a session.
  app.get(
    loginImage.path,
    { config: routeAccess(loginImage), schema: routeSchema(loginImage, { tags }) },
    async (request, reply) => {
      const image = await service.readImage(db, request.query.company, request.query.kind as 'bg' | 'logo');
      const etag = `"${image.etag}"`;
      // Revalidated each time: a replaced image shows at once, an unchanged one costs a 304.
      reply.header('cache-control', 'no-cache').header('etag', etag).header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(image.mime).send(Buffer.from(image.bytes));
    },
  );

  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<TypeBoxTypeProvider>();
    await uploads.register(multipart, { limits: { fileSize: service.MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 2 } });
    uploads.post(
      uploadImage.path,
      {
        config: { ...routeAccess(uploadImage), oplog: { action: 'upload', resource: 'company_display', lookup: lookupName('companies', 'name', query('company')) } },
        schema: routeSchema(uploadImage, { tags }),
      },
      async (request) => {
        const { company, kind } = request.query;
        request.opTarget = `company:${company}:${kind}`;
        const bytes = await readSingleFile(request, service.MAX_IMAGE_BYTES, { missing: 'site_config_image_missing', tooLarge: 'site_config_image_too_large' });
        return ok(request, await service.saveImage(request.scope, company, kind as 'bg' | 'logo', bytes));
      },
    );
  });
};
