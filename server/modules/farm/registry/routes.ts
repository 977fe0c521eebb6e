import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerManage, writesNeed, type ManageService } from '../../../http/manage-route';
import { routeAccess, routeSchema } from '../../../http/endpoint-route';
import { body, byBody, firstOf, lookupName } from '../../../http/oplog';
import { MANAGE_OPLOG_ACTIONS } from '../../../../shared/contract/manage-body';
import { XLSX_MEDIA_TYPE } from '../../../../shared/contract/media-types';
import type { OpResource } from '../../../../shared/contract/op-log-words';
import type { ResourceDecl } from '../../../../shared/contract/farm';
import { farmEndpoints } from '../../../../shared/contract/farm/endpoints';
import type { RequestScope } from '../../../auth/request-scope';
import type { ManageServiceOf } from './engine';

/** A resource's service as its call uses it; the ledger's refuses update and delete. */
export interface FarmService {
  search: ManageServiceOf['search'];
  add(scope: RequestScope, body: Record<string, unknown>): Promise<unknown>;
  update(scope: RequestScope, body: Record<string, unknown> & { id: number }): Promise<unknown>;
  setDeleted(scope: RequestScope, ids: number[], deleted: boolean): Promise<unknown>;
}
import { exportRows } from './export';
import { zoneOfUser } from '../../../core/zones';
import { localDate } from '../../../core/local-time';

const tags = ['farm'];
const MESSAGES = { added: 'farm_added', updated: 'farm_updated', deleted: 'farm_deleted_ok', restored: 'farm_restored' };

/** The column that names a row in the operation log: its name, batch, vehicle or machine, else its time. */
export function titleKey(decl: ResourceDecl): string {
  return ['name', 'batch', 'vehicle', 'machine', 'at'].find((key) => decl.fields.some((f) => f.key === key)) ?? 'id';
}

/**
 * Mounts one declared resource from its contract entries (farmEndpoints): POST <path> (the
 * ManageBody convention; every farm code may search, the declaration's `writes` codes change) and
 * POST <path>/export (.xlsx of the filtered list). Both validate with the schemas derived from the
 * declaration.
 */
export function registerResource(app: FastifyInstance, decl: ResourceDecl, service: FarmService) {
  const entries = farmEndpoints(decl);
  const title = titleKey(decl);
  const storedName = (_request: FastifyRequest, data: unknown) => {
    const value = (data as Record<string, unknown> | undefined)?.[title];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
  app.post(
    entries.manage.path,
    {
      config: {
        ...routeAccess(entries.manage),
        // The phone sends its queued entries again after a lost answer (issue 37).
        idempotent: true,
        oplog: { action: byBody('type', MANAGE_OPLOG_ACTIONS), resource: decl.resource as OpResource, name: storedName, lookup: lookupName(decl.table, title, firstOf(body('ids'), body('id'))) },
      },
      preValidation: writesNeed(decl.writes),
      schema: routeSchema(entries.manage, { tags }),
    },
    async (request) => answerManage(request, request.body as Parameters<typeof answerManage>[1], service as unknown as ManageService<never>, decl.table, MESSAGES),
  );
  app.post(
    entries.export.path,
    { config: { ...routeAccess(entries.export), readOnly: true }, schema: routeSchema(entries.export, { tags }) },
    async (request, reply) => {
      const bytes = await exportRows(request.scope, decl, service, request.body as Record<string, unknown>);
      const stamp = localDate(await zoneOfUser(request.scope.db, request.scope.user), Date.now());
      return reply.type(XLSX_MEDIA_TYPE).header('content-disposition', `attachment; filename="${decl.resource}-${stamp}.xlsx"`).header('cache-control', 'no-store').send(bytes);
    },
  );
}
