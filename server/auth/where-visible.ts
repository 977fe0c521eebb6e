import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { DB } from '../db/types';
import { isAdmin, isAgent } from './roles';
import type { SessionUser } from './session-user';

/**
 * Where-clauses that keep only what a user may see, as subqueries rather than id lists: they are
 * synchronous (no `await` before building a query), compose with `.where(...)` in any query or
 * transaction, and stay cheap however many companies or devices there are. They are the SQL twins
 * of visibleCompanyIds and filterVisibleDeviceIds in ./scope.ts and follow the same rules.
 * A column is written as in the query (`'rules.tenant_id'`, `'n.tenant_id'`, `'device_id'`).
 */
const eb = expressionBuilder<DB, never>();
const ALWAYS = sql<SqlBool>`true`;
const NEVER = sql<SqlBool>`false`;

/** The companies an agent manages, as a subquery. */
const managedBy = (userId: number) => eb.selectFrom('agent_companies').select('agent_companies.company_id').where('agent_companies.user_id', '=', userId);

/** `column` holds a company id the user may see. */
export function tenantVisibleTo(user: SessionUser, column: string): Expression<SqlBool> {
  if (isAdmin(user)) return ALWAYS;
  const own = ownCompany(user, column);
  if (!isAgent(user)) return own;
  return sql<SqlBool>`(${own} or ${sql.ref(column)} in (${managedBy(user.id)}))`;
}

/** `column` holds the user's own company (never the ones an agent manages). */
export function ownCompany(user: SessionUser, column: string): Expression<SqlBool> {
  return user.tenantId === null ? NEVER : sql<SqlBool>`${sql.ref(column)} = ${user.tenantId}`;
}

/** Always for the platform admin, who sees every company; never for anyone else. */
export function seesEveryCompany(user: SessionUser): Expression<SqlBool> {
  return isAdmin(user) ? ALWAYS : NEVER;
}

/**
 * `column` holds the id of a device the user may see: any device of a visible company for the
 * admin and agents, only the devices bound to it for an ordinary customer. On `devices.device_id`
 * itself an agent's check reads the row's own tenant instead of a second pass over devices.
 */
export function deviceIdVisibleTo(user: SessionUser, column: string): Expression<SqlBool> {
  if (isAdmin(user)) return ALWAYS;
  const ref = sql.ref(column);
  if (isAgent(user)) {
    if (column === 'devices.device_id') return tenantVisibleTo(user, 'devices.tenant_id');
    const devices = eb.selectFrom('devices as visible_devices').select('visible_devices.device_id').where(tenantVisibleTo(user, 'visible_devices.tenant_id'));
    return sql<SqlBool>`${ref} in (${devices})`;
  }
  const bound = eb.selectFrom('device_users').select('device_users.device_id').where('device_users.user_id', '=', user.id);
  return sql<SqlBool>`${ref} in (${bound})`;
}

/**
 * Rows of a table with both a company and a device column (cameras, snapshots): everything for the
 * admin, the visible companies' rows for an agent, and for an ordinary customer the rows of its
 * visible devices that are not in the recycle bin.
 */
export function rowVisibleTo(user: SessionUser, columns: { tenant: string; device: string }): Expression<SqlBool> {
  if (isAdmin(user)) return ALWAYS;
  if (isAgent(user)) return tenantVisibleTo(user, columns.tenant);
  const devices = eb
    .selectFrom('devices as row_devices')
    .select('row_devices.device_id')
    .where('row_devices.deleted_at', 'is', null)
    .where(deviceIdVisibleTo(user, 'row_devices.device_id'));
  return sql<SqlBool>`${sql.ref(columns.device)} in (${devices})`;
}
