import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope';
import { Envelope, ERROR_RESPONSES, Paged } from '../../../shared/contract/envelope';
import { LoginLogRowSchema, LogExportQuerySchema, LogQuerySchema, OpLogRowSchema } from '../../../shared/contract/api/weblog';
import { exportLog } from './export';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import * as service from './service';

const LOGS = ROUTE_ACCESS.weblog;
const tags = ['weblog'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The login log (spec "Web log") and the operation log, both searches sent as POST. Needs app.database. */
export const weblogRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.post(
    '/weblog/list',
    {
      config: { access: LOGS, readOnly: true },
      schema: { tags, body: LogQuerySchema, response: { 200: Envelope(Paged(LoginLogRowSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await service.loginLog(request.scope, request.body)),
  );

  app.post(
    '/weblog/oplist',
    {
      config: { access: LOGS, readOnly: true },
      schema: { tags, body: LogQuerySchema, response: { 200: Envelope(Paged(OpLogRowSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await service.opLog(request.scope, request.body)),
  );

  // A GET, so it is a read and the browser can download it like any file.
  app.get(
    '/weblog/export',
    { config: { access: LOGS }, schema: { tags, querystring: LogExportQuerySchema, produces: [XLSX] } },
    async (request, reply) => {
      const stream = await exportLog(request.scope, request.query);
      const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${request.query.kind}-log-${stamp}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
