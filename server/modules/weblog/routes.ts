import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ERROR_RESPONSES, Paged, ok } from '../../http/envelope';
import { LoginLogRowSchema, LogQuerySchema, OpLogRowSchema } from './schemas';
import * as service from './service';

const LOGS = '9004';
const tags = ['weblog'];

/** The login log (spec "Web log") and the operation log, both searches sent as POST. Needs app.database. */
export const weblogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;

  app.post(
    '/weblog/list',
    {
      config: { access: LOGS, readOnly: true },
      schema: { tags, body: LogQuerySchema, response: { 200: Envelope(Paged(LoginLogRowSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await service.loginLog(db, request.user!, request.body)),
  );

  app.post(
    '/weblog/oplist',
    {
      config: { access: LOGS, readOnly: true },
      schema: { tags, body: LogQuerySchema, response: { 200: Envelope(Paged(OpLogRowSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => ok(request, await service.opLog(db, request.user!, request.body)),
  );
};
