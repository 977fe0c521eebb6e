import type { ExpressionBuilder, Kysely, SqlBool, Expression } from 'kysely';
import type { DB } from '../db/types';
import { AppError } from '../http/app-error';
import type { SessionUser } from './session-user';
import { isAdmin, isAgent } from './roles';
import { deviceIdVisibleTo } from './where-visible';

export { isAdmin, isAgent } from './roles';

declare module '../db/types' {
  interface DB {
    agent_companies: { user_id: number; company_id: number };
    device_users: { user_id: number; device_id: string };
  }
}

/**
 * Tenancy, decided here for every module (DESIGN.md "Authorization on the server"):
 * - platform admin: every company and device;
 * - agent customer: its own company and the companies it manages, and their devices;
 * - ordinary customer: its own company, and only the devices bound to it.
 * Modules reach these through their RequestScope (./request-scope.ts), not directly.
 */

/** 'all' for the platform admin, otherwise the ids of the companies the user may see. */
export async function visibleCompanyIds(db: Kysely<DB>, user: SessionUser): Promise<'all' | number[]> {
  if (isAdmin(user)) return 'all';
  const ids = new Set<number>();
  if (user.tenantId !== null) ids.add(user.tenantId);
  if (isAgent(user)) {
    const managed = await db.selectFrom('agent_companies').select('company_id').where('user_id', '=', user.id).execute();
    for (const row of managed) ids.add(row.company_id);
  }
  return [...ids];
}

export async function assertCompanyVisible(db: Kysely<DB>, user: SessionUser, companyId: number): Promise<void> {
  const ids = await visibleCompanyIds(db, user);
  if (ids !== 'all' && !ids.includes(companyId)) throw new AppError(403, 'forbidden_tenant');
}

/**
 * A where-clause for any query over `devices` that keeps only the devices the user may see.
 * Use as `.where(deviceVisibleTo(user))`; it is a subquery, so it stays cheap with many devices.
 */
export function deviceVisibleTo(user: SessionUser) {
  return (_eb: ExpressionBuilder<DB, 'devices'>): Expression<SqlBool> => deviceIdVisibleTo(user, 'devices.device_id');
}

/** The ids of the given devices that the user may see (all of them for the admin). */
export async function filterVisibleDeviceIds(db: Kysely<DB>, user: SessionUser, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('devices')
    .select('device_id')
    .where('device_id', 'in', ids)
    .where('deleted_at', 'is', null)
    .where(deviceVisibleTo(user))
    .execute();
  return rows.map((r) => r.device_id);
}

/** 404 for a device that does not exist or that the user may not see (no existence leak). */
export async function assertDeviceVisible(db: Kysely<DB>, user: SessionUser, deviceId: string): Promise<void> {
  const [found] = await filterVisibleDeviceIds(db, user, [deviceId]);
  if (!found) throw new AppError(404, 'device_not_found');
}
