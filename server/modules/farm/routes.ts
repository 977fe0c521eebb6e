import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { answerManage, writesNeed } from '../../http/manage-route';
import { ok } from '../../http/envelope';
import { body, byBody, firstOf, lookupName } from '../../http/oplog';
import { routeAccess, routeSchema } from '../../http/endpoint-route';
import { ROUTE_ACCESS } from '../../../shared/contract/access-catalogue';
import { MANAGE_OPLOG_ACTIONS } from '../../../shared/contract/manage-body';
import { FARM_RESOURCES } from '../../../shared/contract/farm';
import { FARM_ENDPOINTS } from '../../../shared/contract/api/farm';
import { registerResource } from './registry/routes';
import { verifyTables } from './registry/verify';
import { serviceOf } from './resources';
import * as bases from './overview/bases';
import { deletePond, pondOverview } from './overview/ponds';
import { seedFarmDemo } from './demo';
import './messages';

const tags = ['farm'];
const storedName = (_request: FastifyRequest, data: unknown) => (data as { name?: string } | undefined)?.name;

/**
 * Production logs, warehousing and sales (groups 12-14): one management call per registry
 * declaration (shared/contract/farm) with its .xlsx export, plus /baseManage (the breeding map's
 * sites as bases), /pageszhuatai (ponds with their production overview) and /delZhutaiPage (a
 * pond without history removed). Checks at start that every declared column exists; with the
 * simulator on, writes the fish company's demo production once (demo.ts). Needs
 * app.database and the session plugin.
 */
export const farmRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const problems = await verifyTables(app.database.db, FARM_RESOURCES);
  if (problems.length > 0) throw new Error(`farm registry and migrations disagree: ${problems.join('; ')}`);
  for (const decl of FARM_RESOURCES) registerResource(app, decl, serviceOf(decl));
  // The demo's production records come with the simulator's demo on its first start; tests run
  // without the simulator, on farms that start empty.
  // Written in the background once the server listens, so the first start is not held up by it.
  if (app.config.sim) {
    let demo: Promise<unknown> = Promise.resolve();
    app.addHook('onListen', async () => {
      demo = seedFarmDemo(app.database.db).catch((error: unknown) => app.log.warn({ err: error }, 'farm demo data not written'));
    });
    app.addHook('preClose', async () => {
      await demo;
    });
  }

  const { bases: basesEntry, pondOverview: overviewEntry, deletePond: deletePondEntry } = FARM_ENDPOINTS;
  app.post(
    basesEntry.path,
    {
      config: {
        ...routeAccess(basesEntry),
        oplog: { action: byBody('type', MANAGE_OPLOG_ACTIONS), resource: 'farm_base', name: storedName, lookup: lookupName('sites', 'name', firstOf(body('ids'), body('id'))) },
      },
      preValidation: writesNeed(ROUTE_ACCESS.farmBases),
      schema: routeSchema(basesEntry, { tags }),
    },
    async (request) => answerManage(request, request.body, bases, 'sites', { added: 'farm_added', updated: 'farm_updated', deleted: 'farm_deleted_ok', restored: 'farm_restored' }),
  );

  app.post(
    overviewEntry.path,
    { config: { ...routeAccess(overviewEntry), readOnly: true }, schema: routeSchema(overviewEntry, { tags }) },
    async (request) => ok(request, await pondOverview(request.scope, request.body)),
  );

  app.post(
    deletePondEntry.path,
    {
      config: { ...routeAccess(deletePondEntry), oplog: { action: 'delete', resource: 'pond', lookup: lookupName('ponds', 'name', body('id')) } },
      schema: routeSchema(deletePondEntry, { tags }),
    },
    async (request) => {
      request.opTarget = `pond:${request.body.id}`;
      return ok(request, await deletePond(request.scope, request.body.id), 'farm_deleted_ok');
    },
  );
};
