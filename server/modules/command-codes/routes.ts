import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { forbidden } from '../../http/app-error';
import { Envelope, ERROR_RESPONSES } from '../../../shared/contract/envelope';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { MANAGE_OPLOG_ACTIONS } from '../../../shared/contract/manage-body';
import { CommandCodeManageBodySchema, CommandCodeManageResultSchema } from '../../../shared/contract/api/command-codes';
import { body, byBody, firstOf, lookupName } from '../../http/oplog';
import * as service from './service';

const tags = ['command-codes'];

/**
 * The route admits the pages that offer codes (device settings 8012, rules 8002) so they can
 * search; every other type needs the catalogue's own code (8003). Checked before the body is
 * validated, so a reader learns nothing from a mutation's error.
 */
async function mutationsNeedCatalogueCode(request: FastifyRequest) {
  const type = (request.body as { type?: unknown } | undefined)?.type;
  if (type !== 'search' && !request.scope.holds(ROUTE_ACCESS.commandCodes)) throw forbidden();
}

/**
 * POST /commandCodeManage (8003, /system/code): the command codes each device type accepts;
 * search (by type, by device, recycle bin with `deleted`), add, update, delete and restore.
 * A separate path from /codeManage, which sends commands. Needs app.database and sessions.
 */
export const commandCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/commandCodeManage',
    {
      config: {
        access: ROUTE_ACCESS.commandCodesRead,
        oplog: { action: byBody('type', MANAGE_OPLOG_ACTIONS), resource: 'command_code', name: body('code'), lookup: lookupName('command_codes', 'code', firstOf(body('ids'), body('id'))) },
      },
      preValidation: mutationsNeedCatalogueCode,
      schema: { tags, body: CommandCodeManageBodySchema, response: { 200: Envelope(CommandCodeManageResultSchema), ...ERROR_RESPONSES } },
    },
    async (request) => {
      const input = request.body;
      const scope = request.scope;
      switch (input.type) {
        case 'search':
          return ok(request, await service.search(scope, input));
        case 'add':
          return ok(request, await service.add(scope, input), 'command_codes_added');
        case 'update':
          request.opTarget = `command_code:${input.id}`;
          return ok(request, await service.update(scope, input), 'command_codes_updated');
        case 'delete':
          request.opTarget = `command_codes:${input.ids.join(',')}`;
          return ok(request, await service.setDeleted(scope, input.ids, true), 'command_codes_deleted_ok');
        case 'restore':
          request.opTarget = `command_codes:${input.ids.join(',')}`;
          return ok(request, await service.setDeleted(scope, input.ids, false), 'command_codes_restored');
      }
    },
  );
};
