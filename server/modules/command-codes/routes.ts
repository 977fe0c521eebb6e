import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answerManage, writesNeed } from '../../http/manage-route';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { MANAGE_OPLOG_ACTIONS } from '../../../shared/contract/manage-body';
import { COMMAND_CODE_ENDPOINTS } from '../../../shared/contract/api/command-codes';
import { body, byBody, firstOf, lookupName } from '../../http/oplog';
import * as service from './service';

const tags = ['command-codes'];

/**
 * POST /commandCodeManage (8003, /system/code): the command codes each device type accepts;
 * search (by type, by device, recycle bin with `deleted`), add, update, delete and restore.
 * A separate path from /codeManage, which sends commands. Needs app.database and sessions.
 */
export const commandCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const entry = COMMAND_CODE_ENDPOINTS.manage;
  app.post(
    entry.path,
    {
      config: {
        ...routeAccess(entry),
        oplog: { action: byBody('type', MANAGE_OPLOG_ACTIONS), resource: 'command_code', name: body('code'), lookup: lookupName('command_codes', 'code', firstOf(body('ids'), body('id'))) },
      },
      preValidation: writesNeed(ROUTE_ACCESS.commandCodes),
      schema: routeSchema(entry, { tags }),
    },
    async (request) => answerManage(request, request.body, service, 'command_codes', { added: 'command_codes_added', updated: 'command_codes_updated', deleted: 'command_codes_deleted_ok', restored: 'command_codes_restored' }),
  );
};
