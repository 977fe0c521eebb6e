import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { WEBLOG_ENDPOINTS, XLSX_TYPE } from '../../../shared/contract/api/weblog';
import { exportLog } from './export';
import * as service from './service';
import { fileStampOfUser } from '../../core/zones';

const tags = ['weblog'];

/** The login log (spec "Web log") and the operation log, both searches sent as POST. Needs app.database. */
export const weblogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { logins, operations, export: workbook } = WEBLOG_ENDPOINTS;

  app.post(
    logins.path,
    { config: { ...routeAccess(logins), readOnly: true }, schema: routeSchema(logins, { tags }) },
    async (request) => ok(request, await service.loginLog(request.scope, request.body)),
  );

  app.post(
    operations.path,
    { config: { ...routeAccess(operations), readOnly: true }, schema: routeSchema(operations, { tags }) },
    async (request) => ok(request, await service.opLog(request.scope, request.body)),
  );

  // A GET, so it is a read and the browser can download it like any file.
  app.get(
    workbook.path,
    { config: routeAccess(workbook), schema: routeSchema(workbook, { tags }) },
    async (request, reply) => {
      const stream = await exportLog(request.scope, request.query);
      const stamp = await fileStampOfUser(request.scope.db, request.scope.user);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${request.query.kind}-log-${stamp}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
