import type { TestServer } from '../helpers/test-server';
import { ApiClient, DEMO } from '../helpers/api-client';

export type Rows<T = Record<string, unknown>> = { rows: T[]; total: number };
export type FarmRow = Record<string, unknown> & { id: number };

/** The farm tests' cast: the fish base's duty user, the same in Chinese, the admin, and two users without farm codes. */
export async function farmCast(server: TestServer) {
  const db = server.app.database.db;
  const fish = new ApiClient(server.origin);
  const fishZh = new ApiClient(server.origin, 'zh-CN');
  const admin = new ApiClient(server.origin);
  const farmer = new ApiClient(server.origin);
  await Promise.all([fish.login('fishscreen', 'fish12345'), fishZh.login('fishscreen', 'fish12345'), admin.login(...DEMO.admin), farmer.login(...DEMO.farmer)]);
  const companies = await db.selectFrom('companies').select(['id', 'alias']).execute();
  const byAlias = (prefix: string) => companies.find((r) => r.alias?.startsWith(prefix))!.id;
  const fishTenant = byAlias('Nanxun');
  const greenhouse = byAlias('Shouguang');
  const site = await db.selectFrom('sites').select(['id']).where('tenant_id', '=', fishTenant).orderBy('id').executeTakeFirstOrThrow();
  const greenSite = await db.selectFrom('sites').select(['id']).where('tenant_id', '=', greenhouse).orderBy('id').executeTakeFirstOrThrow();
  const square = JSON.stringify([[120.1, 30.8], [120.101, 30.8], [120.101, 30.801]]);
  /** A pond of its own per test file, so stock counts start from nothing. */
  const newPond = async (name: string, tenant = fishTenant, siteId = site.id) =>
    (await db.insertInto('ponds').values({ site_id: siteId, tenant_id: tenant, name, polygon: square }).returning('id').executeTakeFirstOrThrow()).id;
  return { db, fish, fishZh, admin, farmer, fishTenant, greenhouse, siteId: site.id, greenSiteId: greenSite.id, newPond };
}

export const manage = <T = unknown>(client: ApiClient, path: string, body: Record<string, unknown>) => client.post<T>(path, body);
