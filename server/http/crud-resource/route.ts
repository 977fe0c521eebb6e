import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MANAGE_OPLOG_ACTIONS } from '../../../shared/contract/manage-body';
import { routeAccess, routeSchema } from '../endpoint-route';
import { answerManage, writesNeed } from '../manage-route';
import { body, byBody, firstOf, lookupName } from '../oplog';
import { prefixOf, type CrudResource } from './declaration';
import { crudMessages, crudService, type CrudService, type ManageInput } from './service';

/**
 * The `/xxxManage` POST of a declared resource: its schema and readers' codes from the contract
 * entry, the writers' codes checked before the body (a reader's write is a 403 whatever its body),
 * the operation log's action by `type` and the row's name (stored, from the answer; looked up
 * before a delete or restore).
 */
export function crudRoute(decl: CrudResource, service: CrudService = crudService(decl)): FastifyPluginAsync {
  const { entry, oplog } = decl;
  const storedName = (_request: FastifyRequest, data: unknown) => (data as Record<string, unknown> | undefined)?.[oplog.name];
  const messages = crudMessages(decl);
  return async (app) => {
    app.post(
      entry.path,
      {
        config: {
          ...routeAccess(entry),
          oplog: { action: byBody('type', MANAGE_OPLOG_ACTIONS), resource: oplog.resource, name: storedName, lookup: lookupName(decl.table, oplog.name, firstOf(body('ids'), body('id'))) },
        },
        ...(decl.writes ? { preValidation: writesNeed(decl.writes) } : {}),
        schema: routeSchema(entry, { tags: [prefixOf(decl)] }),
      },
      // The body is the entry's ManageBody, validated by the schema above.
      async (request) => answerManage(request, request.body as ManageInput, service, prefixOf(decl), messages),
    );
  };
}
