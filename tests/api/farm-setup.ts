import type { TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';
import { freshCompany } from '../helpers/test-company';

export type Rows<T = Record<string, unknown>> = { rows: T[]; total: number };
export type FarmRow = Record<string, unknown> & { id: number };

/**
 * The farm tests' cast, in two companies of the file's own (freshCompany) on the worker's shared
 * server: a fish base with one pond monitor and its duty user (the demo fishscreen's rights), the
 * same in Chinese, its agent's and farmer's accounts (the farmer has no farm code), the admin; and
 * a greenhouse company with its technician (the demo grower's rights) as the other tenant.
 */
export async function farmCast(server: TestServer) {
  const db = server.app.database.db;
  const [fishCompany, greenCompany] = await Promise.all([
    freshCompany(server, { devices: 1, users: ['fishscreen'] }),
    freshCompany(server, { devices: 0, users: ['grower'] }),
  ]);
  const fish = new ApiClient(server.origin);
  const fishZh = new ApiClient(server.origin, 'zh-CN');
  const admin = new ApiClient(server.origin);
  const farmer = new ApiClient(server.origin);
  await Promise.all([fish.login(...fishCompany.users.fishscreen!), fishZh.login(...fishCompany.users.fishscreen!), admin.login(...DEMO.admin), farmer.login(...fishCompany.farmer)]);
  const fishTenant = fishCompany.id;
  const greenhouse = greenCompany.id;
  const newSite = async (tenant: number, name: string) =>
    (await db.insertInto('sites').values({ tenant_id: tenant, name, kind: 'aquaculture', longitude: 120.1, latitude: 30.8 }).returning('id').executeTakeFirstOrThrow()).id;
  const [siteId, greenSiteId] = await Promise.all([newSite(fishTenant, 'Fish base'), newSite(greenhouse, 'Greenhouse base')]);
  const square = JSON.stringify([[120.1, 30.8], [120.101, 30.8], [120.101, 30.801]]);
  /** A pond of its own per test, so stock counts start from nothing. */
  const newPond = async (name: string, tenant = fishTenant, site = siteId) =>
    (await db.insertInto('ponds').values({ site_id: site, tenant_id: tenant, name, polygon: square }).returning('id').executeTakeFirstOrThrow()).id;
  return { db, fish, fishZh, admin, farmer, fishCompany, greenCompany, fishTenant, greenhouse, siteId, greenSiteId, newPond };
}

export const manage = <T = unknown>(client: ApiClient, path: string, body: Record<string, unknown>) => client.post<T>(path, body);
